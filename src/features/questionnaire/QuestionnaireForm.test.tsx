import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/generated/runtime';
import { toast } from '@/lib/toasts';
import { EarlierAnswers } from './EarlierAnswers';
import type { Answer, Question } from './questionnaire';
import { QuestionnaireForm, type QuestionnaireFormProps } from './QuestionnaireForm';

const questions: Question[] = [
  { id: 1, label: 'Kiemelt célok', type: 'long_text', required: true },
  { id: 2, label: 'Volt fenntartói ellenőrzés?', type: 'boolean' },
];

/** A form with one field of its own ("Létszám", path `numbers.count`), required by its rules. */
function Harness(props: Pick<QuestionnaireFormProps, 'onSave' | 'isReadOnly'>) {
  return (
    <I18nProvider locale="hu-HU">
      <QuestionnaireForm
        title="Kérdések"
        id="questions"
        intro={<p>Bevezető</p>}
        questions={questions}
        initialAnswers={[{ question: 2, value: true, array_value: null }]}
        isSaving={false}
        own={{
          initial: { count: '' },
          rules: (values): Record<string, string> => (values.count ? {} : { count: 'Kötelező' }),
          paths: { count: 'numbers.count' },
          render: (field) => {
            const { value, onChange, onBlur, errorMessage } = field('count');
            return <TextField label="Létszám" value={typeof value === 'string' ? value : ''} onChange={onChange} onBlur={onBlur} errorMessage={errorMessage} />;
          },
        }}
        {...props}
      />
    </I18nProvider>
  );
}

describe('QuestionnaireForm', () => {
  it('keeps the save back while a required answer or a field of its own is missing, then sends every answer in order', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(answers: Answer[], own: Record<string, unknown>) => Promise<unknown>>().mockResolvedValue(undefined);
    render(<Harness onSave={onSave} isReadOnly={false} />);
    expect(screen.getByRole('region', { name: 'Kérdések' })).toHaveTextContent('Bevezető');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    expect(screen.getByText('Kötelező')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Kiemelt célok/ }), 'Olvasás');
    await user.type(screen.getByRole('textbox', { name: 'Létszám' }), '12');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(onSave).toHaveBeenCalledWith(
      [
        { question: 1, value: 'Olvasás', array_value: null },
        { question: 2, value: true, array_value: null },
      ],
      { count: '12' },
    );
  });

  it("puts a 400's messages under their question and at the caller's field (not above the form), each gone once it is changed", async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn<(answers: Answer[]) => Promise<unknown>>()
      .mockRejectedValue(
        new ApiError(400, { answers: [{ question: ['1'], value: ['Túl rövid.'] }], numbers: { count: ['Nem lehet kisebb mint 0'] }, detail: 'A beszámoló hibás.' }),
      );
    render(<Harness onSave={onSave} isReadOnly={false} />);
    await user.type(screen.getByRole('textbox', { name: /Kiemelt célok/ }), 'Rövid');
    await user.type(screen.getByRole('textbox', { name: 'Létszám' }), '-1');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Túl rövid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Létszám' })).toHaveAccessibleDescription('Nem lehet kisebb mint 0');
    expect(screen.getByText('A beszámoló hibás.')).toBeInTheDocument();
    expect(screen.getAllByText('Nem lehet kisebb mint 0')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Kiemelt célok/ }), '!');
    expect(screen.queryByText('Túl rövid.')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Létszám' }), '0');
    expect(screen.queryByText('Nem lehet kisebb mint 0')).toBeNull();
  });

  it('says a required answer is missing once its question is left, before any save; a question not yet visited stays quiet', async () => {
    const user = userEvent.setup();
    render(<Harness onSave={vi.fn()} isReadOnly={false} />);
    await user.click(screen.getByRole('textbox', { name: /Kiemelt célok/ }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Kiemelt célok/ })).toHaveAccessibleDescription('Ez a mező nem lehet üres');
    expect(screen.getByRole('textbox', { name: 'Létszám' })).not.toHaveAccessibleDescription('Kötelező');
  });

  it('a refused save moves the focus to the first field in error', async () => {
    const user = userEvent.setup();
    render(<Harness onSave={vi.fn()} isReadOnly={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Létszám' }), '12');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Kiemelt célok/ })).toHaveFocus());
  });

  it('keeps what was saved in its fields after the save (the card goes on from the saved answers)', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const onSave = vi.fn<(answers: Answer[], own: Record<string, unknown>) => Promise<unknown>>().mockResolvedValue(undefined);
    render(<Harness onSave={onSave} isReadOnly={false} />);
    // A refused save first: its messages go with the save that follows.
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await user.type(screen.getByRole('textbox', { name: /Kiemelt célok/ }), 'Olvasás');
    await user.type(screen.getByRole('textbox', { name: 'Létszám' }), '12');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('A mentés sikeres.'));
    expect(screen.getByRole('textbox', { name: 'Létszám' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: /Kiemelt célok/ })).toHaveValue('Olvasás');
    expect(screen.queryByText('Ez a mező nem lehet üres')).toBeNull();
    expect(screen.queryByText('Kötelező')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith(
      [
        { question: 1, value: 'Olvasás', array_value: null },
        { question: 2, value: true, array_value: null },
      ],
      { count: '12' },
    );
  });

  it('read-only: the answers without a save', () => {
    render(<Harness onSave={vi.fn()} isReadOnly />);
    expect(screen.queryByRole('button', { name: 'Mentés' })).toBeNull();
  });
});

describe('EarlierAnswers', () => {
  it('shows each filling as a column and each question as a row, an unanswered one as – (a yes/no unanswered is a no)', () => {
    render(
      <EarlierAnswers
        questions={questions}
        fillings={[
          { id: 7, name: '2025 ősz', answers: [{ question: 2, value: false, array_value: null }] },
          { id: 8, name: '2026 tavasz', answers: [{ question: 1, value: 'Olvasás', array_value: null }] },
        ]}
        label="Korábbi válaszok"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Kérdés', '2025 ősz', '2026 tavasz']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Kiemelt célok–Olvasás', 'Volt fenntartói ellenőrzés?NemNem']);
  });
});
