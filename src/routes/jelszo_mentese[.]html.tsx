import { createFileRoute } from '@tanstack/react-router';
import { searchString } from '@/lib/search-values';
import { SetPasswordScreen } from '@/features/auth/SetPasswordScreen';

export const Route = createFileRoute('/jelszo_mentese.html')({
  validateSearch: (search: Record<string, unknown>): { uid?: string; token?: string } => ({ uid: searchString(search.uid), token: searchString(search.token) }),
  component: function SetPasswordRoute() {
    const { uid, token } = Route.useSearch();
    return <SetPasswordScreen uid={uid} token={token} />;
  },
});
