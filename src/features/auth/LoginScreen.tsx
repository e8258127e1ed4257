import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Form } from 'react-aria-components';
import { FormErrors } from '@/components/form/FormErrors';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { TextField } from '@/components/ui/TextField';
import { loginMutation } from '@/generated/api/auth';
import { LoginRequestMeta } from '@/generated/meta/auth';
import { Logo } from '@/components/ui/Logo';
import { startSession } from '@/lib/session';
import { useDocumentTitle } from '@/components/ui/Page';

// The sign-in check comes with the form engine, on the first input: the page shows without it.
const loadLoginSchema = () => import('@/generated/validators/auth').then((m) => m.LoginRequestSchema);

const LOGIN_FAILED = 'A bejelentkezés nem sikerült: a szerver nem érhető el. Kérjük, próbálja újra később.';

export function LoginScreen({ redirect }: { redirect?: string }) {
  useDocumentTitle('Bejelentkezés');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(loadLoginSchema, { email: '', password: '' }, { failureMessage: LOGIN_FAILED });
  const login = useMutation({
    ...loginMutation(),
    onSuccess: ({ key }) => {
      startSession(queryClient, key);
      void navigate({ to: '/betoltes.html', search: { redirect: redirect ?? '/' } });
    },
    onError: form.showServerError,
  });

  return (
    <main className="auth-screen">
      <div className="screen-card">
        <Logo />
        <h1>Bejelentkezés</h1>
        <Form onSubmit={form.handleSubmit((body) => login.mutate({ body }))} validationBehavior="aria" className="form">
          <FormErrors messages={form.generalErrors} />
          <TextField label={LoginRequestMeta.fields.email.label} type="email" autoComplete="username" isRequired autoFocus {...form.textField('email')} />
          <TextField label={LoginRequestMeta.fields.password.label} type="password" autoComplete="current-password" isRequired {...form.textField('password')} />
          <Button type="submit" isPending={login.isPending}>
            Bejelentkezés
          </Button>
        </Form>
        <Link href="/jelszo_mentese.html">Jelszó beállítása</Link>
      </div>
    </main>
  );
}
