import { createFileRoute } from '@tanstack/react-router';
import { getOwnBasketQuery } from '@/generated/api/store';
import { BasketScreen } from '@/sections/store/basket';
import { GatedScreen, loadSpecialScreen } from '@/app/section-routes/special';

/** The user's own basket; a read-only user sees it without edit controls. */
export const Route = createFileRoute('/_signedIn/_shell/keszlet/kosarak/sajat.html')({
  staticData: { specialScreen: {} },
  loader: (match) => loadSpecialScreen(match, () => match.context.queryClient.ensureQueryData(getOwnBasketQuery())),
  component: function OwnBasketRoute() {
    return (
      <GatedScreen access={Route.useLoaderData()}>
        <BasketScreen />
      </GatedScreen>
    );
  },
});
