import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '@/features/landing/LandingPage';
import { getLandingInfoQuery } from '@/generated/api/bootstrap';

export const Route = createFileRoute('/_signedIn/_shell/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getLandingInfoQuery()),
  component: LandingPage,
});
