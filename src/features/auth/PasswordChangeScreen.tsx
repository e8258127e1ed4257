import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/Alert';
import { Page } from '@/components/ui/Page';
import { TextField } from '@/components/ui/TextField';
import { NewPasswordForm, newPasswordChecks } from './NewPasswordForm';
import { changePasswordMutation } from '@/generated/api/auth';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { PasswordChangeRequestMeta } from '@/generated/meta/auth';
import { PasswordChangeRequestSchema } from '@/generated/validators/auth';
import { toast } from '@/lib/toasts';

export function PasswordChangeScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useSuspenseQuery(getCurrentUserQuery());
  const form = useSchemaForm(PasswordChangeRequestSchema, { old_password: '', new_password1: '', new_password2: '' }, { checks: newPasswordChecks });
  const change = useMutation({
    ...changePasswordMutation(),
    onSuccess: async (result) => {
      toast.success(result.detail);
      await queryClient.invalidateQueries({ queryKey: getCurrentUserQuery().queryKey });
      void navigate({ to: '/' });
    },
    onError: form.showServerError,
  });
  const fields = PasswordChangeRequestMeta.fields;

  return (
    <Page title="Jelszó módosítása">
      {user.needs_password_change ? <Alert tone="warning">A továbblépéshez kérjük, változtassa meg a jelszavát.</Alert> : null}
      <NewPasswordForm
        form={form}
        labels={fields}
        errors={form.generalErrors}
        isPending={change.isPending}
        onSend={(body) => change.mutate({ body })}
        className="form form--narrow"
      >
        <TextField label={fields.old_password.label} type="password" autoComplete="current-password" isRequired {...form.textField('old_password')} />
      </NewPasswordForm>
    </Page>
  );
}
