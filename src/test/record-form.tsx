import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import type { SchemaMeta } from '@/generated/meta/types';
import { numberMessage } from '@/generated/validators/helpers';
import { RecordForm, type RecordFormProps } from '@/features/records/form/RecordForm';
import { renderRouter } from '@/test/render';
import { seededQueryClient } from '@/test/section-form';

/** RecordForm's component tests' form: a subject, two dependent choosers, an amount and lines, on a route with a page to leave to. */

export const meta = {
  title: 'Teszt',
  fields: {
    subject: { label: 'Tárgy', kind: 'string', required: true, minLength: 3 },
    institution: { label: 'Intézmény', kind: 'integer', required: true, lookup: { source: 'institutions' } },
    employment: { label: 'Munkaviszony', kind: 'integer', nullable: true, lookup: { source: 'employments', dependsOn: 'institution' } },
    cost: { label: 'Bruttó összeg', kind: 'number', nullable: true, unit: 'Ft' },
    products: {
      label: 'Termékek',
      kind: 'array',
      items: {
        title: 'Termék',
        fields: { name: { label: 'Megnevezés', kind: 'string', required: true }, quantity: { label: 'Mennyiség', kind: 'number', required: true } },
      },
    },
  },
} as const satisfies SchemaMeta;

export const schema = v.looseObject({
  subject: v.pipe(v.string('Ez a mező nem lehet üres'), v.minLength(3, 'Legalább 3 karakter')),
  institution: v.number('Ez a mező nem lehet üres'),
  employment: v.nullish(v.number()),
  // As the generated schemas check a number (src/generated/validators).
  cost: v.nullish(v.number((issue) => numberMessage(issue))),
  products: v.optional(v.array(v.unknown())),
});

const institutions = [
  { id: 1, name: 'Kossuth Lajos Gimnázium', unit_code: 'K1' },
  { id: 12, name: 'Petőfi Sándor Általános Iskola', unit_code: 'P12' },
];
const employments = [
  { id: 301, user_name: 'Kiss Anna', institution_name: 'Kossuth Lajos Gimnázium', institution: 1, start_date: '2020-01-01', end_date: null },
  { id: 302, user_name: 'Nagy Béla', institution_name: 'Petőfi Sándor Általános Iskola', institution: 12, start_date: '2021-01-01', end_date: null },
];
export const settings = {
  absences: { can_upload_after_closed: false },
  commitments: {
    can_upload_after_closed: false,
    extra_fields: [{ id: 7, codename: 'cel', type: 'text', label: 'Beszerzés célja', mandatory: true, is_active: true, section: null }],
  },
  hr: { can_upload_after_closed: false },
};
export const currentUser = {
  id: 5,
  name: 'Teszt Elek',
  institution: { id: 12, name: 'Petőfi Sándor Általános Iskola', unit_code: 'P12', zip_code: '1052', city: 'Budapest', address_1: 'Váci utca 20.', parent: 1 },
};
const staticData = {
  absence_reasons: [{ id: 3, name: 'Betegség' }],
  countries: [],
  cities: [],
  partners: [],
  jobs: [],
  groups: [],
  vats: [],
  currencies: [],
  categories: [],
};

export type Props = Partial<RecordFormProps<Record<string, unknown>>> & Pick<RecordFormProps<Record<string, unknown>>, 'onSubmit'>;

export function setup(
  props: Props,
  {
    seed = true,
    signedOut = false,
    settingsAnswer = settings,
    signedIn = currentUser,
  }: { seed?: boolean; signedOut?: boolean; settingsAnswer?: object; signedIn?: object } = {},
) {
  // Seeded data stays: the tests answer only the calls they are about.
  const queryClient = seededQueryClient();
  if (seed) {
    queryClient.setQueryData(['listInstitutions'], institutions);
    queryClient.setQueryData(['listAllEmployments'], employments);
  }
  // Signed out nothing of the start-up is loaded (a public form).
  if (!signedOut) {
    queryClient.setQueryData(['getSettings'], settingsAnswer);
    queryClient.setQueryData(['getCurrentUser'], signedIn);
    queryClient.setQueryData(['getStaticData'], staticData);
  }
  const rootRoute = createRootRoute({ component: Outlet });
  const formRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/urlap',
    component: () => (
      <RecordForm
        meta={meta}
        schema={schema}
        fields={['subject', 'institution', 'employment', 'cost']}
        initialValues={{ subject: '', institution: null, employment: null, cost: null }}
        submitLabel="Mentés"
        isPending={false}
        {...props}
      />
    ),
  });
  const otherRoute = createRoute({ getParentRoute: () => rootRoute, path: '/masik', component: () => <p>Másik oldal</p> });
  const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/belepes.html', component: () => <p>Bejelentkezés</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([formRoute, otherRoute, loginRoute]),
    history: createMemoryHistory({ initialEntries: ['/masik', '/urlap'] }),
  });
  renderRouter(router, queryClient);
  return { router, queryClient, user: userEvent.setup() };
}
