import { TextField } from '@/components/ui/TextField';
import type { FieldMeta } from '@/generated/meta/types';

const MISMATCH = 'A két jelszó nem egyezik.';

interface PasswordForm {
  values: Record<string, unknown>;
  textField: (name: string) => { name: string; value: string; onChange: (value: string) => void; onBlur: () => void; errorMessage?: string };
  errorFor: (name: string) => string | undefined;
}

/** Whether the repeated new password differs from the first (once the second is typed). */
export function passwordsDiffer(values: Record<string, unknown>): boolean {
  return values.new_password2 !== '' && values.new_password1 !== values.new_password2;
}

/** The new password and its repetition, shared by setting and changing a password. */
export function NewPasswordFields({ form, labels }: { form: PasswordForm; labels: { new_password1: FieldMeta; new_password2: FieldMeta } }) {
  return (
    <>
      <TextField label={labels.new_password1.label} type="password" autoComplete="new-password" isRequired {...form.textField('new_password1')} />
      <TextField
        label={labels.new_password2.label}
        type="password"
        autoComplete="new-password"
        isRequired
        {...form.textField('new_password2')}
        errorMessage={form.errorFor('new_password2') ?? (passwordsDiffer(form.values) ? MISMATCH : undefined)}
      />
    </>
  );
}
