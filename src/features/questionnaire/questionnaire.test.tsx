import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/generated/runtime';
import { answerErrors, answersForBody, validateAnswers, withAnswer, type Answer, type Question } from './questionnaire';
import { Questionnaire } from './Questionnaire';

const questions: Question[] = [
  { id: 1, section: '1. Pedagógiai munka', label: 'Kiemelt célok', type: 'long_text', required: true },
  { id: 2, section: '1. Pedagógiai munka', label: 'Tehetséggondozásban részt vevők', type: 'number', required: true },
  { id: 3, section: '2. Működés', label: 'Volt fenntartói ellenőrzés?', type: 'boolean', required: true },
  { id: 4, section: '2. Működés', label: 'Felújított területek', type: 'multi_select', choices: ['Fűtés', 'Tetőszerkezet'] },
  { id: 5, section: null, label: 'Értékelés', type: 'select', choices: ['Jó', 'Megfelelő'] },
];

describe('questionnaire answers', () => {
  it('sets a value, a multi_select list in array_value, and sends every question once in order', () => {
    let answers: Answer[] = [{ question: 2, value: 64, array_value: null }];
    answers = withAnswer(answers, questions[3]!, ['Fűtés']);
    answers = withAnswer(answers, questions[1]!, 70);
    expect(answersForBody(questions, answers)).toEqual([
      { question: 1, value: null, array_value: null },
      { question: 2, value: 70, array_value: null },
      { question: 3, value: false, array_value: null },
      { question: 4, value: null, array_value: ['Fűtés'] },
      { question: 5, value: null, array_value: null },
    ]);
  });

  it('checks required answers (a yes/no is answered either way), numbers and dates', () => {
    const dated: Question = { id: 6, label: 'Dátum', type: 'date' };
    const errors = validateAnswers(
      [...questions, dated],
      [
        { question: 2, value: 'sok' },
        { question: 6, value: '2026-02-30' },
      ],
    );
    expect(errors).toEqual({ 1: 'Ez a mező nem lehet üres', 2: 'A mező csak szám karaktereket tartalmazhat', 6: 'Nem létező dátum' });
  });

  it("puts a 400's answer errors under the question named by the first element of `question`, the rest by their keys", () => {
    const error = new ApiError(400, {
      answers: [{ question: ['2'], value: ['Ez a mező nem lehet üres'] }, { question: ['5'], value: ['Nem megfelelő választás.'] }, {}],
      base_numbers: { student_count: ['Nem lehet kisebb mint 0'] },
    });
    expect(answerErrors(error, 'Hiba')).toEqual({
      questions: { 2: 'Ez a mező nem lehet üres', 5: 'Nem megfelelő választás.' },
      other: { 'base_numbers.student_count': 'Nem lehet kisebb mint 0' },
    });
    expect(answerErrors(new TypeError('Failed to fetch'), 'A mentés nem sikerült.')).toEqual({ questions: {}, other: { detail: 'A mentés nem sikerült.' } });
  });
});

function Harness({ errors }: { errors?: Record<number, string> }) {
  const [answers, setAnswers] = useState<Answer[]>([{ question: 4, value: null, array_value: ['Fűtés'] }]);
  return (
    <I18nProvider locale="hu-HU">
      <Questionnaire questions={questions} answers={answers} onChange={setAnswers} errors={errors} />
      <output data-testid="answers">{JSON.stringify(answersForBody(questions, answers))}</output>
    </I18nProvider>
  );
}

describe('Questionnaire', () => {
  it('shows each question by its type in its section, and answers flow back', async () => {
    const user = userEvent.setup();
    render(<Harness errors={{ 2: 'Ez a mező nem lehet üres' }} />);
    expect(screen.getByRole('group', { name: '1. Pedagógiai munka' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2. Működés' })).toBeInTheDocument();
    expect(screen.getByText('Ez a mező nem lehet üres')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Kiemelt célok/ }), 'Digitális kompetenciák');
    await user.type(screen.getByRole('textbox', { name: /Tehetséggondozásban/ }), '64');
    await user.click(screen.getByRole('checkbox', { name: /fenntartói ellenőrzés/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Tetőszerkezet' }));
    expect(JSON.parse(screen.getByTestId('answers').textContent ?? '[]')).toEqual([
      { question: 1, value: 'Digitális kompetenciák', array_value: null },
      { question: 2, value: 64, array_value: null },
      { question: 3, value: true, array_value: null },
      { question: 4, value: null, array_value: ['Fűtés', 'Tetőszerkezet'] },
      { question: 5, value: null, array_value: null },
    ]);
  });
});
