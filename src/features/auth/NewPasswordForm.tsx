import type { FormEvent, ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import type { FieldMeta } from '@/generated/meta/types';

const MISMATCH = 'A két jelszó nem egyezik.';

interface PasswordForm {
  values: Record<string, unknown>;
  textField: (name: string) => { name: string; value: string; onChange: (value: string) => void; onBlur: () => void; errorMessage?: string };
}

/** The form's own rule, for useSchemaForm's checks: the repeated new password, once typed, is the first one. */
export function newPasswordChecks(values: Readonly<Record<string, unknown>>): Record<string, string> {
  return values.new_password2 !== '' && values.new_password1 !== values.new_password2 ? { new_password2: MISMATCH } : {};
}

/** The new password and its repetition. */
function NewPasswordFields({ form, labels }: { form: PasswordForm; labels: { new_password1: FieldMeta; new_password2: FieldMeta } }) {
  return (
    <>
      <TextField label={labels.new_password1.label} type="password" autoComplete="new-password" isRequired {...form.textField('new_password1')} />
      <TextField label={labels.new_password2.label} type="password" autoComplete="new-password" isRequired {...form.textField('new_password2')} />
    </>
  );
}

/**
 * The form that sets or changes a password: its messages, what the screen puts first (the old
 * password), the new password twice and 'Mentés'; the body goes to `onSend` only when the two agree.
 */
export function NewPasswordForm<Body>({
  form,
  labels,
  errors,
  isPending,
  onSend,
  className = 'form',
  children,
}: {
  form: PasswordForm & { handleSubmit: (onValid: (body: Body) => void) => (event: FormEvent) => void };
  labels: { new_password1: FieldMeta; new_password2: FieldMeta };
  errors: readonly string[];
  isPending: boolean;
  onSend: (body: Body) => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form onSubmit={form.handleSubmit(onSend)} validationBehavior="aria" className={className}>
      <FormErrors messages={errors} />
      {children}
      <NewPasswordFields form={form} labels={labels} />
      <Button type="submit" isPending={isPending}>
        Mentés
      </Button>
    </Form>
  );
}
