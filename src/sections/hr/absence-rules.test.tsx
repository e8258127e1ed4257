import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordForm } from '@/features/records/form/RecordForm';
import type { DetailsBlock } from '@/features/records/section';
import { getAbsence, getDayOff } from '@/generated/api/hr';
import { todayIso } from '@/generated/validators/helpers';
import { mockFetch } from '@/test/fetch-mock';
import { renderAtRoute } from '@/test/render';
import { specExampleFetch } from '@/test/spec-fetch';
import { staffUser } from '@/test/users';
import { absenceDateRules, addDays } from './absence-rules';
import { absencesSection } from './absences';
import { dayOffsSection } from './day-offs';
import { seededQueryClient } from '@/test/section-form';

const answer = (absences: object) => ({ absences, commitments: {}, hr: {} }) as Parameters<typeof absenceDateRules>[0];
/** GET /api/beallitasok/ as the spec's defaults answer it, and an answer that allows five days back. */
const DEFAULTS = answer({ delta_days_backward: 0, absence_close_type: 'never', absence_close_day: 1 });
const FIVE_BACK = answer({ delta_days_backward: 5, absence_close_type: 'never', absence_close_day: 1 });

function renderStartDate(settings: object) {
  const queryClient = seededQueryClient();
  queryClient.setQueryData(['getSettings'], settings);
  const form = absencesSection.form!;
  renderAtRoute(
    () => (
      <RecordForm
        meta={form.meta}
        schema={form.schema}
        fields={['start_date', 'end_date']}
        initialValues={{ start_date: null, end_date: null }}
        settingsRules={form.settingsRules}
        submitLabel="Mentés"
        isPending={false}
        onSubmit={vi.fn()}
      />
    ),
    queryClient,
  );
}

async function typeStart(day: string) {
  const user = userEvent.setup();
  await user.click(within(await screen.findByRole('group', { name: /Kezdete/ })).getAllByRole('spinbutton')[0]!);
  await user.keyboard(day.replaceAll('-', ''));
  await user.click(screen.getByRole('button', { name: 'Mentés' }));
}

describe('absences: how far back a start date may go (section 9: delta_days_backward)', () => {
  it('moves the earliest day back by the setting, today with the default', () => {
    expect(absenceDateRules(DEFAULTS, '2026-11-27').earliest?.start_date?.date).toBe('2026-11-27');
    expect(absenceDateRules(FIVE_BACK, '2026-11-27').earliest?.start_date?.date).toBe('2026-11-22');
    expect(absenceDateRules(answer({}), '2026-03-01').earliest?.start_date?.date).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('with the defaults (0 days) a start three days ago is refused on saving', async () => {
    renderStartDate(DEFAULTS);
    await typeStart(addDays(todayIso(), -3));
    expect(await screen.findByText('Csak mai vagy jövőbeli dátum lehet')).toBeInTheDocument();
  });

  it('with five days allowed the same start is taken (only the empty end date is refused)', async () => {
    renderStartDate(FIVE_BACK);
    await typeStart(addDays(todayIso(), -3));
    await screen.findAllByText('Ez a mező nem lehet üres');
    expect(screen.queryByText(/Csak mai|visszamenőleg/)).toBeNull();
  });

  it('with five days allowed a start six days back is refused, naming the earliest day', async () => {
    renderStartDate(FIVE_BACK);
    await typeStart(addDays(todayIso(), -6));
    expect(await screen.findByText(/^Legfeljebb 5 nappal visszamenőleg rögzíthető \(legkorábban \d{4}\. \d{2}\. \d{2}\.\)$/)).toBeInTheDocument();
  });
});

describe('absences: a month closed on its close day (section 9: absence_close_type, absence_close_day)', () => {
  const NEVER = answer({ delta_days_backward: 40, absence_close_type: 'never', absence_close_day: 5 });
  const MONTHLY = answer({ delta_days_backward: 40, absence_close_type: 'monthly', absence_close_day: 5 });

  it('closes the month before on the close day, and leaves it open before that day', () => {
    expect(absenceDateRules(MONTHLY, '2026-11-27').earliest?.start_date).toEqual({
      date: '2026-11-01',
      message: 'A 2026. október havi távollétek már le vannak zárva (legkorábban 2026. 11. 01.)',
    });
    expect(absenceDateRules(MONTHLY, '2026-11-05').earliest?.start_date?.date).toBe('2026-11-01');
    expect(absenceDateRules(MONTHLY, '2026-11-04').earliest?.start_date?.date).toBe('2026-10-01');
    expect(absenceDateRules(MONTHLY, '2026-01-03').earliest?.start_date?.date).toBe('2025-12-01');
    // Where the days back reach less far than the closed month, they bind.
    expect(absenceDateRules(answer({ delta_days_backward: 2, absence_close_type: 'monthly', absence_close_day: 5 }), '2026-11-27').earliest?.start_date?.date).toBe(
      '2026-11-25',
    );
  });

  it('never closing (the default), a start 40 days back is taken', async () => {
    renderStartDate(NEVER);
    await typeStart(addDays(todayIso(), -40));
    await screen.findAllByText('Ez a mező nem lehet üres');
    expect(screen.queryByText(/le vannak zárva|visszamenőleg/)).toBeNull();
  });

  it('closing monthly, the same start lies in a closed month and is refused', async () => {
    renderStartDate(MONTHLY);
    await typeStart(addDays(todayIso(), -40));
    expect(await screen.findByText(/^A \d{4}\. \S+ havi távollétek már le vannak zárva \(legkorábban \d{4}\. \d{2}\. \d{2}\.\)$/)).toBeInTheDocument();
  });
});

describe('absences and day offs: budgets only where they are used (section 9: use_absence_budgets)', () => {
  const budgets = [{ id: 811, year: 2026, absence_reason: 1, total_days: 25, used_days: 14, remaining_days: 11 }];

  function renderBudgets<Detail>(Block: DetailsBlock<Detail>, record: Detail, absences: object) {
    const queryClient = seededQueryClient();
    queryClient.setQueryData(['getSettings'], answer(absences));
    return render(
      <QueryClientProvider client={queryClient}>
        <Block record={record} user={staffUser()} />
      </QueryClientProvider>,
    );
  }

  function expectBudgetsOnlyWhenUsed<Detail>(Block: DetailsBlock<Detail>, record: Detail) {
    const { unmount } = renderBudgets(Block, record, { use_absence_budgets: true });
    expect(screen.getByRole('table', { name: 'Szabadságkeretek' })).toBeInTheDocument();
    unmount();
    renderBudgets(Block, record, { use_absence_budgets: false });
    expect(screen.queryByRole('table', { name: 'Szabadságkeretek' })).toBeNull();
  }

  it(`${absencesSection.title}: the budgets table shows with use_absence_budgets on, not with it off`, async () => {
    mockFetch(specExampleFetch());
    const absence = await getAbsence({ path: { id: 1 } });
    expectBudgetsOnlyWhenUsed(absencesSection.details.blocks![0]!, { ...absence, budgets });
  });

  it(`${dayOffsSection.title}: the budgets table shows with use_absence_budgets on, not with it off`, async () => {
    mockFetch(specExampleFetch());
    const dayOff = await getDayOff({ path: { id: 1 } });
    expectBudgetsOnlyWhenUsed(dayOffsSection.details.blocks![0]!, { ...dayOff, budgets });
  });
});
