import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/generated/runtime';
import { LoginRequestSchema } from '@/generated/validators/auth';
import { useSchemaForm, type SchemaFormOptions, type SchemaSource } from './use-schema-form';

/** A login whose two fields may not be the same: a rule of no field. */
const CheckedLogin = v.pipe(
  LoginRequestSchema,
  v.check((body) => body.email !== body.password, 'A jelszó nem lehet az e-mail-cím.'),
);

type Login = { email: string; password: string };
type LoginSchema = v.GenericSchema<Login, Login>;
type Form = ReturnType<typeof useSchemaForm<LoginSchema>>;

/** A bare form on the hook; `current` is its latest return value. */
function renderForm(onValid: (body: Login) => void, schema: SchemaSource<LoginSchema> = LoginRequestSchema, options: SchemaFormOptions = {}) {
  const latest: { current?: Form } = {};
  function Harness() {
    const form = useSchemaForm<LoginSchema>(schema, { email: '', password: '' }, options);
    latest.current = form;
    return <form aria-label="űrlap" onSubmit={form.handleSubmit(onValid)} />;
  }
  render(<Harness />);
  const form = () => {
    if (!latest.current) throw new Error('not rendered');
    return latest.current;
  };
  return { form, submit: () => fireEvent.submit(screen.getByRole('form', { name: 'űrlap' })) };
}

describe('useSchemaForm (the engine arrives on the first input)', () => {
  it('keeps what is typed before the engine arrives and submits it at once, parsed by the schema', async () => {
    const onValid = vi.fn();
    const { form, submit } = renderForm(onValid);
    act(() => {
      form().setValue('email', 'anna@example.hu');
      form().setValue('password', 'titok-123');
      // Submitted in the same task as the typing: the engine's code cannot have arrived yet.
      submit();
    });
    expect(form().values).toEqual({ email: 'anna@example.hu', password: 'titok-123' });
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'anna@example.hu', password: 'titok-123' }));
    expect(onValid).toHaveBeenCalledTimes(1);

    // Once the engine holds the values, edits go to it and show.
    act(() => form().setValue('email', 'bela@example.hu'));
    expect(form().values).toEqual({ email: 'bela@example.hu', password: 'titok-123' });
  });

  it('an invalid submit shows the messages of every field and calls nothing', async () => {
    const onValid = vi.fn();
    const { form, submit } = renderForm(onValid);
    act(() => form().setValue('email', 'nem-email'));
    expect(form().errorFor('email')).toBeUndefined();
    act(() => submit());
    await waitFor(() => expect(form().errorFor('password')).toBe('Ez a mező nem lehet üres'));
    expect(form().errorFor('email')).toBe('Nem valós email!');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a schema given as a loader is fetched on the first blur: an empty field then shows its message', async () => {
    const onValid = vi.fn();
    const load = vi.fn(() => Promise.resolve(LoginRequestSchema));
    const { form, submit } = renderForm(onValid, load);
    expect(load).not.toHaveBeenCalled();
    act(() => form().touch('email'));
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(form().errorFor('email')).toBe('Ez a mező nem lehet üres'));
    expect(form().errorFor('password')).toBeUndefined();

    act(() => {
      form().setValue('email', 'anna@example.hu');
      form().setValue('password', 'titok-123');
      submit();
    });
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'anna@example.hu', password: 'titok-123' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps a 400's message under its field until that field is edited and one of no field above the form until a save goes; a refused save shows the rules' messages beside them", async () => {
    const onValid = vi.fn();
    const { form, submit } = renderForm(onValid);
    act(() => {
      form().setValue('email', 'anna@example.hu');
      form().setValue('password', 'titok-123');
      submit();
    });
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    act(() => form().showServerError(new ApiError(400, { email: ['Nincs ilyen felhasználó.'], username: ['Hibás felhasználónév.'] })));
    await waitFor(() => expect(form().errorFor('email')).toBe('Nincs ilyen felhasználó.'));
    expect(form().generalErrors).toEqual(['Hibás felhasználónév.']);

    act(() => form().setValue('password', ''));
    act(() => form().touch('password'));
    await waitFor(() => expect(form().errorFor('password')).toBe('Ez a mező nem lehet üres'));
    expect(form().errorFor('email')).toBe('Nincs ilyen felhasználó.');
    act(() => form().setValue('email', 'bela@example.hu'));
    expect(form().errorFor('email')).toBeUndefined();

    // A save the rules refuse keeps both: the rules' messages and the server's not yet dealt with.
    act(() => submit());
    await waitFor(() => expect(form().errorFor('password')).toBe('Ez a mező nem lehet üres'));
    expect(form().generalErrors).toEqual(['Hibás felhasználónév.']);
    expect(onValid).toHaveBeenCalledTimes(1);

    act(() => form().setValue('password', 'titok-456'));
    act(() => submit());
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(2));
    expect(form().generalErrors).toEqual([]);
  });

  it('a rule of no field refuses the save and says so above the fields', async () => {
    const onValid = vi.fn();
    const { form, submit } = renderForm(onValid, CheckedLogin);
    act(() => {
      form().setValue('email', 'anna@example.hu');
      form().setValue('password', 'anna@example.hu');
    });
    act(() => submit());
    await waitFor(() => expect(form().generalErrors).toEqual(['A jelszó nem lehet az e-mail-cím.']));
    expect(onValid).not.toHaveBeenCalled();
  });

  it("runs the page's own checks with the schema's: their message shows by its field once it is left, and they refuse the save", async () => {
    const onValid = vi.fn();
    const checks = (values: Record<string, unknown>): Record<string, string> =>
      values.password === values.email ? { password: 'A jelszó nem lehet az e-mail-cím.' } : {};
    const { form, submit } = renderForm(onValid, LoginRequestSchema, { checks });
    act(() => {
      form().setValue('email', 'anna@example.hu');
      form().setValue('password', 'anna@example.hu');
    });
    await waitFor(() => expect(form().values.password).toBe('anna@example.hu'));
    expect(form().errorFor('password')).toBeUndefined();
    act(() => form().touch('password'));
    await waitFor(() => expect(form().errorFor('password')).toBe('A jelszó nem lehet az e-mail-cím.'));
    act(() => submit());
    await waitFor(() => expect(form().errorFor('email')).toBeUndefined());
    expect(onValid).not.toHaveBeenCalled();
    act(() => form().setValue('password', 'titok-123'));
    act(() => submit());
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: 'anna@example.hu', password: 'titok-123' }));
  });
});
