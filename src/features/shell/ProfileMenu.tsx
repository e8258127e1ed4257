import { lazy } from 'react';
import type { CurrentUser } from '@/generated/models';
import { LazyMenuTrigger } from './LazyMenuTrigger';

const load = () => import('./ProfileMenuPanel');
const ProfileMenuPanel = lazy(load);

/** Greets the user; the menu behind the greeting loads when the user reaches for it. */
export function ProfileMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  return (
    <LazyMenuTrigger panel={ProfileMenuPanel} preload={() => void load()} panelProps={{ user, onSignOut }} className="topbar__button topbar__profile">
      <span className="topbar__greeting">Üdvözöljük, </span>
      {user.name}!
    </LazyMenuTrigger>
  );
}
