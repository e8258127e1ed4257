import { createFileRoute } from '@tanstack/react-router';
import { SystemMessagesPage } from '@/features/system-messages/SystemMessagesPage';
import { listSystemMessagesQuery } from '@/generated/api/bootstrap';

export const Route = createFileRoute('/_signedIn/_shell/rendszeruzenetek.html')({
  loader: ({ context }) => context.queryClient.ensureQueryData(listSystemMessagesQuery()),
  component: SystemMessagesPage,
});
