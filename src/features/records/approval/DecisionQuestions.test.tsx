import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DecisionOption, DecisionOutcome } from '@/generated/models';
import { ApiError } from '@/generated/runtime';
import { todayIso } from '@/generated/validators/helpers';
import { typeDate } from '@/test/date-input';
import { staffUser } from '@/test/users';
import { ApprovalPanel } from './ApprovalPanel';

const outcome: DecisionOutcome = { id: 7, state: 'closed_positive', current_step: null, decisions: [], waiting_for: null };

/** The panel of a record waiting for the signed-in user, with one option asking `questions`. */
function renderOption(option: Omit<DecisionOption, 'id' | 'type' | 'confirm_with_negative_history'>, mutationFn = vi.fn().mockResolvedValue(outcome)) {
  const decide = () => ({ mutationKey: ['decide'], mutationFn, meta: { invalidates: () => [] } });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApprovalPanel
        record={{
          id: 7,
          current_step: {
            name: 'Pénzügyi ellenjegyzés',
            user: { id: 12, name: 'Kovács Anna' },
            group: null,
            substitutors: [],
            options: [{ id: 5, type: 'positive', confirm_with_negative_history: false, ...option }],
          },
          decisions: [],
        }}
        user={staffUser()}
        decide={decide}
      />
    </QueryClientProvider>,
  );
  return mutationFn;
}

const plusDays = (days: number) => {
  const day = new Date(`${todayIso()}T12:00:00`);
  day.setDate(day.getDate() + days);
  return day.toISOString().slice(0, 10);
};

describe("a decision's questions (one validation model: form-validation.ts)", () => {
  it("refuses a minus where the question's min_value forbids it, keeping it as typed; takes one where the question allows negatives", async () => {
    const u = userEvent.setup();
    const send = renderOption({
      label: 'Ellenjegyzem',
      questions: [
        { id: 55, type: 'number', label: 'Ellenjegyzett összeg (Ft)', required: true, min_value: 0 },
        { id: 56, type: 'number', label: 'Eltérés (Ft)', required: false },
      ],
    });
    await u.click(screen.getByRole('button', { name: 'Ellenjegyzem' }));
    const dialog = screen.getByRole('dialog', { name: 'Ellenjegyzem' });
    const amount = within(dialog).getByRole('textbox', { name: /Ellenjegyzett összeg/ });
    await u.type(amount, '-500');
    await u.type(within(dialog).getByRole('textbox', { name: /Eltérés/ }), '-1200');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('-500');
    expect(amount).toHaveAccessibleDescription('Nem lehet kisebb mint 0');
    await u.clear(amount);
    await u.type(amount, '12 500');
    expect(within(dialog).queryByText('Nem lehet kisebb mint 0')).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send.mock.calls[0]?.[0]).toEqual({ path: { id: 7 }, body: { decision_option: 5, answers: '{"55":12500,"56":-1200}' } });
  });

  it("shows a rule's message once its field is left, before any save is tried; an untouched field stays quiet", async () => {
    const u = userEvent.setup();
    renderOption({
      label: 'Elutasítom',
      questions: [
        { id: 33, type: 'text', label: 'Indoklás', required: true },
        { id: 34, type: 'text', label: 'Megjegyzés', required: true },
      ],
    });
    await u.click(screen.getByRole('button', { name: 'Elutasítom' }));
    const dialog = screen.getByRole('dialog', { name: 'Elutasítom' });
    await u.click(within(dialog).getByRole('textbox', { name: /Indoklás/ }));
    await u.tab();
    expect(within(dialog).getByRole('textbox', { name: /Indoklás/ })).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    expect(within(dialog).getByRole('textbox', { name: /Megjegyzés/ })).not.toHaveAccessibleDescription('Ez a mező nem lehet üres');
  });

  it('refuses a deadline that is not in the future and an end before its start, by their fields, sending nothing; right days go', async () => {
    const u = userEvent.setup();
    const send = renderOption({
      label: 'Visszaküldöm javításra',
      questions: [
        { id: 421, type: 'date', label: 'Javítási határidő', required: false, future_date: true },
        { id: 422, type: 'date', label: 'Kezdete', required: true },
        { id: 423, type: 'date', label: 'Vége', required: true, after_question: 422 },
      ],
    });
    await u.click(screen.getByRole('button', { name: 'Visszaküldöm javításra' }));
    const dialog = screen.getByRole('dialog', { name: 'Visszaküldöm javításra' });
    await typeDate(u, 'Javítási határidő', '2020-01-10');
    await typeDate(u, 'Kezdete', '2026-08-15');
    await typeDate(u, 'Vége', '2026-08-01');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('group', { name: 'Javítási határidő' }).closest('.field')).toHaveTextContent('Csak jövőbeli dátum lehet');
    expect(within(dialog).getByRole('group', { name: 'Vége' }).closest('.field')).toHaveTextContent('A kezdési dátumnál csak későbbi dátum lehet');
    const deadline = plusDays(3);
    await typeDate(u, 'Javítási határidő', deadline);
    await typeDate(u, 'Vége', '2026-08-20');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send.mock.calls[0]?.[0]).toEqual({
      path: { id: 7 },
      body: { decision_option: 5, answers: JSON.stringify({ 421: deadline, 422: '2026-08-15', 423: '2026-08-20' }) },
    });
  }, 20_000);

  it("puts a 400's message about an answer (answers.<question id>) by its question, dropped once that answer is edited", async () => {
    const u = userEvent.setup();
    const refused = new ApiError(400, { answers: { 55: ['Nagyobb, mint a jóváhagyott keret.'] } });
    const send = renderOption(
      { label: 'Ellenjegyzem', questions: [{ id: 55, type: 'number', label: 'Ellenjegyzett összeg (Ft)', required: true, min_value: 0 }] },
      vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce(outcome),
    );
    await u.click(screen.getByRole('button', { name: 'Ellenjegyzem' }));
    const dialog = screen.getByRole('dialog', { name: 'Ellenjegyzem' });
    const amount = within(dialog).getByRole('textbox', { name: /Ellenjegyzett összeg/ });
    await u.type(amount, '900000');
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription('Nagyobb, mint a jóváhagyott keret.'));
    expect(amount).toHaveDisplayValue(/^900\s000$/);
    await u.clear(amount);
    await u.type(amount, '800000');
    expect(within(dialog).queryByText('Nagyobb, mint a jóváhagyott keret.')).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Döntés elküldése' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("starts empty each time it is opened: answers typed before 'Mégse' are not kept", async () => {
    const u = userEvent.setup();
    renderOption({ label: 'Elutasítom', questions: [{ id: 33, type: 'text', label: 'Indoklás', required: true }] });
    await u.click(screen.getByRole('button', { name: 'Elutasítom' }));
    await u.type(within(screen.getByRole('dialog', { name: 'Elutasítom' })).getByRole('textbox', { name: /Indoklás/ }), 'Hiányos');
    await u.click(within(screen.getByRole('dialog', { name: 'Elutasítom' })).getByRole('button', { name: 'Mégse' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await u.click(screen.getByRole('button', { name: 'Elutasítom' }));
    expect(within(screen.getByRole('dialog', { name: 'Elutasítom' })).getByRole('textbox', { name: /Indoklás/ })).toHaveValue('');
  });
});
