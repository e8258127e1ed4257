import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getEmployeeQuery } from '@/generated/api/hr';
import type { Employee, Employment } from '@/generated/models';
import { toast } from '@/lib/toasts';
import { json, mockFetch, requests } from '@/test/fetch-mock';
import { specExampleFetch } from '@/test/spec-fetch';
import { typeDate } from '@/test/date-input';
import { EmploymentsEditor } from './employments-editor';

const saved: Employment[] = [
  {
    id: 302,
    user_name: 'Szabó Péter',
    institution_name: 'Petőfi Sándor Általános Iskola',
    institution: 2,
    start_date: '2019-08-15',
    end_date: '2027-06-30',
    sap_code: 'SAP-007731',
    working_hours: 20,
    working_hours_type: 'part_time',
    multiple_commute_infos_per_trip: false,
    default_commute_info: 11,
    commute_infos: [
      { id: 11, institution: 2, mileage_towards: 23.5, mileage_backwards: 23.5, towards_backwards_is_same: true, type: 'car', monthly_cost: 18400, sap_code: null },
    ],
  },
  {
    id: 318,
    user_name: 'Szabó Péter',
    institution_name: 'Bartók Béla Alapfokú Művészeti Iskola',
    institution: 4,
    start_date: '2027-01-04',
    end_date: null,
    sap_code: null,
    working_hours: 10,
    working_hours_type: 'part_time',
    multiple_commute_infos_per_trip: false,
    default_commute_info: null,
    commute_infos: [],
  },
];

/** The editor, opened with 'Munkaviszonyok szerkesztése' (it shows the employments read-only first). */
function renderEditor(employments = saved, client = new QueryClient()) {
  const rendered = render(
    <QueryClientProvider client={client}>
      <EmploymentsEditor record={{ id: 12, employments }} user={{ is_readonly: false }} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Munkaviszonyok szerkesztése' }));
  return rendered;
}

const employment = (n: number) => screen.getByRole('group', { name: `${n}. sor` });
const posted = async () => {
  const request = requests.find((r) => r.method === 'POST');
  return request ? { url: new URL(request.url).pathname, body: (await request.clone().json()) as { employments: Record<string, unknown>[] } } : null;
};

describe('EmploymentsEditor', () => {
  it('shows a rejected save on the employment it belongs to, keeps what was typed, and clears a message once its field is edited', async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ employments: [{}, { sap_code: ['Hibás SAP kód'] }], detail: 'Ellenőrizze a munkaviszonyokat.' }, 400));
    renderEditor();

    const sap = within(employment(2)).getByLabelText(/SAP kód/);
    await user.type(sap, 'X-1');
    await user.click(screen.getByRole('button', { name: 'Munkaviszonyok mentése' }));

    expect(await within(employment(2)).findByText('Hibás SAP kód')).toBeInTheDocument();
    expect(within(employment(2)).getByLabelText(/SAP kód/)).toHaveAccessibleDescription('Hibás SAP kód');
    expect(within(employment(1)).queryByText('Hibás SAP kód')).not.toBeInTheDocument();
    expect(screen.getByText('Ellenőrizze a munkaviszonyokat.')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(within(employment(2)).getByLabelText(/SAP kód/)).toHaveValue('X-1');

    const sent = await posted();
    expect(sent?.url).toBe('/api/dolgozok/12/munkaviszony/');
    expect(sent?.body.employments).toHaveLength(2);
    // A saved employment is sent with its id and keeps its commute infos, which this editor does not change.
    expect(sent?.body.employments[0]).toMatchObject({ id: 302, institution: 2, start_date: '2019-08-15', commute_infos: [{ id: 11 }] });
    expect(sent?.body.employments[1]).toMatchObject({ id: 318, sap_code: 'X-1' });

    await user.type(within(employment(2)).getByLabelText(/SAP kód/), '2');
    expect(screen.queryByText('Hibás SAP kód')).not.toBeInTheDocument();
  });

  it('moves the messages of later employments up when an earlier one is removed', async () => {
    const user = userEvent.setup();
    mockFetch(() => json({ employments: [{}, { sap_code: ['Hibás SAP kód'] }] }, 400));
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Munkaviszonyok mentése' }));
    expect(await within(employment(2)).findByText('Hibás SAP kód')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Törlés (1. sor)' }));
    expect(within(employment(1)).getByText('Hibás SAP kód')).toBeInTheDocument();
    expect(within(employment(1)).getByLabelText(/SAP kód/)).toHaveValue('');
  });

  it('asks for the institution and start of a new employment before sending anything', async () => {
    const user = userEvent.setup();
    mockFetch(() => json([]));
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Új munkaviszony' }));
    await user.click(screen.getByRole('button', { name: 'Munkaviszonyok mentése' }));

    expect(within(employment(3)).getAllByText('Ez a mező nem lehet üres')).toHaveLength(2);
    expect(within(employment(1)).queryByText('Ez a mező nem lehet üres')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("refuses an employment ending before it starts ('A kezdési dátumnál csak későbbi dátum lehet') and mistyped hours, sending nothing", async () => {
    const user = userEvent.setup();
    mockFetch(() => json([]));
    renderEditor([saved[0]!]);
    await typeDate(user, 'Vége', '2018-01-01');
    const hours = within(employment(1)).getByRole('textbox', { name: /Munkaidő \(óra\)/ });
    await user.clear(hours);
    await user.type(hours, '12a');
    await user.click(screen.getByRole('button', { name: 'Munkaviszonyok mentése' }));
    expect(await within(employment(1)).findByText('A kezdési dátumnál csak későbbi dátum lehet')).toBeInTheDocument();
    expect(within(employment(1)).getByText('A mező csak szám karaktereket tartalmazhat')).toBeInTheDocument();
    expect(hours).toHaveValue('12a');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  }, 15_000);

  it('needs at least one employment', async () => {
    const user = userEvent.setup();
    mockFetch(() => json([]));
    renderEditor([]);
    await user.click(screen.getByRole('button', { name: 'Munkaviszonyok mentése' }));
    expect(screen.getByRole('group', { name: /Munkaviszonyok/ })).toHaveAccessibleDescription('Ez a lista nem lehet üres.');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('on success writes the answer into the cached employee and says so', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const answer: Employment[] = [{ ...saved[0]!, sap_code: 'SAP-1' }];
    const client = new QueryClient();
    const key = getEmployeeQuery({ path: { id: 12 } }).queryKey;
    // The details screen's cached employee: the spec's example.
    const employee: Employee = await (await specExampleFetch()(new Request('http://localhost/api/dolgozok/12/'))).json();
    client.setQueryData(key, { ...employee, employments: saved });
    mockFetch(() => json(answer));
    renderEditor(saved, client);
    await user.click(screen.getByRole('button', { name: 'Törlés (2. sor)' }));
    await user.click(screen.getByRole('button', { name: 'Munkaviszonyok mentése' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('A munkaviszonyok mentése sikeres.'));
    expect(client.getQueryData(key)?.employments).toEqual(answer);
    expect(client.getQueryData(key)?.name).toBe(employee.name);
    // Saved: read-only again, the one employment left as the answer has it.
    expect(screen.queryByRole('button', { name: 'Munkaviszonyok mentése' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'SAP-1' })).toBeInTheDocument();
  });

  it('is read-only for a read-only user', () => {
    mockFetch(() => json([]));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EmploymentsEditor record={{ id: 12, employments: saved }} user={{ is_readonly: true }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Munkaviszonyok szerkesztése' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Munkaviszonyok mentése' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Új munkaviszony' })).not.toBeInTheDocument();
  });

  it("reads the employments as a table until 'Munkaviszonyok szerkesztése'; 'Mégse' drops what was typed", async () => {
    const user = userEvent.setup();
    mockFetch(specExampleFetch());
    render(
      <QueryClientProvider client={new QueryClient()}>
        <EmploymentsEditor record={{ id: 12, employments: saved }} user={{ is_readonly: false }} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('group', { name: '1. sor' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'SAP-007731' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Munkaviszonyok szerkesztése' }));
    await user.click(screen.getByRole('button', { name: 'Törlés (2. sor)' }));
    await user.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
