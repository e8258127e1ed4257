import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { PasswordSetRequestMeta } from '@/generated/meta/auth';
import { PasswordSetRequestSchema } from '@/generated/validators/auth';
import { NewPasswordForm, newPasswordChecks } from './NewPasswordForm';

function SetPassword({ onSend }: { onSend: (body: unknown) => void }) {
  const form = useSchemaForm(PasswordSetRequestSchema, { uid: 'MQ', token: 'abc-123', new_password1: '', new_password2: '' }, { checks: newPasswordChecks });
  return <NewPasswordForm form={form} labels={PasswordSetRequestMeta.fields} errors={form.generalErrors} isPending={false} onSend={onSend} />;
}

describe('the new password form', () => {
  it('sends nothing while the two passwords differ, and the body once they agree', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<SetPassword onSend={onSend} />);
    await user.type(screen.getByLabelText(/^Új jelszó \*?$/), 'titkos-jelszo-1');
    await user.type(screen.getByLabelText(/Új jelszó még egyszer/), 'titkos-jelszo-2');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A két jelszó nem egyezik.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Új jelszó még egyszer/));
    await user.type(screen.getByLabelText(/Új jelszó még egyszer/), 'titkos-jelszo-1');
    await user.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ new_password1: 'titkos-jelszo-1', new_password2: 'titkos-jelszo-1' })));
  });
});
