import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { signOut } from '@/lib/session';
import { Logo } from '@/components/ui/Logo';
import { isListAddress, locateScreen } from '@/config/trail';
import { rememberListSearch } from '@/lib/list-memory';
import { MainMenu } from './MainMenu';
import { ProfileMenu } from './ProfileMenu';
import { ProgressIndicator } from './ProgressIndicator';
import { KeyboardHelp } from './KeyboardHelp';
import { QuickJump } from './QuickJump';
import { Trail } from './Trail';

/** The signed-in frame: a top bar with the main menu and the profile menu above the screen. */
export function AppShell({ children }: { children: ReactNode }) {
  const { data: user } = useSuspenseQuery(getCurrentUserQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The shown screen (the resolved location), so the trail and the menu's mark change together with it.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  // A list's search, remembered as soon as the address carries it (a record opened while the searched list
  // still loads is left from that search), is where the way back to it ('‹ Vissza a listához', the trail) returns.
  // Kept here, not in the router: the site map that knows the lists comes with the shell, not with the first load.
  const askedPath = useRouterState({ select: (state) => state.location.pathname });
  const askedSearch = useRouterState({ select: (state) => state.location.searchStr });
  useEffect(() => {
    if (isListAddress(askedPath)) rememberListSearch(askedPath, askedSearch);
  }, [askedPath, askedSearch]);
  return (
    <div className="shell">
      <ProgressIndicator />
      <header className="topbar">
        <RouterLink to="/" className="topbar__home" title="Kezdőlap">
          <Logo />
        </RouterLink>
        <nav aria-label="Főmenü" className="topbar__nav">
          <MainMenu permissions={user.permissions} currentSection={locateScreen(pathname).section?.id} />
        </nav>
        <QuickJump permissions={user.permissions} />
        <KeyboardHelp />
        <ProfileMenu user={user} onSignOut={() => void signOut(queryClient).then(() => navigate({ to: '/belepes.html' }))} />
      </header>
      <main className="shell__main" id="tartalom">
        <Trail pathname={pathname} permissions={user.permissions} />
        {children}
      </main>
    </div>
  );
}
