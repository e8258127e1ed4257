import { createFileRoute, redirect } from '@tanstack/react-router';
import { canChangePassword, currentUserFromCache } from '@/lib/session';
import { PasswordChangeScreen } from '@/features/auth/PasswordChangeScreen';
import { toast } from '@/lib/toasts';

export const Route = createFileRoute('/_signedIn/_shell/jelszo_modositasa.html')({
  beforeLoad: ({ context }) => {
    const user = currentUserFromCache(context.queryClient);
    if (user && !canChangePassword(user)) {
      toast.error('Nincs jogosultsága a jelszó módosításához.');
      throw redirect({ to: '/' });
    }
  },
  component: PasswordChangeScreen,
});
