import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceQuestions, type ChoiceQuestion, type Choices } from './ChoiceQuestions';

const questions: ChoiceQuestion[] = [
  {
    id: 11,
    question: 'Hol a vészkijárat?',
    answers: [
      { id: 1, text: 'Balra' },
      { id: 2, text: 'Jobbra' },
    ],
  },
  {
    id: 12,
    question: 'Ki a felelős?',
    answers: [
      { id: 3, text: 'Az igazgató' },
      { id: 4, text: 'Senki' },
    ],
  },
];

const props = { submitLabel: 'Beküldés', failure: 'A beküldés nem sikerült.', unansweredText: 'Válasszon egyet.', emptyText: 'Nincs kérdés.' };

function renderQuestions(send: (vars: { choices: Choices }) => Promise<string>, onDone = vi.fn(), { list = questions, isDisabled = false } = {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChoiceQuestions {...props} questions={list} mutation={{ mutationFn: send }} variables={(choices) => ({ choices })} onDone={onDone} isDisabled={isDisabled} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('ChoiceQuestions', () => {
  it('numbers the questions; sending with one unanswered counts and marks it and sends nothing; then sends the choices by question and hands the answer on', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve('Sikeres kitöltés.'));
    const onDone = renderQuestions(send);
    expect(screen.getByRole('radiogroup', { name: '1. Hol a vészkijárat?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Jobbra' }));
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(screen.getByText('Még 1 kérdésre nem válaszolt.')).toBeInTheDocument();
    expect(screen.getAllByText('Válasszon egyet.')).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Az igazgató' }));
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Sikeres kitöltés.'));
    expect(send).toHaveBeenCalledWith({ choices: { 11: 2, 12: 3 } }, expect.anything());
  });

  it('a failed send says so above the questions, the choices kept', async () => {
    const user = userEvent.setup();
    renderQuestions(() => Promise.reject(new Error('offline')));
    await user.click(screen.getByRole('radio', { name: 'Balra' }));
    await user.click(screen.getByRole('radio', { name: 'Senki' }));
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(await screen.findByText('A beküldés nem sikerült.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Balra' })).toBeChecked();
  });

  it('disabled: nothing to choose or send; no questions says so', () => {
    renderQuestions(vi.fn(), vi.fn(), { isDisabled: true });
    expect(screen.getByRole('radio', { name: 'Balra' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Beküldés' })).toBeDisabled();
    cleanup();
    renderQuestions(vi.fn(), vi.fn(), { list: [] });
    expect(screen.getByText('Nincs kérdés.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beküldés' })).toBeDisabled();
  });

  it('marks a question left unanswered once it is left, before any send; answering it takes the mark away', async () => {
    const user = userEvent.setup();
    const send = vi.fn(() => Promise.resolve('Sikeres kitöltés.'));
    renderQuestions(send);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Balra' })).toHaveFocus();
    expect(screen.queryByText('Válasszon egyet.')).toBeNull();
    await user.tab();
    expect(screen.getByRole('radiogroup', { name: '1. Hol a vészkijárat?' })).toHaveTextContent('Válasszon egyet.');
    expect(screen.getByRole('radiogroup', { name: '2. Ki a felelős?' })).not.toHaveTextContent('Válasszon egyet.');
    await user.click(screen.getByRole('radio', { name: 'Jobbra' }));
    expect(screen.getByRole('radiogroup', { name: '1. Hol a vészkijárat?' })).not.toHaveTextContent('Válasszon egyet.');
    // The second question, focused by the Tab and left by the click, is now marked.
    expect(screen.getByRole('radiogroup', { name: '2. Ki a felelős?' })).toHaveTextContent('Válasszon egyet.');
    expect(send).not.toHaveBeenCalled();
  });
});
