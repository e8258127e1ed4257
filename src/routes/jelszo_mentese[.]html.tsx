import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot/first-load';
import { SetPasswordScreen } from '@/features/auth/SetPasswordScreen';

export const Route = createFileRoute('/jelszo_mentese.html')({
  validateSearch: v.object({ uid: v.optional(v.string()), token: v.optional(v.string()) }),
  component: function SetPasswordRoute() {
    const { uid, token } = Route.useSearch();
    return <SetPasswordScreen uid={uid} token={token} />;
  },
});
