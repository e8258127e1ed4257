import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSignedIn, LOGIN_PATH } from '@/lib/session';

/** Every screen below needs a stored token; without one the user signs in first and comes back. */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: ({ location }) => {
    if (!isSignedIn()) throw redirect({ to: LOGIN_PATH, search: { redirect: location.href } });
  },
});
