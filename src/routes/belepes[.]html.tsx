import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot/first-load';
import { isSignedIn } from '@/lib/session';
import { LoginScreen } from '@/features/auth/LoginScreen';

export const Route = createFileRoute('/belepes.html')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: () => {
    if (isSignedIn()) throw redirect({ to: '/' });
  },
  component: function LoginRoute() {
    const { redirect: target } = Route.useSearch();
    return <LoginScreen redirect={target} />;
  },
});
