import { lazy } from 'react';
import { LazyMenuTrigger } from './LazyMenuTrigger';

const load = () => import('./MainMenuPanel');
const MainMenuPanel = lazy(load);

/** The main menu button; its content loads when the user reaches for it. `currentSection`: the site-map id of the screen shown, marked in the menu. */
export function MainMenu({ permissions, currentSection }: { permissions: readonly string[]; currentSection?: string }) {
  return (
    <LazyMenuTrigger panel={MainMenuPanel} preload={() => void load()} panelProps={{ permissions, currentSection }} className="topbar__button">
      <span aria-hidden="true">☰</span> Főmenü
    </LazyMenuTrigger>
  );
}
