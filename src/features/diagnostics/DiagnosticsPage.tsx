import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Page } from '@/components/ui/Page';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { startupAssets } from '@/features/bootstrap/startup-assets';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/lib/format';

/** A check page for support staff: who is signed in, which start-up data is cached, how formats look. */
export function DiagnosticsPage() {
  const queryClient = useQueryClient();
  const { data: user } = useSuspenseQuery(getCurrentUserQuery());
  const now = new Date();
  return (
    <Page title="Rendszerteszt">
      <section className="card">
        <h2>Felhasználó</h2>
        <dl className="details">
          <dt>Név</dt>
          <dd>{user.name}</dd>
          <dt>Intézmény</dt>
          <dd>{user.institution.name}</dd>
          <dt>Jogosultságok száma</dt>
          <dd>{formatNumber(user.permissions.length)}</dd>
        </dl>
      </section>
      <section className="card">
        <h2>Induláskor betöltött adatok</h2>
        <ul className="plain-list">
          {startupAssets.map((asset) => {
            const state = queryClient.getQueryState(asset.query.queryKey);
            return (
              <li key={asset.id}>
                {asset.id}: {state?.dataUpdatedAt ? `betöltve ${formatDateTime(new Date(state.dataUpdatedAt))}` : 'nincs betöltve'}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="card">
        <h2>Formátumok</h2>
        <dl className="details">
          <dt>Dátum</dt>
          <dd>{formatDate(now)}</dd>
          <dt>Szám</dt>
          <dd>{formatNumber(1234567.5)}</dd>
          <dt>Összeg</dt>
          <dd>{formatMoney(250000)}</dd>
        </dl>
      </section>
    </Page>
  );
}
