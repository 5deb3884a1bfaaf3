import { sessionStarted, useMe } from '@camperdeel/client/me';
import { useApiMutation } from '@camperdeel/client/queries';
import { request } from '@camperdeel/client/request';
import { useSchemaForm } from '@camperdeel/client/schema-form';
import { takeReturn } from '@camperdeel/client/session-return';
import { toasts } from '@camperdeel/rules/errors';
import { type LoginInput, loginSchema } from '@camperdeel/rules/schemas/auth';
import { Button } from '@camperdeel/ui/components/Button';
import { InputField } from '@camperdeel/ui/components/Input';
import { SignInFrame } from '@camperdeel/ui/components/SignInFrame';
import { toast } from '@camperdeel/ui/lib/toast';
import { css } from '@camperdeel/ui/styled-system/css';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { settled } from '../../shared/settled.ts';
import { adminLoginFailure } from './login-failure.ts';

/** `/admin`: e-mail and wachtwoord, sent with rol 'admin'; a non-admin is refused and gets no session. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const { fieldProps, handleSubmit, busy } = useSchemaForm({
    schema: loginSchema,
    defaultValues: { email: '', wachtwoord: '' },
  });

  const me = useMe();
  const loggedInAdmin = me.data?.is_admin === true;

  // An admin who is still logged in goes straight to the dashboard.
  useEffect(() => {
    if (loggedInAdmin) void navigate({ to: '/admin/dashboard', replace: true });
  }, [loggedInAdmin, navigate]);

  const login = useApiMutation({
    mutationFn: (input: LoginInput) =>
      request(() => api.auth.login.$post({ json: { ...input, rol: 'admin' } })),
    // A non-admin (403 not_admin, no session created) is 'Toegang geweigerd'; anything else 'Inloggen mislukt'.
    failureTitle: (failure) => adminLoginFailure(failure.envelope).title,
    onSuccess: ({ user }) => {
      sessionStarted(user);
      toast.success({ title: toasts.loggedIn.title });
      // Back to the admin page where the session ended (docs/decisions/0080-booking-on-the-calendar.md), if any.
      const back = takeReturn();
      void navigate({ href: back?.startsWith('/admin/') ? back : '/admin/dashboard' });
    },
  });

  async function submit(input: LoginInput) {
    await settled(login.mutateAsync(input));
  }

  return (
    <SignInFrame size="sm" aria-labelledby="admin-login-heading">
      <div>
        <p className={styles.brand}>Camperdeel</p>
        <h1 id="admin-login-heading" className={styles.heading}>
          Admin login
        </h1>
      </div>
      <form className={styles.form} onSubmit={handleSubmit(submit)} noValidate>
        <InputField label="E-mail" type="email" autoComplete="username" required {...fieldProps('email')} />
        <InputField
          label="Wachtwoord"
          type="password"
          autoComplete="current-password"
          required
          {...fieldProps('wachtwoord')}
        />
        <Button type="submit" size="lg" fullWidth busy={busy} busyLabel="Bezig met inloggen...">
          Inloggen
        </Button>
      </form>
      <Link to="/" className={styles.homeLink}>
        Terug naar de homepagina
      </Link>
    </SignInFrame>
  );
}

const styles = {
  brand: css({ fontFamily: 'heading', fontSize: 'sm', fontWeight: 'bold', color: 'brand.text' }),
  heading: css({ fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  homeLink: css({
    alignSelf: 'center',
    fontSize: 'sm',
    color: 'fg.muted',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _hover: { color: 'fg.default' },
  }),
};
