import { FormApi, type AnyFormApi } from '@tanstack/react-form';
import { describe, expect, it, vi } from 'vitest';
import {
  editField,
  editPart,
  messagesKey,
  readMessages,
  shownMessage,
  shownPartMessage,
  showLineErrors,
  showServerErrors,
  submitForm,
  touchField,
  validationOptions,
} from './form-validation';

type Values = Record<string, unknown>;

/** A bare engine with two rules: a subject is needed, and lines need a quantity. */
function engine(onSubmit = vi.fn()) {
  const engineForm = new FormApi({
    defaultValues: { subject: '', lines: [{ quantity: 1 }] } as Values,
    ...validationOptions((values: Values) => {
      const errors: Record<string, string> = {};
      if (!values.subject) errors.subject = 'Ez a mező nem lehet üres';
      (values.lines as { quantity: unknown }[]).forEach((line, index) => {
        if (line.quantity === null) errors[`lines.${index}.quantity`] = 'Ez a mező nem lehet üres';
      });
      return errors;
    }),
    onSubmit,
  });
  engineForm.mount();
  // The test's engine is typed by its own submit; the module takes any form.
  const form = engineForm as unknown as AnyFormApi;
  const messages = () => readMessages(messagesKey(form.state));
  return { form, messages, onSubmit };
}

describe('the one validation model (TanStack Form validators and its error map)', () => {
  it("runs the rules on a change, by flat key; a rule's message shows once its field (a line's cell: once edited and left) is touched or a save was tried", () => {
    const { form, messages } = engine();
    editField(form, 'lines', [{ quantity: null }]);
    expect(messages().rules).toEqual({ 'lines.0.quantity': 'Ez a mező nem lehet üres', subject: 'Ez a mező nem lehet üres' });
    expect(shownMessage(messages(), 'subject')).toBeUndefined();
    expect(shownMessage(messages(), 'lines.0.quantity')).toBeUndefined();
    touchField(form, 'lines.0.quantity');
    expect(shownMessage(messages(), 'lines.0.quantity')).toBe('Ez a mező nem lehet üres');
    touchField(form, 'subject');
    expect(shownMessage(messages(), 'subject')).toBe('Ez a mező nem lehet üres');
    editField(form, 'subject', 'Tanszerek');
    expect(messages().rules).toEqual({ 'lines.0.quantity': 'Ez a mező nem lehet üres' });
  });

  it("an edit that does not touch its field keeps the rule's message back until the field is left or a save was tried", async () => {
    const { form, messages } = engine();
    editField(form, 'subject', '', { touch: false });
    expect(messages().rules).toEqual({ subject: 'Ez a mező nem lehet üres' });
    expect(shownMessage(messages(), 'subject')).toBeUndefined();
    touchField(form, 'subject');
    editField(form, 'subject', '', { touch: false });
    expect(shownMessage(messages(), 'subject')).toBe('Ez a mező nem lehet üres');
    editField(form, 'lines', [{ quantity: null }], { touch: false });
    expect(shownMessage(messages(), 'lines.0.quantity')).toBeUndefined();
    await submitForm(form);
    expect(shownMessage(messages(), 'lines.0.quantity')).toBe('Ez a mező nem lehet üres');
  });

  it('a line added after a save tried starts untouched; a cell passed through untouched; a removed line takes its state with it', async () => {
    const { form, messages } = engine();
    editField(form, 'lines', [{ quantity: null }]);
    await submitForm(form);
    editField(form, 'lines', [{ quantity: null }, { quantity: null }]);
    expect(shownMessage(messages(), 'lines.0.quantity')).toBe('Ez a mező nem lehet üres');
    expect(shownMessage(messages(), 'lines.1.quantity')).toBeUndefined();
    touchField(form, 'lines.1.quantity');
    expect(shownMessage(messages(), 'lines.1.quantity')).toBeUndefined();
    editField(form, 'lines', [{ quantity: null }, { quantity: 2 }]);
    editField(form, 'lines', [{ quantity: null }, { quantity: null }]);
    touchField(form, 'lines.1.quantity');
    expect(shownMessage(messages(), 'lines.1.quantity')).toBe('Ez a mező nem lehet üres');
    // The first line removed: the second's state moves up; a line added at the end starts untouched.
    const second = (form.state.values as { lines: unknown[] }).lines[1];
    editField(form, 'lines', [second]);
    editField(form, 'lines', [second, { quantity: null }]);
    expect(shownMessage(messages(), 'lines.0.quantity')).toBe('Ez a mező nem lehet üres');
    expect(shownMessage(messages(), 'lines.1.quantity')).toBeUndefined();
  });

  it('a line removed before one whose cell was edited but never left: that state moves up, the engine keeps working', () => {
    const { form, messages } = engine();
    editField(form, 'lines', [{ quantity: 1 }, { quantity: 2 }, { quantity: 3 }]);
    // The third line's cell edited to a right value (no rule names it): the engine holds its state as edited, never touched.
    editField(form, 'lines', [{ quantity: 1 }, { quantity: 2 }, { quantity: 4 }]);
    const [, second, third] = (form.state.values as { lines: unknown[] }).lines;
    expect(() => editField(form, 'lines', [second, third])).not.toThrow();
    expect(form.getFieldMeta('lines.1.quantity')).toMatchObject({ isDirty: true, isTouched: false });
    editField(form, 'lines', [second, { quantity: null }]);
    expect(shownMessage(messages(), 'lines.1.quantity')).toBeUndefined();
    touchField(form, 'lines.1.quantity');
    expect(shownMessage(messages(), 'lines.1.quantity')).toBe('Ez a mező nem lehet üres');
  });

  it("a line saved on its own puts its messages in place of the line's earlier ones, and none clears them", () => {
    const { form, messages } = engine();
    showServerErrors(form, { detail: 'Hiba', 'lines.1': 'Régi.' });
    showLineErrors(form, 'lines', 1, { quantity: 'Túl sok.', '': 'Nem menthető.' });
    expect(messages().server).toEqual({ detail: 'Hiba', 'lines.1.quantity': 'Túl sok.', 'lines.1': 'Nem menthető.' });
    showLineErrors(form, 'lines', 1, {});
    expect(messages().server).toEqual({ detail: 'Hiba' });
  });

  it('a broken rule stops the submit', async () => {
    const { form, messages, onSubmit } = engine();
    await form.handleSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(shownMessage(messages(), 'subject')).toBe('Ez a mező nem lehet üres');
  });

  it("keeps a 400's messages in the same map: shown at once, dropped for the field edited only, lifted by the next submit, which they never block", async () => {
    const { form, messages, onSubmit } = engine();
    editField(form, 'subject', 'Tanszerek');
    await form.handleSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    showServerErrors(form, { subject: 'Ilyen tárgy már van.', 'lines.0.quantity': 'Túl sok.', detail: 'Hiba' });
    expect(shownMessage(messages(), 'lines.0.quantity')).toBe('Túl sok.');
    editField(form, 'subject', 'Tanszerek 2026');
    expect(messages().server).toEqual({ 'lines.0.quantity': 'Túl sok.', detail: 'Hiba' });
    await form.handleSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(messages().server).toEqual({});
  });

  it("keeps a 400's messages while fields are left and the rules run again: only an edit of their field drops them", async () => {
    const { form, messages, onSubmit } = engine();
    editField(form, 'subject', 'Tanszerek');
    await form.handleSubmit();
    showServerErrors(form, { subject: 'Ilyen tárgy már van.', detail: 'Hiba' });
    touchField(form, 'subject');
    form.validateField('lines', 'change');
    expect(messages().server).toEqual({ subject: 'Ilyen tárgy már van.', detail: 'Hiba' });
    await form.handleSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(messages().server).toEqual({});
  });

  it("never lets the server's messages block a save, not even the form's first (the engine skips its own check of a first submit it thinks invalid)", async () => {
    const { form, onSubmit } = engine();
    editField(form, 'subject', 'Tanszerek');
    showServerErrors(form, { detail: 'A kérés nem teljesíthető.' });
    await form.handleSubmit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("moves a list's 400 messages with its lines: a removed line's go, the later lines' move up, an added line leaves the others'", () => {
    const { form, messages } = engine();
    const lines = [{ quantity: 1 }, { quantity: 2 }, { quantity: 3 }];
    editField(form, 'lines', lines);
    showServerErrors(form, { lines: 'Túl sok sor.', 'lines.0.quantity': 'Első.', 'lines.2.quantity': 'Harmadik.', detail: 'Hiba' });
    editField(form, 'lines', [lines[1], lines[2]]);
    expect(messages().server).toEqual({ 'lines.1.quantity': 'Harmadik.', detail: 'Hiba' });
    editField(form, 'lines', [lines[1], lines[2], { quantity: null }]);
    expect(messages().server).toEqual({ 'lines.1.quantity': 'Harmadik.', detail: 'Hiba' });
  });
});

describe('a field touched part by part (the extra fields: one list of answers, a message per answer)', () => {
  function answersEngine() {
    const engineForm = new FormApi({
      defaultValues: { answers: { cel: '', hatarido: '' } } as Values,
      ...validationOptions((values: Values) => {
        const answers = values.answers as Record<string, string>;
        const errors: Record<string, string> = {};
        for (const [codename, value] of Object.entries(answers)) if (!value) errors[`answers.${codename}`] = 'Ez a mező nem lehet üres';
        return errors;
      }),
      onSubmit: vi.fn(),
    });
    engineForm.mount();
    const form = engineForm as unknown as AnyFormApi;
    return { form, messages: () => readMessages(messagesKey(form.state)) };
  }

  it("an edit marks only its part touched: the part's message shows, a sibling's waits until it is left; the form is dirty", () => {
    const { form, messages } = answersEngine();
    editPart(form, 'answers', { cel: 'x', hatarido: '' }, 'answers.cel');
    editPart(form, 'answers', { cel: '', hatarido: '' }, 'answers.cel');
    expect(shownPartMessage(messages(), 'answers.cel')).toBe('Ez a mező nem lehet üres');
    expect(shownPartMessage(messages(), 'answers.hatarido')).toBeUndefined();
    expect(form.state.isDirty).toBe(true);
    touchField(form, 'answers.hatarido');
    expect(shownPartMessage(messages(), 'answers.hatarido')).toBe('Ez a mező nem lehet üres');
  });

  it('the whole field touched, or a save tried, shows every part; a server message shows at once', async () => {
    const { form, messages } = answersEngine();
    showServerErrors(form, { 'answers.hatarido': 'Lejárt.' });
    expect(shownPartMessage(messages(), 'answers.hatarido')).toBe('Lejárt.');
    touchField(form, 'answers');
    expect(shownPartMessage(messages(), 'answers.cel')).toBe('Ez a mező nem lehet üres');
    const fresh = answersEngine();
    await fresh.form.handleSubmit();
    expect(shownPartMessage(fresh.messages(), 'answers.hatarido')).toBe('Ez a mező nem lehet üres');
  });
});
