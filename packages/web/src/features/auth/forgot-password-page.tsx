import { useState, type FormEvent } from 'react';
import { isValidEmail, normalizeEmail } from '@sc/domain/auth/email';
import { messages } from '@sc/domain/messages';
import { Alert, Button, CenteredPage, LinkButton } from '../../components/ui/index.ts';
import { call, errorMessage } from '../../lib/api.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { emailLinkURL, paths } from '../../lib/paths.ts';
import { EmailField } from './email-field.tsx';

export function ForgotPasswordPage() {
  const appPath = useAppPath();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call('resetUserPassword', {
        email: normalizeEmail(email),
        emailLinkURL: emailLinkURL(paths.resetPassword),
      });
      setSent(true);
    } catch (e) {
      const message = errorMessage(e);
      setError(message === messages.noUserFound ? message : messages.resetFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenteredPage title="Forgot your password?">
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {sent ? (
        <>
          <Alert tone="success">{messages.resetLinkSent}</Alert>
          <Button variant="secondary" fullWidth busy={busy} onClick={() => void submit()}>
            Send again
          </Button>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" fullWidth busy={busy} disabled={!isValidEmail(email)}>
            Send reset link
          </Button>
        </form>
      )}
      <LinkButton to={appPath(paths.login.href())} variant="link">
        Back to login
      </LinkButton>
    </CenteredPage>
  );
}
