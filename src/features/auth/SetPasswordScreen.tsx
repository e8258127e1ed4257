import { useMutation } from '@tanstack/react-query';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/Alert';
import { Link } from '@/components/ui/Link';
import { NewPasswordForm, newPasswordChecks } from './NewPasswordForm';
import { setPasswordMutation } from '@/generated/api/auth';
import { PasswordSetRequestMeta } from '@/generated/meta/auth';
import { PasswordSetRequestSchema } from '@/generated/validators/auth';
import { Logo } from '@/components/ui/Logo';
import { useDocumentTitle } from '@/components/ui/Page';

/** Reached from the invitation or password-reset e-mail, whose link carries uid and token. */
export function SetPasswordScreen({ uid, token }: { uid?: string; token?: string }) {
  useDocumentTitle('Jelszó beállítása');
  const form = useSchemaForm(PasswordSetRequestSchema, { uid: uid ?? '', token: token ?? '', new_password1: '', new_password2: '' }, { checks: newPasswordChecks });
  const save = useMutation({ ...setPasswordMutation(), onError: form.showServerError });
  const fields = PasswordSetRequestMeta.fields;

  return (
    <main className="auth-screen">
      <div className="screen-card">
        <Logo />
        <h1>Jelszó beállítása</h1>
        {save.isSuccess ? (
          <>
            <Alert tone="success">{save.data.detail}</Alert>
            <Link href="/belepes.html">Tovább a bejelentkezéshez</Link>
          </>
        ) : (
          <>
            {!uid || !token ? <Alert tone="warning">A linkből hiányzik az azonosító. Nyissa meg újra az e-mailben kapott linket.</Alert> : null}
            <NewPasswordForm
              form={form}
              labels={fields}
              errors={[...form.generalErrors, form.errorFor('uid'), form.errorFor('token')].filter((m): m is string => Boolean(m))}
              isPending={save.isPending}
              onSend={(body) => save.mutate({ body })}
            />
          </>
        )}
      </div>
    </main>
  );
}
