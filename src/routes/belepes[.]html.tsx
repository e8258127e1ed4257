import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchString } from '@/lib/search-values';
import { isSignedIn } from '@/lib/session';
import { LoginScreen } from '@/features/auth/LoginScreen';

export const Route = createFileRoute('/belepes.html')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: searchString(search.redirect) }),
  beforeLoad: () => {
    if (isSignedIn()) throw redirect({ to: '/' });
  },
  component: function LoginRoute() {
    const { redirect: target } = Route.useSearch();
    return <LoginScreen redirect={target} />;
  },
});
