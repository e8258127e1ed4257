import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceQuestions, type ChoiceQuestion } from './ChoiceQuestions';

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

const props = { submitLabel: 'Beküldés', isPending: false, failure: null, unansweredText: 'Válasszon egyet.', emptyText: 'Nincs kérdés.' };

describe('ChoiceQuestions', () => {
  it('numbers the questions; sending with one unanswered counts and marks it and sends nothing; then sends the choices by question', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ChoiceQuestions {...props} questions={questions} onSubmit={onSubmit} isDisabled={false} />);
    expect(screen.getByRole('radiogroup', { name: '1. Hol a vészkijárat?' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Jobbra' }));
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(screen.getByText('Még 1 kérdésre nem válaszolt.')).toBeInTheDocument();
    expect(screen.getAllByText('Válasszon egyet.')).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Az igazgató' }));
    await user.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(onSubmit).toHaveBeenCalledWith({ 11: 2, 12: 3 });
  });

  it('disabled: nothing to choose or send; a failure shows above; no questions says so', () => {
    const { unmount } = render(<ChoiceQuestions {...props} questions={questions} onSubmit={vi.fn()} isDisabled failure="A beküldés nem sikerült." />);
    expect(screen.getByRole('radio', { name: 'Balra' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Beküldés' })).toBeDisabled();
    expect(screen.getByText('A beküldés nem sikerült.')).toBeInTheDocument();
    unmount();
    render(<ChoiceQuestions {...props} questions={[]} onSubmit={vi.fn()} isDisabled={false} />);
    expect(screen.getByText('Nincs kérdés.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Beküldés' })).toBeDisabled();
  });
});
