import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentStep, Decision, DecisionOutcome } from '@/generated/models';
import { ApiError } from '@/generated/runtime';
import { SystemErrorReportMeta } from '@/generated/meta/system-error-reports';
import { ApprovalPanel } from './ApprovalPanel';
import { answerError, canDecide, decisionBody, needsConfirmation } from './approval-rules';
import { typeDate } from '@/test/date-input';
import { staffUser } from '@/test/users';

const user = staffUser({ groups: [{ id: 3 }] });

const step = (over: Partial<CurrentStep> = {}): CurrentStep => ({
  name: 'Informatikai ellenőrzés',
  user: { id: 99, name: 'Más Valaki' },
  group: null,
  substitutors: [],
  options: [
    { id: 1, label: 'Elutasítom', type: 'negative', confirm_with_negative_history: false, questions: [] },
    { id: 2, label: 'Pontosításra', type: 'neutral', confirm_with_negative_history: false, questions: [] },
    {
      id: 3,
      label: 'Jóváhagyom',
      type: 'positive',
      confirm_with_negative_history: true,
      questions: [{ id: 33, type: 'text', label: 'Indoklás', required: true }],
    },
  ],
  ...over,
});

const negative: Decision = {
  id: 1,
  user: { id: 5, name: 'Varga László' },
  verification_step: { name: 'Szakmai ellenőrzés' },
  position: 1,
  created_at: '2026-11-20T08:45:00+01:00',
  decision_label: 'Elutasítom',
  decision: 'negative',
  answers: [],
};
const positive: Decision = { ...negative, id: 2, decision: 'positive', decision_label: 'Rendben' };
const neutral: Decision = { ...negative, id: 3, decision: 'neutral', decision_label: 'Továbbküldve' };

const outcome: DecisionOutcome = { id: 7, state: 'closed_positive', current_step: null, decisions: [], waiting_for: null };

function renderPanel(props: Partial<Parameters<typeof ApprovalPanel>[0]> = {}, mutationFn = vi.fn().mockResolvedValue(outcome)) {
  const decide = () => ({ mutationKey: ['decide'], mutationFn, meta: { invalidates: () => [] } });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApprovalPanel
        record={{
          id: 7,
          state: 'under_checking',
          current_step: step({ user: { id: 12, name: 'Kovács Anna' } }),
          decisions: [],
          waiting_for: { id: 12, name: 'Kovács Anna', type: 'user' },
        }}
        user={user}
        decide={decide}
        stateMeta={SystemErrorReportMeta.fields.state}
        {...props}
      />
    </QueryClientProvider>,
  );
  return mutationFn;
}

describe('who may decide (section 6)', () => {
  it('the assigned user, a substitutor, or a member of the assigned group; never a read-only user', () => {
    expect(canDecide(user, step({ user: { id: 12, name: 'Kovács Anna' } }))).toBe(true);
    expect(canDecide(user, step({ substitutors: [{ id: 12, name: 'Kovács Anna' }] }))).toBe(true);
    expect(canDecide(user, step({ user: null, group: { id: 3, name: 'Informatika' } }))).toBe(true);
    expect(canDecide(user, step())).toBe(false);
    expect(canDecide({ ...user, is_readonly: true }, step({ user: { id: 12, name: 'Kovács Anna' } }))).toBe(false);
    expect(canDecide(user, null)).toBe(false);
  });

  it('shows no buttons to someone else', () => {
    renderPanel({ record: { id: 7, current_step: step(), decisions: [] } });
    expect(screen.queryByRole('button', { name: 'Elutasítom' })).toBeNull();
    expect(screen.getByText('Döntésre vár')).toBeInTheDocument();
  });
});

describe('the decision area (section 4)', () => {
  it("shows the step as 'Döntésre vár', the state's Hungarian label, and one button per option coloured by its type", () => {
    renderPanel();
    expect(screen.getByText('Döntésre vár')).toBeInTheDocument();
    expect(screen.getByText('Folyamatban')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elutasítom' })).toHaveClass('button--negative');
    expect(screen.getByRole('button', { name: 'Pontosításra' })).toHaveClass('button--neutral');
    expect(screen.getByRole('button', { name: 'Jóváhagyom' })).toHaveClass('button--positive');
  });

  it('sends an option without questions at once, as decision_option', async () => {
    const u = userEvent.setup();
    const onDecided = vi.fn();
    const send = renderPanel({ onDecided });
    await u.click(screen.getByRole('button', { name: 'Pontosításra' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ path: { id: 7 }, body: { decision_option: 2 } });
    expect(onDecided).toHaveBeenCalledWith(outcome);
  });

  it('keeps a failed decision in the decision area (an absence answers under decision_making) until the next try', async () => {
    const u = userEvent.setup();
    const refused = new ApiError(400, { decision_making: ['Az időszakra nincs elegendő szabadságkeret.'] });
    const send = renderPanel({}, vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(outcome));
    await u.click(screen.getByRole('button', { name: 'Pontosításra' }));
    const area = screen.getByRole('region', { name: 'Jóváhagyás' });
    expect(await within(area).findByRole('alert')).toHaveTextContent('Az időszakra nincs elegendő szabadságkeret.');
    await u.click(screen.getByRole('button', { name: 'Pontosításra' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(within(area).queryByRole('alert')).toBeNull();
  });

  it("shows a failed decision with questions in its dialog, and in the decision area after 'Mégse'", async () => {
    const u = userEvent.setup();
    renderPanel({}, vi.fn().mockRejectedValue(new ApiError(400, { decision_making: ['A döntés nem hozható meg.'] })));
    await u.click(screen.getByRole('button', { name: 'Jóváhagyom' }));
    const dialog = await screen.findByRole('dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /Indoklás/ }), 'Rendben');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A döntés nem hozható meg.');
    await u.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    expect(within(screen.getByRole('region', { name: 'Jóváhagyás' })).getByRole('alert')).toHaveTextContent('A döntés nem hozható meg.');
  });

  it("asks 'Megerősítés' first when the option wants it and a negative decision exists", async () => {
    const u = userEvent.setup();
    const send = renderPanel({
      record: { id: 7, current_step: step({ user: { id: 12, name: 'Kovács Anna' } }), decisions: [negative] },
    });
    await u.click(screen.getByRole('button', { name: 'Jóváhagyom' }));
    const dialog = screen.getByRole('dialog', { name: 'Megerősítés' });
    expect(within(dialog).getByText(/már tartozik elutasító döntés/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Igen' }));
    const questions = screen.getByRole('dialog', { name: 'Jóváhagyom' });
    await u.click(within(questions).getByRole('button', { name: 'Döntés elküldése' }));
    expect(within(questions).getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    const reason = within(questions).getByRole('textbox', { name: 'Indoklás' });
    expect(reason).toHaveAttribute('rows', '3');
    await u.type(reason, 'Rendben van.');
    await u.click(within(questions).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send.mock.calls[0]?.[0]).toEqual({ path: { id: 7 }, body: { decision_option: 3, answers: '{"33":"Rendben van."}' } });
  });

  it('does not ask for confirmation without a negative decision', () => {
    const option = step().options[2]!;
    expect(needsConfirmation(option, [positive, neutral])).toBe(false);
    expect(needsConfirmation(option, [negative])).toBe(true);
    expect(needsConfirmation(step().options[1]!, [negative])).toBe(false);
  });

  it('blocks a second submit while the first runs', async () => {
    const u = userEvent.setup();
    let resolve: (value: DecisionOutcome) => void = () => undefined;
    const send = renderPanel(
      {},
      vi.fn(() => new Promise<DecisionOutcome>((r) => (resolve = r))),
    );
    await u.click(screen.getByRole('button', { name: 'Pontosításra' }));
    await u.click(screen.getByRole('button', { name: 'Elutasítom' }));
    await u.click(screen.getByRole('button', { name: 'Pontosításra' }));
    expect(send).toHaveBeenCalledTimes(1);
    resolve(outcome);
  });

  it('colours the history: red negative, grey neutral, green positive', () => {
    renderPanel({ record: { id: 7, current_step: null, decisions: [negative, neutral, positive] } });
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-decision'))).toEqual(['negative', 'neutral', 'positive']);
    expect(items[0]).toHaveClass('decision--negative');
  });

  it('sends files as parts of their own and the other answers as JSON', () => {
    const file = new File(['x'], 'melleklet.pdf');
    const option = {
      id: 9,
      label: 'Átadom',
      type: 'positive' as const,
      confirm_with_negative_history: false,
      questions: [
        { id: 1, type: 'file' as const, label: 'Fájl', required: false },
        { id: 2, type: 'bool' as const, label: 'Sürgős', required: false },
        { id: 3, type: 'multi_column' as const, label: 'Modulok', required: false },
      ],
    };
    expect(decisionBody(option, { 1: file, 2: true, 3: [['HR'], ['magas']] })).toEqual({
      decision_option: 9,
      file_1: file,
      answers: '{"2":true,"3":[["HR"],["magas"]]}',
    });
  });

  it("asks a date question with the date picker every date field uses, answers 'YYYY-MM-DD', and refuses a day the calendar has not, keeping it as typed", async () => {
    const u = userEvent.setup();
    const send = renderPanel({
      record: {
        id: 7,
        current_step: step({
          user: { id: 12, name: 'Kovács Anna' },
          options: [
            {
              id: 4,
              label: 'Interjúra hívom',
              type: 'positive',
              confirm_with_negative_history: false,
              questions: [{ id: 44, type: 'date', label: 'Interjú napja', required: true }],
            },
          ],
        }),
        decisions: [],
      },
    });
    await u.click(screen.getByRole('button', { name: 'Interjúra hívom' }));
    const dialog = screen.getByRole('dialog', { name: 'Interjúra hívom' });
    expect(within(dialog).queryByRole('textbox', { name: /Interjú napja/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Interjú napja: naptár/ })).toBeInTheDocument();
    await typeDate(u, 'Interjú napja', '2026-02-31');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Nem létező dátum')).toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Interjú napja' });
    expect(group.querySelector('[data-type="day"]')).toHaveTextContent('31');
    expect(group.querySelector('[data-type="month"]')).toHaveTextContent(/^0?2$/);
    await typeDate(u, 'Interjú napja', '2026-12-03');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send.mock.calls[0]?.[0]).toEqual({ path: { id: 7 }, body: { decision_option: 4, answers: '{"44":"2026-12-03"}' } });
    // Typing two dates segment by segment takes a few seconds on a busy machine.
  }, 15_000);

  it("asks a number question with the number field: '635ezer' is kept and refused, never sent; a number goes as a number", async () => {
    const u = userEvent.setup();
    const send = renderPanel({
      record: {
        id: 7,
        current_step: step({
          user: { id: 12, name: 'Kovács Anna' },
          options: [
            {
              id: 5,
              label: 'Ellenjegyzem',
              type: 'positive',
              confirm_with_negative_history: false,
              questions: [{ id: 55, type: 'number', label: 'Ellenjegyzett összeg (Ft)', required: true }],
            },
          ],
        }),
        decisions: [],
      },
    });
    await u.click(screen.getByRole('button', { name: 'Ellenjegyzem' }));
    const dialog = screen.getByRole('dialog', { name: 'Ellenjegyzem' });
    const field = within(dialog).getByRole('textbox', { name: /Ellenjegyzett összeg/ });
    await u.type(field, '635ezer');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send).not.toHaveBeenCalled();
    expect(field).toHaveValue('635ezer');
    expect(within(dialog).getByText('A mező csak szám karaktereket tartalmazhat')).toBeInTheDocument();
    await u.clear(field);
    await u.type(field, '635 000');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send.mock.calls[0]?.[0]).toEqual({ path: { id: 7 }, body: { decision_option: 5, answers: '{"55":635000}' } });
  });

  it("refuses a deadline that is not in the future ('Csak jövőbeli dátum lehet') and an end not after the start it follows", () => {
    const deadline = { id: 421, type: 'date' as const, label: 'Javítási határidő', required: false, future_date: true };
    expect(answerError(deadline, '2020-01-01', {}, '2026-12-02')).toBe('Csak jövőbeli dátum lehet');
    expect(answerError(deadline, '2026-12-02', {}, '2026-12-02')).toBe('Csak jövőbeli dátum lehet');
    expect(answerError(deadline, '2026-12-03', {}, '2026-12-02')).toBeUndefined();
    expect(answerError(deadline, undefined, {}, '2026-12-02')).toBeUndefined();
    const start = { id: 1, type: 'date' as const, label: 'Kezdete', required: true };
    const end = { id: 2, type: 'date' as const, label: 'Vége', required: true, after_question: 1 };
    expect(answerError(end, '2018-01-01', { 1: '2019-08-15', 2: '2018-01-01' })).toBe('A kezdési dátumnál csak későbbi dátum lehet');
    expect(answerError(end, '2019-08-16', { 1: '2019-08-15', 2: '2019-08-16' })).toBeUndefined();
    expect(answerError(start, '2019-08-15', { 1: '2019-08-15' })).toBeUndefined();
  });
});
