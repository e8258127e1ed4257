import { lazy } from 'react';
import { LazyMenuTrigger } from './LazyMenuTrigger';

const load = () => import('./MainMenuPanel');
const MainMenuPanel = lazy(load);

/** The main menu button; its content loads when the user reaches for it. */
export function MainMenu({ permissions }: { permissions: readonly string[] }) {
  return (
    <LazyMenuTrigger panel={MainMenuPanel} preload={() => void load()} panelProps={{ permissions }} className="topbar__button">
      <span aria-hidden="true">☰</span> Főmenü
    </LazyMenuTrigger>
  );
}
