import { lazy } from 'react';
import type { CurrentUser } from '@/generated/models';
import { LazyMenuTrigger } from './LazyMenuTrigger';

const load = () => import('./ProfileMenuPanel');
const ProfileMenuPanel = lazy(load);

/** Greets the user; the menu behind the greeting loads when the user reaches for it. */
export function ProfileMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  return (
    <LazyMenuTrigger
      panel={ProfileMenuPanel}
      preload={() => void load()}
      panelProps={{ user, onSignOut }}
      className="topbar__button topbar__profile"
      label={`Üdvözöljük, ${user.name}!`}
    >
      {/* On a phone only the name shows: 'Kovács Anna!' alone read as a greeting cut short. */}
      <span className="topbar__greeting">Üdvözöljük, </span>
      {user.name}
      <span className="topbar__greeting">!</span>
    </LazyMenuTrigger>
  );
}
