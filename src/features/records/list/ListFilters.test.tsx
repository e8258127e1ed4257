import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import type { ListParamMeta } from '@/generated/list-params/types';
import { DATE_PAUSE_MS, ListFilters, filterGroups } from './ListFilters';

const params: Record<string, ListParamMeta> = {
  due_date_from: { label: 'Fizetési határidő', kind: 'date', range: { key: 'due_date', end: 'min', pair: 'due_date_till' } },
  due_date_till: { label: 'Fizetési határidő', kind: 'date', range: { key: 'due_date', end: 'max', pair: 'due_date_from' } },
  pieces: { label: 'Darab', kind: 'integer' },
};

/** The bar as the list screen holds it: each change goes into the values (the URL there), which come back as props. */
function renderBar(names: string[] = ['due_date_from'], initial: Record<string, string> = {}) {
  const changes: Record<string, unknown>[] = [];
  function Bar() {
    const [values, setValues] = useState<Record<string, string | undefined>>(initial);
    return (
      <ListFilters
        groups={filterGroups(names, (name) => params[name]!)}
        options={undefined}
        optionsLoading={false}
        values={values}
        waitingForMe={undefined}
        onChange={(change) => {
          changes.push(change);
          setValues((prev) => ({ ...prev, ...(change as Record<string, string | undefined>) }));
        }}
      />
    );
  }
  render(
    <I18nProvider locale="hu-HU">
      <Bar />
    </I18nProvider>,
  );
  return changes;
}

const typeInto = async (u: ReturnType<typeof userEvent.setup>, label: string, digits: string) => {
  await u.click(within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!);
  await u.keyboard(digits);
};

describe('a date filter of the bar', () => {
  it("a typed date filters once, whole: not at '2026-11-03' on the way to '2026-11-30'", async () => {
    const u = userEvent.setup();
    const changes = renderBar();
    await typeInto(u, 'Fizetési határidő (ig)', '2026113');
    expect(changes).toEqual([]);
    await u.keyboard('0');
    // The day typed in full: no wait.
    expect(changes).toEqual([{ due_date_till: '2026-11-30' }]);
    expect(
      within(screen.getByRole('group', { name: 'Fizetési határidő (ig)' }))
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['2026', '11', '30']);
  });

  it('a date that may still grow (a day of one digit) filters after a typing pause', async () => {
    const u = userEvent.setup();
    const changes = renderBar();
    await typeInto(u, 'Fizetési határidő (tól)', '2026115');
    expect(changes).toEqual([]);
    await waitFor(() => expect(changes).toEqual([{ due_date_from: '2026-11-05' }]), { timeout: DATE_PAUSE_MS + 1000 });
  });

  it("a day the calendar has not, typed over a set filter, stays as typed and says 'Nem létező dátum', applying nothing", async () => {
    const u = userEvent.setup();
    const changes = renderBar(['due_date_from'], { due_date_from: '2026-01-15', due_date_till: '2026-12-31' });
    await typeInto(u, 'Fizetési határidő (tól)', '20270231');
    await u.tab();
    await u.tab();
    await u.tab();
    const group = screen.getByRole('group', { name: 'Fizetési határidő (tól)' });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((segment) => segment.textContent),
    ).toEqual(['2027', '02', '31']);
    expect(screen.getByText('Nem létező dátum')).toBeInTheDocument();
    expect(changes).toEqual([]);
    // A real day typed next is applied, and the message goes.
    await typeInto(u, 'Fizetési határidő (tól)', '20270228');
    await u.tab();
    expect(changes).toEqual([{ due_date_from: '2027-02-28' }]);
    expect(screen.queryByText('Nem létező dátum')).toBeNull();
  });

  it('leaving the field or pressing Enter filters at once what is typed', async () => {
    const u = userEvent.setup();
    const changes = renderBar();
    await typeInto(u, 'Fizetési határidő (tól)', '2026121');
    await u.tab();
    await u.tab();
    await u.tab();
    expect(changes).toEqual([{ due_date_from: '2026-12-01' }]);
    await typeInto(u, 'Fizetési határidő (ig)', '2026123');
    await u.keyboard('{Enter}');
    expect(changes).toEqual([{ due_date_from: '2026-12-01' }, { due_date_till: '2026-12-03' }]);
  });
});

describe('a number filter of the bar (no form checks it: it says why itself)', () => {
  it("applies a number once left; text that is no number or a fraction is kept, not applied, and says 'A mező csak szám karaktereket tartalmazhat' once left, not while typed", async () => {
    const u = userEvent.setup();
    const changes = renderBar(['pieces']);
    const pieces = screen.getByRole('textbox', { name: 'Darab' });
    await u.type(pieces, '12a');
    expect(screen.queryByText('A mező csak szám karaktereket tartalmazhat')).toBeNull();
    await u.tab();
    expect(pieces).toHaveValue('12a');
    expect(pieces).toHaveAccessibleDescription('A mező csak szám karaktereket tartalmazhat');
    await u.clear(pieces);
    await u.type(pieces, '2,5{Enter}');
    expect(pieces).toHaveAccessibleDescription('A mező csak szám karaktereket tartalmazhat');
    expect(changes).toEqual([]);
    await u.clear(pieces);
    await u.type(pieces, '12');
    expect(pieces).not.toHaveAttribute('aria-invalid');
    await u.tab();
    expect(changes).toEqual([{ pieces: '12' }]);
    expect(screen.queryByText('A mező csak szám karaktereket tartalmazhat')).toBeNull();
  });
});
