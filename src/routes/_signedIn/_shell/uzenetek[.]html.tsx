import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '@/features/notifications/MessagesPage';

export const Route = createFileRoute('/_signedIn/_shell/uzenetek.html')({
  component: MessagesPage,
});
