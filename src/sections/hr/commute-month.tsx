import { useQuery } from '@tanstack/react-query';
import type { MonthSearch } from '@/components/month-stepper/month-search';
import { monthFromSearch } from '@/components/month-stepper/month';
import { Alert } from '@/components/ui/Alert';
import { CallButton } from '@/features/records/actions/CallButton';
import { itemsTable } from '@/features/records/blocks/ItemsTable';
import { CardForm } from '@/features/records/blocks/CardForm';
import { useLookupOptions } from '@/features/records/form/lookups';
import { MonthPage } from '@/features/special-screens/MonthPage';
import type { SpecialScreenProps } from '@/features/special-screens/special-screen';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { deleteCommuteMonthExportMutation, exportCommuteMonthMutation, getCommuteHistoryQuery, updateCommuteHistoryMutation } from '@/generated/api/hr';
import { CommuteHistoryInputMeta, CommuteHistoryMeta } from '@/generated/meta/hr';
import { CommuteHistoryInputSchema } from '@/generated/validators/hr';
import { formatDateTime } from '@/lib/format';
import { commuteLines } from './commute-lines';
import { monthOf } from '@/features/records/list/MonthList';
import { historyVars, TITLE } from './commutes';
import { routeHref } from '@/lib/route-href';

const InfosTable = itemsTable({
  field: 'infos',
  meta: CommuteHistoryMeta,
  columns: ['institution', 'type', 'mileage_towards', 'mileage_backwards', 'monthly_cost', 'sap_code'],
  emptyText: 'Nincs munkábajárási adat.',
});

/** Section 2: one employment's commuting in a month (trips, monthly passes, homecoming), saved with PUT; the month's export made or deleted. */
export function CommuteHistoryScreen({ params: { employmentId }, search, onSearchChange }: SpecialScreenProps<{ employmentId: number }, MonthSearch>) {
  const month = monthFromSearch(search);
  const vars = historyVars(employmentId, search);
  const history = useQuery({ ...getCommuteHistoryQuery(vars), placeholderData: (previous) => previous });
  const user = useQuery(getCurrentUserQuery());
  const institutions = useLookupOptions({ source: 'institutions' });
  const data = history.data;
  const readOnly = Boolean(user.data?.is_readonly);
  const exported = data?.export ?? null;
  const title = data ? `${TITLE}: ${data.employment.user_name}, ${data.employment.institution_name}` : TITLE;

  return (
    <MonthPage
      search={search}
      onSearchChange={onSearchChange}
      title={title}
      backTo={routeHref({ to: '/hr/munkabajaras/lista.html', search: monthOf(search) })}
      actions={
        readOnly || !data ? null : exported ? (
          <CallButton
            variant="danger"
            mutation={deleteCommuteMonthExportMutation()}
            variables={vars}
            success="A havi export törölve."
            failure="A törlés nem sikerült."
          >
            Havi export törlése
          </CallButton>
        ) : (
          <CallButton variant="primary" mutation={exportCommuteMonthMutation()} variables={vars} success="A hónap exportálva." failure="Az exportálás nem sikerült.">
            Havi export
          </CallButton>
        )
      }
    >
      {history.isError ? <Alert tone="error">A munkábajárási adatok betöltése nem sikerült.</Alert> : null}
      {data ? (
        <>
          {exported ? (
            <Alert tone="info">
              A hónap exportálva: {formatDateTime(exported.created_at)}, {exported.created_by}. Az utazások az export törléséig nem módosíthatók.
            </Alert>
          ) : null}
          <InfosTable record={data} />
          <CardForm
            key={`${month.year}-${month.month}`}
            title="Havi nyilvántartás"
            meta={CommuteHistoryInputMeta}
            schema={CommuteHistoryInputSchema}
            record={data}
            lines={commuteLines(data, institutions.labelOf)}
            submitLabel="Mentés"
            isReadOnly={readOnly || exported !== null}
            mutation={updateCommuteHistoryMutation()}
            variables={(body) => ({ ...vars, body })}
          />
        </>
      ) : null}
    </MonthPage>
  );
}
