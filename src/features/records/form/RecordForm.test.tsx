import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createAbsence } from '@/generated/api/hr';
import { checkEmployeeTaxNumberQuery, listDayOffConflictsQuery, type CheckEmployeeTaxNumberResult, type ListDayOffConflictsResult } from '@/generated/api/hr';
import { AbsenceInputMeta } from '@/generated/meta/hr';
import type { SchemaMeta } from '@/generated/meta/types';
import { ApiError } from '@/generated/runtime';
import { numberMessage } from '@/generated/validators/helpers';
import { AbsenceInputSchema } from '@/generated/validators/hr';
import { typeDate } from '@/test/date-input';
import { renderRouter } from '@/test/render';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import type { LinesDeclaration } from '../lines/lines';
import type { FormCheck } from './checks';
import { RecordForm, type RecordFormProps } from './RecordForm';
import { seededQueryClient } from '@/test/section-form';

const meta = {
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

const schema = v.looseObject({
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
const settings = {
  absences: { can_upload_after_closed: false },
  commitments: {
    can_upload_after_closed: false,
    extra_fields: [{ id: 7, codename: 'cel', type: 'text', label: 'Beszerzés célja', mandatory: true, is_active: true, section: null }],
  },
  hr: { can_upload_after_closed: false },
};
const currentUser = {
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

type Props = Partial<RecordFormProps<Record<string, unknown>>> & Pick<RecordFormProps<Record<string, unknown>>, 'onSubmit'>;

function setup(
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

describe('record form: choosers', () => {
  it('a saved {id, name} value shows the name and is sent as the id', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, initialValues: { subject: 'Tanszerek', institution: { id: 12, name: 'Petőfi Sándor Általános Iskola' }, employment: null, cost: null } },
      { seed: false },
    );
    expect(await screen.findByRole('combobox', { name: /Intézmény/ })).toHaveValue('Petőfi Sándor Általános Iskola');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ institution: 12, subject: 'Tanszerek' })));
  });

  it('sends a value the page gives with no field shown for it (the job an application is for) as a key', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({
      onSubmit,
      fields: ['subject'],
      initialValues: { subject: 'Tanszerek', institution: { id: 12, name: 'Petőfi' }, employment: null, cost: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Tanszerek', institution: 12 })));
    expect(screen.queryByRole('combobox', { name: /Intézmény/ })).toBeNull();
  });

  it('offers the dependent options of the chosen parent, and clears a child that no longer fits', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: 301, cost: null } });
    const employment = await screen.findByRole('combobox', { name: 'Munkaviszony' });
    expect(employment).toHaveValue('Kiss Anna – Kossuth Lajos Gimnázium');
    await user.click(screen.getByRole('button', { name: /Munkaviszony: lehetőségek/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kiss Anna – Kossuth Lajos Gimnázium']);
    await user.keyboard('{Escape}');
    const institution = screen.getByRole('combobox', { name: /Intézmény/ });
    await user.clear(institution);
    await user.type(institution, 'Pet');
    await user.click(screen.getByRole('option', { name: 'Petőfi Sándor Általános Iskola' }));
    expect(employment).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ institution: 12, employment: null })));
  });
  it('an emptied required chooser stays on the page, says it cannot be empty once touched, and can be chosen again', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const withUnit = {
      ...meta,
      fields: {
        ...meta.fields,
        price_unit: { label: 'Díj egysége', kind: 'string', required: true, enumLabels: { occasion: 'Alkalom', hour: 'Óra' }, default: 'occasion' },
      },
    } satisfies SchemaMeta;
    const { user } = setup({
      onSubmit,
      meta: withUnit,
      schema: v.looseObject({ ...schema.entries, price_unit: v.picklist(['occasion', 'hour'], 'Ez a mező nem lehet üres') }),
      fields: ['subject', 'institution', 'price_unit'],
      initialValues: { subject: 'Tanszerek', institution: 1, price_unit: 'occasion' },
    });
    const unit = await screen.findByRole('combobox', { name: /Díj egysége/ });
    expect(unit).toHaveValue('Alkalom');
    await user.clear(unit);
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Díj egysége/ })).toHaveValue('');
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Díj egysége: lehetőségek/ }));
    await user.click(screen.getByRole('option', { name: 'Óra' }));
    expect(screen.queryByText('Ez a mező nem lehet üres')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price_unit: 'hour' })));
  });
});

describe('record form: fields shown by the values (shownWhen)', () => {
  it('a hidden field is not checked and goes empty, its typed value coming back when it shows again', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({
      onSubmit,
      // As the inbox's sender fields: the spec lets each be empty, since the hidden ones are sent empty.
      schema: v.looseObject({ ...schema.entries, institution: v.nullish(v.number('Ez a mező nem lehet üres')) }),
      shownWhen: { institution: (values) => values.subject !== 'Magán', cost: (values) => values.subject === 'Magán' },
      initialValues: { subject: 'Magán', institution: null, employment: null, cost: 1200 },
    });
    expect(await screen.findByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('1\u00a0200');
    expect(screen.queryByRole('combobox', { name: /Intézmény/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ subject: 'Magán', cost: 1200 });
    expect(onSubmit.mock.calls[0]![0].institution).toBeUndefined();

    const subject = screen.getByRole('textbox', { name: 'Tárgy' });
    await user.clear(subject);
    await user.type(subject, 'Iskola');
    expect(screen.queryByRole('textbox', { name: 'Bruttó összeg' })).toBeNull();
    await user.type(screen.getByRole('combobox', { name: /Intézmény/ }), 'Pet');
    await user.click(screen.getByRole('option', { name: 'Petőfi Sándor Általános Iskola' }));
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ subject: 'Iskola', institution: 12, cost: null });

    await user.clear(subject);
    await user.type(subject, 'Magán');
    expect(screen.getByRole('textbox', { name: 'Bruttó összeg' })).toHaveValue('1\u00a0200');
  });

  it('a hidden field the schema requires stops the save with its message above the form: the body would not be what the call takes', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({
      onSubmit,
      shownWhen: { institution: (values) => values.subject !== 'Magán' },
      initialValues: { subject: 'Magán', institution: null, employment: null, cost: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Intézmény: Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('record form: the body handed on', () => {
  it("is the schema's output: a default the form does not show is filled in, as the call's type says it is there", async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({
      onSubmit,
      schema: v.looseObject({ ...schema.entries, urgent: v.optional(v.boolean(), false) }),
      initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ subject: 'Tanszerek', institution: 1, employment: null, cost: null, urgent: false }));
  });
});

describe('record form: saving', () => {
  it('sends money as a number and an emptied amount as null', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 1500 } });
    const cost = await screen.findByRole('textbox', { name: 'Bruttó összeg' });
    expect(cost).toHaveValue('1\u00a0500');
    await user.clear(cost);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cost: null })));
  });

  it('shows a declared warning beside its field as the values change, and saves anyway', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const warnings = [{ field: 'cost', message: (values: Readonly<Record<string, unknown>>) => (values.cost === 0 ? 'Az összeg 0 Ft.' : null) }];
    const { user } = setup({ onSubmit, warnings, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } });
    const cost = await screen.findByRole('textbox', { name: 'Bruttó összeg' });
    expect(screen.queryByText('Az összeg 0 Ft.')).toBeNull();
    await user.type(cost, '0');
    const slot = cost.closest<HTMLElement>('[data-field="cost"]')!;
    expect(within(slot).getByRole('status')).toHaveTextContent('Az összeg 0 Ft.');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cost: 0 })));
  });

  it("keeps a mistyped amount as typed and never sends it ('A mező csak szám karaktereket tartalmazhat'); a minus is kept and sent where the schema allows it", async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } });
    const cost = await screen.findByRole('textbox', { name: 'Bruttó összeg' });
    await user.type(cost, '12,5e3');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A mező csak szám karaktereket tartalmazhat')).toBeInTheDocument();
    expect(cost).toHaveValue('12,5e3');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(cost);
    await user.type(cost, '-500');
    expect(screen.queryByText('A mező csak szám karaktereket tartalmazhat')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ cost: -500 })));
  });

  it('shows a 400 per field and per line, keeps the input, and moves the focus to the first field in error', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, { subject: ['This field may not be blank.'], products: [{}, { quantity: ['Ensure this value is greater than or equal to 0.001.'] }] }),
      );
    const { user } = setup({
      onSubmit,
      fields: ['subject', 'institution', 'products'],
      initialValues: {
        subject: 'Tan',
        institution: 1,
        products: [
          { name: 'Füzet', quantity: 2 },
          { name: 'Toll', quantity: 0 },
        ],
      },
    });
    const subject = await screen.findByRole('textbox', { name: /Tárgy/ });
    await user.type(subject, 'szerek');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ez a mező nem lehet üres.')).toBeInTheDocument();
    const secondLine = screen.getByRole('group', { name: '2. sor' });
    expect(within(secondLine).getByText('Az érték legalább 0.001 lehet.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '1. sor' })).queryByText(/Az érték/)).not.toBeInTheDocument();
    expect(subject).toHaveValue('Tanszerek');
    await waitFor(() => expect(subject).toHaveFocus());
    // Editing the field clears its server message.
    await user.type(subject, '!');
    expect(screen.queryByText('Ez a mező nem lehet üres.')).not.toBeInTheDocument();
  });

  it('keeps the input after a network failure and says the save failed', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 20 } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A mentés nem sikerült. Kérjük, próbálja újra később.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveValue('Tanszerek');
  });

  it('after a failed check focuses the first field in error, not the button', async () => {
    const onSubmit = vi.fn();
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: null, employment: null, cost: null } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Intézmény/ })).toHaveFocus());
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a form with a file as multipart through the generated fetcher', async () => {
    mockFetch(() => json({ id: 9 }, 201));
    const { user } = setup({
      meta: AbsenceInputMeta,
      schema: AbsenceInputSchema,
      fields: ['employment', 'reason', 'start_date', 'end_date', 'attachment'],
      initialValues: { employment: 301, reason: 3, start_date: '2026-05-04', end_date: '2026-05-06', attachment: null },
      onSubmit: (body) =>
        createAbsence({
          body: {
            employment: Number(body.employment),
            reason: Number(body.reason),
            start_date: String(body.start_date),
            end_date: String(body.end_date),
            attachment: body.attachment instanceof Blob ? body.attachment : undefined,
          },
        }),
    });
    await screen.findByText('Igazolás');
    const file = new File(['%PDF'], 'igazolas.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0]!;
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    const sent = await request.formData();
    const part = sent.get('attachment');
    // The test's File comes from another realm than the fetch's, so it is compared by what it holds.
    expect(part).toMatchObject({ size: 4, type: 'application/pdf' });
    expect(sent.get('employment')).toBe('301');
    expect(sent.get('start_date')).toBe('2026-05-04');
  });

  it("mounts the module's extra fields and sends their answers with the save", async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup({ onSubmit, extraFields: 'commitments', initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Beszerzés célja/ }), 'Tanévkezdés');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ extra_field_answers: [{ field: 7, value: 'Tanévkezdés' }] })));
  });
});

/** Lines whose gate reads the settings (as a commitment's products do: shown only when `use_products`). */
const settingsGatedLines: LinesDeclaration = {
  itemMeta: { title: 'Termék', fields: meta.fields.products.items.fields },
  columns: ['name', 'quantity'],
  gate: ({ settings }) => ({ hidden: !settings.commitments.use_products, required: false }),
};

describe('record form: the extra fields date minimum (section 5)', () => {
  const dated = {
    ...settings,
    commitments: {
      can_upload_after_closed: false,
      extra_fields: [{ id: 8, codename: 'hatarido', type: 'date', label: 'Kért határidő', mandatory: false, is_active: true, section: null, min_date_delta: 3 }],
    },
  };
  const tryPastDate = async (signedIn: object) => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, extraFields: 'commitments', initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: null } },
      { settingsAnswer: dated, signedIn },
    );
    await screen.findByRole('group', { name: 'Kért határidő' });
    await typeDate(user, 'Kért határidő', '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    return onSubmit;
  };

  it('binds a user who may not edit all: a date before today plus min_date_delta is refused', async () => {
    const onSubmit = await tryPastDate(currentUser);
    expect(await screen.findByText(/^Nem lehet kisebb mint /)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 15_000);

  it('is lifted for a user who may edit all (can_edit_all)', async () => {
    const onSubmit = await tryPastDate({ ...currentUser, can_edit_all: true });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ extra_field_answers: [{ field: 8, value: '2020-01-01' }] })));
    expect(screen.queryByText(/^Nem lehet kisebb mint /)).toBeNull();
  }, 15_000);
});

describe('record form: lines signed out', () => {
  it('plain lines (no declared rules) are edited and sent without the settings call, which needs an account', async () => {
    mockFetch(() => json({ detail: 'Nincs bejelentkezve.' }, 401));
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, fields: ['subject', 'products'], initialValues: { subject: 'Tanszerek', products: [] }, schema: v.looseObject({ products: v.array(v.unknown()) }) },
      { signedOut: true },
    );
    await user.click(await screen.findByRole('button', { name: 'Új sor' }));
    const line = screen.getByRole('group', { name: '1. sor' });
    await user.type(within(line).getByRole('textbox', { name: /Megnevezés/ }), 'Füzet');
    await user.type(within(line).getByRole('textbox', { name: /Mennyiség/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ products: [{ name: 'Füzet', quantity: 3 }] })));
    expect(requests.filter((r) => r.url.includes('/beallitasok/') || r.url.includes('/statikus-adatok/'))).toEqual([]);
  });

  it('declared lines whose rules read the settings still wait for them', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    setup(
      { onSubmit: vi.fn(), fields: ['subject', 'products'], initialValues: { subject: '', products: [] }, lines: { products: settingsGatedLines } },
      { signedOut: true },
    );
    expect(await screen.findByText('Az űrlap betöltése…')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.includes('/beallitasok/'))).toBe(true));
  });
});

describe('record form: focus after a failed submit', () => {
  it('goes to the first field in error as shown: the fieldsets first, the extra fields last (also when the section lists their answers among its fields)', async () => {
    const { user } = setup({
      onSubmit: vi.fn(),
      extraFields: 'commitments',
      fields: ['extra_field_answers', 'subject', 'institution', 'employment', 'cost'],
      groups: [{ title: 'Alapadatok', fields: ['subject', 'institution'] }],
      initialValues: { subject: '', institution: null, employment: null, cost: null, extra_field_answers: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveFocus());
  });
});

describe('record form: leaving', () => {
  it('asks before leaving a form with unsaved input (a menu link), and stays when told to', async () => {
    const { router, user } = setup({ onSubmit: vi.fn() });
    await user.type(await screen.findByRole('textbox', { name: /Tárgy/ }), 'Félkész');
    act(() => void router.navigate({ to: '/masik' as '/' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nem mentett módosítások' });
    await user.click(within(dialog).getByRole('button', { name: 'Maradok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/urlap');
    expect(screen.getByRole('textbox', { name: /Tárgy/ })).toHaveValue('Félkész');
    act(() => void router.navigate({ to: '/masik' as '/' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elhagyom az oldalt' }));
    expect(await screen.findByText('Másik oldal')).toBeInTheDocument();
  });

  it('leaves without asking once the input is saved', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { router, user } = setup({ onSubmit, initialValues: { subject: '', institution: 1, employment: null, cost: null } });
    await user.type(await screen.findByRole('textbox', { name: /Tárgy/ }), 'Mentett tárgy');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    act(() => void router.navigate({ to: '/masik' as '/' }));
    expect(await screen.findByText('Másik oldal')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves an untouched form without asking', async () => {
    const { user } = setup({ onSubmit: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'Mégse' }));
    expect(await screen.findByText('Másik oldal')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the session expires, and puts it back after signing in again', async () => {
    const { router, user } = setup({ onSubmit: vi.fn() });
    await user.type(await screen.findByRole('textbox', { name: /Tárgy/ }), 'Megtartom');
    await act(() => router.navigate({ to: '/belepes.html' as '/', search: {} }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate({ to: '/urlap' as '/' }));
    expect(await screen.findByRole('textbox', { name: /Tárgy/ })).toHaveValue('Megtartom');
    expect(screen.getByText(/visszaállítottuk/)).toBeInTheDocument();
  });
});

describe('record form: checks that ask the server', () => {
  const conflicts: FormCheck<ListDayOffConflictsResult> = {
    label: 'Ütköző távollétek',
    needs: [['employment', 'user'], 'start_date', 'end_date'],
    query: (values) =>
      listDayOffConflictsQuery({ query: { employment: values.employment as number, start_date: String(values.start_date), end_date: String(values.end_date) } }),
    notice: (found) => (found.length ? { tone: 'warning', text: 'Ütközik:', items: found.map((c) => c.user_name) } : { tone: 'success', text: 'Nincs ütközés.' }),
  };

  it('calls conflicting_entities only once the employment and both dates are set, and shows what it found', async () => {
    mockFetch((request) =>
      request.url.includes('conflicting_entities')
        ? json([{ id: 4, type: 'absence', user_name: 'Kiss Anna', reason: 3, start_date: '2026-05-05', end_date: '2026-05-05', state: 'pending' }])
        : json({}),
    );
    setup({
      meta: AbsenceInputMeta,
      schema: AbsenceInputSchema,
      fields: ['employment', 'start_date', 'end_date'],
      initialValues: { employment: 301, start_date: '2026-05-04', end_date: null },
      checks: [conflicts],
      onSubmit: vi.fn(),
    });
    await screen.findByRole('group', { name: 'Vége' });
    expect(requests.filter((r) => r.url.includes('conflicting_entities'))).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Vége' })).getAllByRole('spinbutton')[0]!);
    await user.keyboard('20260506');
    expect(await screen.findByText('Ütközik:')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Kiss Anna');
    const calls = requests.filter((r) => r.url.includes('conflicting_entities'));
    expect(calls).toHaveLength(1);
    const query = new URL(calls[0]!.url).searchParams;
    expect([query.get('employment'), query.get('start_date'), query.get('end_date')]).toEqual(['301', '2026-05-04', '2026-05-06']);
  });

  const taxNumberCheck: FormCheck<CheckEmployeeTaxNumberResult> = {
    label: 'Adóazonosító jel ellenőrzése',
    needs: ['tax_number'],
    when: (values) => /^\d{10}$/.test(String(values.tax_number)),
    query: (values) => checkEmployeeTaxNumberQuery({ query: { adoszam: String(values.tax_number) } }),
    notice: (result) => ({ tone: 'warning', text: `Ezzel az adóazonosító jellel már van nyilvántartott személy${result.user ? `: ${result.user.name}` : ''}.` }),
  };

  it('runs a check with a further condition only once it holds (a complete tax number), and shows what it found', async () => {
    mockFetch((request) => (request.url.includes('adoszam-ellenorzes') ? json({ exists: true, user: { name: 'Kiss Anna' } }) : json({})));
    const { user } = setup({
      meta: { title: 'Dolgozó', fields: { tax_number: { label: 'Adóazonosító jel', kind: 'string', required: true } } },
      schema: v.looseObject({ tax_number: v.string() }),
      fields: ['tax_number'],
      initialValues: { tax_number: '' },
      checks: [taxNumberCheck],
      onSubmit: vi.fn(),
    });
    await user.type(await screen.findByRole('textbox', { name: /Adóazonosító jel/ }), '808412345');
    expect(requests.filter((r) => r.url.includes('adoszam-ellenorzes'))).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Adóazonosító jel/ }), '6');
    expect(await screen.findByText('Ezzel az adóazonosító jellel már van nyilvántartott személy: Kiss Anna.')).toBeInTheDocument();
    const calls = requests.filter((r) => r.url.includes('adoszam-ellenorzes'));
    expect(calls.map((r) => new URL(r.url).searchParams.get('adoszam'))).toEqual(['8084123456']);
  });
});

describe('record form: saving again', () => {
  it('after a 400 with field messages, an edit and a second save send the second request', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { subject: ['Ilyen tárgyú tétel már van.'], cost: ['Túl nagy összeg.'] }))
      .mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 5000 } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ilyen tárgyú tétel már van.')).toBeInTheDocument();
    expect(screen.getByText('Túl nagy összeg.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Tárgy/ }), ' 2026');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ subject: 'Tanszerek 2026', cost: 5000 }));
  });

  it('a second save right after a 400, without edits, is sent too (the server messages do not block it)', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { cost: ['Túl nagy összeg.'] }))
      .mockResolvedValue({});
    const { user } = setup({ onSubmit, initialValues: { subject: 'Tanszerek', institution: 1, employment: null, cost: 5000 } });
    await user.click(await screen.findByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Túl nagy összeg.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});

describe('record form: what the settings answer steers (form.settingsRules)', () => {
  const rules: RecordFormProps<unknown>['settingsRules'] = (answer) =>
    answer.commitments.financial_entry_required
      ? { required: ['cost'], hidden: ['employment'] }
      : { earliest: { subject: { date: '2026-01-01', message: 'Túl korai' } } };

  it('a field the settings require is marked and refused while empty; a field they leave to the server is neither shown nor sent', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, settingsRules: rules, initialValues: { subject: 'Tanszerek', institution: 12, employment: 302, cost: null } },
      { settingsAnswer: { ...settings, commitments: { financial_entry_required: true } } },
    );
    const cost = await screen.findByRole('textbox', { name: /Bruttó összeg/ });
    expect(cost).toBeRequired();
    expect(screen.queryByRole('combobox', { name: /Munkaviszony/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(cost, '1000');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual(expect.objectContaining({ cost: 1000 }));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('employment');
  });

  it('with another answer the same form sends without them, and an earliest-day rule spares a saved value left unchanged', async () => {
    const onSubmit = vi.fn().mockResolvedValue({});
    const { user } = setup(
      { onSubmit, settingsRules: rules, initialValues: { subject: '2025-05-05', institution: 12, employment: 302, cost: null } },
      { settingsAnswer: { ...settings, commitments: { financial_entry_required: false } } },
    );
    expect(await screen.findByRole('textbox', { name: /Bruttó összeg/ })).not.toBeRequired();
    expect(screen.getByRole('combobox', { name: /Munkaviszony/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ employment: 302, cost: null })));
    const subject = screen.getByRole('textbox', { name: /Tárgy/ });
    await user.clear(subject);
    await user.type(subject, '2025-06-06');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Túl korai')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
