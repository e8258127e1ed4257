import * as v from 'valibot';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SchemaMeta } from '@/generated/meta/types';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import type { LineRow } from '../lines/lines';
import { LinesCard, linesEditor } from './LinesCard';

const meta: SchemaMeta = {
  title: 'Végzettség',
  fields: {
    degree: { label: 'Végzettség', kind: 'string', required: true },
    year: { label: 'Év', kind: 'integer', nullable: true },
  },
};
type Degree = { id: number; degree: string; year: number | null };
const saved: Degree[] = [{ id: 1, degree: 'Tanító', year: 2001 }];
const LABELS = { edit: 'Végzettségek szerkesztése', save: 'Végzettségek mentése', add: 'Új végzettség', saved: 'A végzettségek mentése sikeres.' };

/** A line needs its degree, as a section's own check would say. */
function toInputs(rows: readonly LineRow[]) {
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!row.degree) errors[`${index}.degree`] = 'Kötelező mező.';
  });
  return Object.keys(errors).length ? { errors } : { inputs: rows.map((row) => ({ degree: String(row.degree), year: row.year })) };
}

function renderCard(save: (inputs: unknown[]) => Promise<readonly Degree[]>, readOnly = false) {
  return render(
    <LinesCard
      title="Végzettségek"
      id={7}
      field="degrees"
      itemMeta={meta}
      columns={['degree', 'year']}
      saved={saved}
      toRow={(degree) => ({ ...degree })}
      toInputs={toInputs}
      save={save}
      readOnly={readOnly}
      labels={LABELS}
    />,
  );
}

describe('LinesCard', () => {
  it('reads the lines as a table until the edit button; a read-only user has none', () => {
    const { unmount } = renderCard(vi.fn());
    const card = screen.getByRole('region', { name: 'Végzettségek' });
    expect(within(card).getByRole('table')).toHaveTextContent('Tanító');
    expect(within(card).getByRole('button', { name: LABELS.edit })).toBeInTheDocument();
    unmount();
    renderCard(vi.fn(), true);
    expect(screen.queryByRole('button', { name: LABELS.edit })).not.toBeInTheDocument();
  });

  it("holds back a line its check refuses; sends the lines and says so on success; 'Mégse' drops what was typed", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const save = vi.fn((inputs: unknown[]) => Promise.resolve([...saved, { id: 2, degree: 'Tanár', year: null }].slice(0, inputs.length)));
    renderCard(save);
    await user.click(screen.getByRole('button', { name: LABELS.edit }));
    await user.click(screen.getByRole('button', { name: LABELS.add }));
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    expect(within(screen.getByRole('group', { name: '2. sor' })).getByText('Kötelező mező.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    await user.type(within(screen.getByRole('group', { name: '2. sor' })).getByLabelText(/Végzettség/), 'Tanár');
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    expect(save).toHaveBeenCalledWith([
      { degree: 'Tanító', year: 2001 },
      { degree: 'Tanár', year: null },
    ]);
    expect(await screen.findByRole('button', { name: LABELS.edit })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(LABELS.saved);

    await user.click(screen.getByRole('button', { name: LABELS.edit }));
    await user.click(screen.getByRole('button', { name: 'Törlés (1. sor)' }));
    await user.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(screen.getByRole('table')).toHaveTextContent('Tanító');
  });

  it("puts a 400's messages on their lines and the rest above, keeping every line as typed", async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.reject(new ApiError(400, { degrees: [{ year: ['Hibás év'] }], detail: 'Ellenőrizze a sorokat.' })));
    renderCard(save);
    await user.click(screen.getByRole('button', { name: LABELS.edit }));
    await user.type(within(screen.getByRole('group', { name: '1. sor' })).getByLabelText(/Végzettség/), ' 2');
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    expect(await within(screen.getByRole('group', { name: '1. sor' })).findByText('Hibás év')).toBeInTheDocument();
    expect(screen.getByText('Ellenőrizze a sorokat.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '1. sor' })).getByLabelText(/Végzettség/)).toHaveValue('Tanító 2');
  });
});

describe('LinesCard on the one validation model', () => {
  const row = (n: number) => screen.getByRole('group', { name: `${n}. sor` });

  it("shows a rule's message once a line's cell is left, before any save, and sends nothing while a rule refuses", async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve(saved));
    renderCard(save);
    await user.click(screen.getByRole('button', { name: LABELS.edit }));
    await user.clear(within(row(1)).getByLabelText(/Végzettség/));
    await user.tab();
    expect(within(row(1)).getByText('Kötelező mező.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    expect(save).not.toHaveBeenCalled();
  });

  it('after a refused save a cell edited but still wrong keeps its message; put right, the message goes', async () => {
    const user = userEvent.setup();
    renderCard(vi.fn(() => Promise.resolve(saved)));
    await user.click(screen.getByRole('button', { name: LABELS.edit }));
    await user.click(screen.getByRole('button', { name: LABELS.add }));
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    const degree = within(row(2)).getByLabelText(/Végzettség/);
    await user.type(degree, 'T');
    await user.clear(degree);
    expect(within(row(2)).getByText('Kötelező mező.')).toBeInTheDocument();
    await user.type(degree, 'Tanár');
    expect(within(row(2)).queryByText('Kötelező mező.')).toBeNull();
  });

  it("keeps a 400's message by its line until that line is edited, the general one above until the next save", async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.reject(new ApiError(400, { degrees: [{ year: ['Hibás év'] }], detail: 'Ellenőrizze a sorokat.' })));
    renderCard(save);
    await user.click(screen.getByRole('button', { name: LABELS.edit }));
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    expect(await within(row(1)).findByText('Hibás év')).toBeInTheDocument();
    await user.type(within(row(1)).getByLabelText(/Év/), '2');
    expect(within(row(1)).queryByText('Hibás év')).toBeNull();
    expect(screen.getByText('Ellenőrizze a sorokat.')).toBeInTheDocument();
  });
});

describe('linesEditor', () => {
  it("saves the record's lines with the call's body from them and writes the answer into the cached record", async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const Editor = linesEditor({
      title: 'Végzettségek',
      field: 'degrees',
      itemMeta: meta,
      columns: ['degree', 'year'],
      toRow: (degree: Degree) => ({ ...degree }),
      toInputs,
      save: () => ({
        mutationKey: ['saveDegrees'],
        mutationFn: (vars: { path: { id: number }; body: { degrees: unknown[] } }) => {
          sent.push(vars);
          return Promise.resolve<Degree[]>([{ id: 1, degree: 'Tanár', year: 2001 }]);
        },
        meta: { invalidates: () => [] },
      }),
      body: (degrees) => ({ degrees }),
      api: { get: ({ path }) => ({ queryKey: ['person', path.id] }) },
      labels: LABELS,
      schema: v.object({ degrees: v.array(v.looseObject({ degree: v.pipe(v.string(), v.nonEmpty('Ez a mező nem lehet üres')) })) }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['person', 7], { id: 7, name: 'Kiss Anna', degrees: saved });
    render(
      <QueryClientProvider client={queryClient}>
        <Editor record={{ id: 7, degrees: saved }} user={{ is_readonly: false }} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: LABELS.edit }));
    const degree = screen.getByRole('textbox', { name: /Végzettség/ });
    await user.clear(degree);
    await user.type(degree, 'Tanár');
    await user.click(screen.getByRole('button', { name: LABELS.save }));
    await waitFor(() => expect(queryClient.getQueryData(['person', 7])).toEqual({ id: 7, name: 'Kiss Anna', degrees: [{ id: 1, degree: 'Tanár', year: 2001 }] }));
    expect(sent).toEqual([{ path: { id: 7 }, body: { degrees: [{ degree: 'Tanár', year: 2001 }] } }]);
  });
});
