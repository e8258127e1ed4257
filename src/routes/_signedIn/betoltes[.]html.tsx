import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot/first-load';
import { LoadingScreen } from '@/features/bootstrap/LoadingScreen';

export const Route = createFileRoute('/_signedIn/betoltes.html')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  component: function LoadingRoute() {
    const { redirect } = Route.useSearch();
    return <LoadingScreen redirect={redirect} />;
  },
});
