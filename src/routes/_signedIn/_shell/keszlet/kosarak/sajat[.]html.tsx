import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { loadIfPermitted } from '@/app/section-routes/access';
import { NoAccessPage } from '@/app/section-routes/NoAccessPage';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { getOwnBasketQuery } from '@/generated/api/store';
import { BasketScreen } from '@/sections/store/basket';

export const Route = createFileRoute('/_signedIn/_shell/keszlet/kosarak/sajat.html')({
  loader: ({ context, location }) => loadIfPermitted(context.queryClient, location.pathname, () => context.queryClient.ensureQueryData(getOwnBasketQuery())),
  component: function OwnBasketRoute() {
    const { data: user } = useSuspenseQuery(getCurrentUserQuery());
    if (Route.useLoaderData().denied) return <NoAccessPage />;
    return <BasketScreen readOnly={user.is_readonly} />;
  },
});
