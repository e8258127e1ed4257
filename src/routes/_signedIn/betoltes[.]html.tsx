import { createFileRoute } from '@tanstack/react-router';
import { searchString } from '@/lib/search-values';
import { LoadingScreen } from '@/features/bootstrap/LoadingScreen';

export const Route = createFileRoute('/_signedIn/betoltes.html')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: searchString(search.redirect) }),
  component: function LoadingRoute() {
    const { redirect } = Route.useSearch();
    return <LoadingScreen redirect={redirect} />;
  },
});
