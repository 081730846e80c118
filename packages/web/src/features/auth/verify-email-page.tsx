import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, CenteredPage, LinkButton } from '../../components/ui/index.ts';
import { call, errorMessage } from '../../lib/api.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { emailLinkURL, paths } from '../../lib/paths.ts';

/** After sign-up: the finish-sign-up link is on its way; it can be sent again. */
export function VerifyEmailPage() {
  const email = useSearchParams()[0].get('email') ?? '';
  const appPath = useAppPath();
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await call('sendFinishSignUpEmail', { email, emailLinkURL: emailLinkURL(paths.finishSignUp) });
      setNote({ tone: 'success', text: 'We sent the link again.' });
    } catch (e) {
      setNote({ tone: 'danger', text: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenteredPage title="Check your email">
      <p>
        We sent a link to <strong>{email || 'your email'}</strong>. Open it to create your password and finish signing
        up.
      </p>
      {note ? <Alert tone={note.tone}>{note.text}</Alert> : null}
      {email ? (
        <Button variant="secondary" fullWidth busy={busy} onClick={() => void resend()}>
          Send again
        </Button>
      ) : null}
      <LinkButton to={appPath(paths.login.href())} variant="link">
        Back to login
      </LinkButton>
    </CenteredPage>
  );
}
