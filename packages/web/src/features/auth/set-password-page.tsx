/** finishSignUp (create-password mode) and resetPassword (reset-password mode), from an email link. */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { passwordProblem } from '@sc/domain/auth/password';
import { Alert, Button, CenteredPage, LinkButton, TextField } from '../../components/ui/index.ts';
import { call, errorMessage } from '../../lib/api.ts';
import { useAppNavigate, useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';

export const FinishSignUpPage = () => <SetPasswordPage mode="create" />;
export const ResetPasswordPage = () => <SetPasswordPage mode="reset" />;

function SetPasswordPage({ mode }: { mode: 'create' | 'reset' }) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const appPath = useAppPath();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problem = passwordProblem(password);
  const mismatch = confirm !== '' && confirm !== password ? 'The passwords do not match.' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || confirm !== password) return;
    setBusy(true);
    setError(null);
    try {
      const { viewer } = await call('setPasswordWithToken', { token, password, mode });
      queryClient.setQueryData(['getViewer', {}], { viewer });
      await queryClient.invalidateQueries();
      navigate(paths.home.href(), { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  if (token === '') {
    return (
      <CenteredPage title="This link is incomplete">
        <Alert tone="danger">Open the link from your email again, or ask for a new one.</Alert>
        <LinkButton to={appPath(paths.forgotPassword.href())} fullWidth>
          Send me a new link
        </LinkButton>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage title={mode === 'create' ? 'Create your password' : 'Set a new password'}>
      {error ? (
        <Alert tone="danger">
          {error} <a href={appPath(paths.forgotPassword.href())}>Send me a new link</a>
        </Alert>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint="At least 10 characters."
          value={password}
          error={touched && problem ? problem : undefined}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={mismatch}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth busy={busy}>
          {mode === 'create' ? 'Create password' : 'Save password'}
        </Button>
      </form>
    </CenteredPage>
  );
}
