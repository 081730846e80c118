/**
 * Login in three steps (requirements.md 2.6, 5): email, then password or, for a user without one, the
 * reset-link step. getUserPasswordCreated decides the step. The email survives a reload.
 */
import { useState, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isValidEmail, normalizeEmail } from '@sc/domain/auth/email';
import { safeRedirect } from '@sc/domain/access/guards';
import { messages } from '@sc/domain/messages';
import { Alert, Button, CenteredPage, TextField } from '../../components/ui/index.ts';
import { call, errorMessage } from '../../lib/api.ts';
import { useApp, useAppPath } from '../../lib/app-context.tsx';
import { emailLinkURL, paths } from '../../lib/paths.ts';
import { useSessionState } from '../../lib/session-storage.ts';
import { ContactUs } from './contact-us.tsx';
import { EmailField } from './email-field.tsx';
import { CurrentPasswordField } from '../../components/account/current-password-field.tsx';

type Step = 'email' | 'password' | 'reset';

export function LoginPage() {
  const { viewer, config } = useApp();
  const appPath = useAppPath();
  const [search] = useSearchParams();
  const redirect = safeRedirect(search.get('redirect'));
  const queryClient = useQueryClient();
  const [email, setEmail] = useSessionState('login.email', '');
  const [step, setStep] = useSessionState<Step>('login.step', 'email');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (viewer) return <Navigate replace to={redirect === paths.home.href() ? appPath(redirect) : redirect} />;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const sendReset = () =>
    run(async () => {
      try {
        await call('resetUserPassword', { email, emailLinkURL: emailLinkURL(paths.resetPassword) });
      } catch (e) {
        throw new Error(e instanceof Error && e.message === messages.noUserFound ? e.message : messages.resetFailed, {
          cause: e,
        });
      }
      setStep('reset');
    });

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeEmail(email);
    void run(async () => {
      const { passwordCreated } = await call('getUserPasswordCreated', { email: normalized });
      setEmail(normalized);
      if (passwordCreated) setStep('password');
      else await sendReset();
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { viewer: signedIn } = await call('signIn', { email, password });
      setStep('email');
      queryClient.setQueryData(['getViewer', {}], { viewer: signedIn });
      await queryClient.invalidateQueries();
    });
  };

  const back = () => {
    setStep('email');
    setPassword('');
    setError(null);
  };

  return (
    <CenteredPage title={step === 'reset' ? 'Reset your password' : 'Log in'}>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {step === 'email' ? (
        <form onSubmit={submitEmail} noValidate>
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" fullWidth busy={busy} disabled={!isValidEmail(email)}>
            Next
          </Button>
          <ContactUs email={config.supportEmail} phone={config.supportPhone} />
        </form>
      ) : null}
      {step === 'password' ? (
        <form onSubmit={submitPassword}>
          <Button variant="link" onClick={back}>
            Back
          </Button>
          <TextField label="Email" type="email" name="email" autoComplete="username" value={email} readOnly />
          <CurrentPasswordField label="Password" name="password" autoFocus value={password} onChange={setPassword} />
          <Button type="submit" fullWidth busy={busy} disabled={password.length === 0}>
            Login
          </Button>
          <p>
            Forgot your password?{' '}
            <Button variant="link" onClick={() => void sendReset()}>
              Set a new one
            </Button>
          </p>
        </form>
      ) : null}
      {step === 'reset' ? (
        <div>
          <Button variant="link" onClick={back}>
            Back
          </Button>
          <Alert tone="success">{messages.resetLinkSent}</Alert>
          <p className="ui-muted">Sent to {email}</p>
          <Button variant="secondary" fullWidth busy={busy} onClick={() => void sendReset()}>
            Send again
          </Button>
        </div>
      ) : null}
    </CenteredPage>
  );
}
