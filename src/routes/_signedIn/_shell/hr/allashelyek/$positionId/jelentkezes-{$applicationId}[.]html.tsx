import { createFileRoute } from '@tanstack/react-router';
import { recordIdOf } from '@/lib/address-parts';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';
import { applicationScreen } from '@/sections/hr/application-screen';

/** One application to a position, read and decided by HR; guarded by the positions' menu entry. */
export const Route = createFileRoute('/_signedIn/_shell/hr/allashelyek/$positionId/jelentkezes-{$applicationId}.html')({
  staticData: { specialScreen: { guardedBy: 'positions' } },
  params: {
    parse: ({ positionId, applicationId }) => ({ positionId: recordIdOf(positionId), applicationId: recordIdOf(applicationId) }),
    stringify: ({ positionId, applicationId }) => ({ positionId: String(positionId), applicationId: String(applicationId) }),
  },
  loader: (match) => loadSpecialScreen(match, () => applicationScreen.load(match.context.queryClient, match.params, undefined)),
  component: function ApplicationRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <applicationScreen.Component params={Route.useParams()} search={undefined} onSearchChange={() => undefined} />
      </GatedScreen>
    );
  },
});
