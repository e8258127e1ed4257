import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { signOut } from '@/lib/session';
import { Logo } from '@/components/ui/Logo';
import { MainMenu } from './MainMenu';
import { ProfileMenu } from './ProfileMenu';

/** The signed-in frame: a top bar with the main menu and the profile menu above the screen. */
export function AppShell({ children }: { children: ReactNode }) {
  const { data: user } = useSuspenseQuery(getCurrentUserQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className="shell">
      <header className="topbar">
        <RouterLink to="/" className="topbar__home" title="Kezdőlap">
          <Logo />
        </RouterLink>
        <nav aria-label="Főmenü" className="topbar__nav">
          <MainMenu permissions={user.permissions} />
        </nav>
        <ProfileMenu user={user} onSignOut={() => void signOut(queryClient).then(() => navigate({ to: '/belepes.html' }))} />
      </header>
      <main className="shell__main" id="tartalom">
        {children}
      </main>
    </div>
  );
}
