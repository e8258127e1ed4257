import { useMutation } from '@tanstack/react-query';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { NewPasswordFields, passwordsDiffer } from './NewPasswordFields';
import { setPasswordMutation } from '@/generated/api/auth';
import { PasswordSetRequestMeta } from '@/generated/meta/auth';
import { PasswordSetRequestSchema } from '@/generated/validators/auth';
import { Logo } from '@/components/ui/Logo';
import { useDocumentTitle } from '@/components/ui/Page';

/** Reached from the invitation or password-reset e-mail, whose link carries uid and token. */
export function SetPasswordScreen({ uid, token }: { uid?: string; token?: string }) {
  useDocumentTitle('Jelszó beállítása');
  const form = useSchemaForm(PasswordSetRequestSchema, { uid: uid ?? '', token: token ?? '', new_password1: '', new_password2: '' });
  const save = useMutation({ ...setPasswordMutation(), onError: form.showServerError });
  const fields = PasswordSetRequestMeta.fields;
  const mismatch = passwordsDiffer(form.values);

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
          <Form onSubmit={form.handleSubmit((body) => (mismatch ? undefined : save.mutate({ body })))} validationBehavior="aria" className="form">
            {!uid || !token ? <Alert tone="warning">A linkből hiányzik az azonosító. Nyissa meg újra az e-mailben kapott linket.</Alert> : null}
            <FormErrors messages={[...form.generalErrors, form.errorFor('uid'), form.errorFor('token')].filter((m): m is string => Boolean(m))} />
            <NewPasswordFields form={form} labels={fields} />
            <Button type="submit" isPending={save.isPending}>
              Mentés
            </Button>
          </Form>
        )}
      </div>
    </main>
  );
}
