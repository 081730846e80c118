/**
 * Profile: the account's email change and deletion (requirements.md 8 messages). Changing the email asks
 * for the current password, or for an account with none yet a recent sign-in (ADR 020).
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isValidEmail, normalizeEmail } from '@sc/domain/auth/email';
import { messages } from '@sc/domain/messages';
import { Alert, Button, Card, Checkbox, Page, TextField } from '../../components/ui/index.ts';
import { useAppNavigate, useViewer } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFnMutation } from '../../lib/query.ts';
import { NurseProfileForm } from './nurse-profile-form.tsx';
import { CurrentPasswordField } from '../../components/account/current-password-field.tsx';

export function ProfilePage() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const changeEmail = useFnMutation('changeUserEmailAddress', {
    onSuccess: () => {
      setNewEmail('');
      setPassword('');
      void queryClient.invalidateQueries();
    },
  });
  const deleteAccount = useFnMutation('deleteUser', {
    onSuccess: () => {
      queryClient.clear();
      navigate(paths.login.href(), {
        replace: true,
        state: { flash: { tone: 'info', text: messages.accountDeleted } },
      });
    },
  });

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    changeEmail.mutate({
      email: viewer.email,
      newEmail: normalizeEmail(newEmail),
      ...(viewer.passwordCreated ? { password } : {}),
    });
  };
  // A refusal about the password shows under its field; any other above the form.
  const passwordError = changeEmail.error?.field === 'password' ? changeEmail.error.message : undefined;

  return (
    <Page title="Profile" width="narrow">
      <p>
        {viewer.firstName} {viewer.lastName}
      </p>
      {viewer.role === 'nurse' ? <NurseProfileForm /> : null}
      <Card title="Email">
        {changeEmail.isSuccess ? <Alert tone="success">{messages.emailChanged}</Alert> : null}
        {changeEmail.error && !(viewer.passwordCreated && passwordError) ? (
          <Alert tone="danger">{changeEmail.error.message}</Alert>
        ) : null}
        <form onSubmit={submitEmail} noValidate>
          <TextField label="Current email" value={viewer.email} readOnly />
          <TextField
            label="New email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.currentTarget.value)}
          />
          {viewer.passwordCreated ? (
            <CurrentPasswordField
              label="Current password"
              name="current-password"
              hint="For your safety, confirm it is you."
              value={password}
              onChange={setPassword}
              error={passwordError}
            />
          ) : null}
          <Button
            type="submit"
            busy={changeEmail.isPending}
            disabled={!isValidEmail(newEmail) || (viewer.passwordCreated && password.length === 0)}
          >
            Change email
          </Button>
        </form>
      </Card>
      <Card title="Delete account" tone="danger">
        {deleteAccount.error ? <Alert tone="danger">{messages.accountDeleteFailed}</Alert> : null}
        <Checkbox
          label="I understand my account and its data will be deleted"
          checked={confirmDelete}
          onChange={(e) => setConfirmDelete(e.currentTarget.checked)}
        />
        <Button
          variant="danger"
          disabled={!confirmDelete}
          busy={deleteAccount.isPending}
          onClick={() => deleteAccount.mutate({ userID: viewer.id })}
        >
          Delete my account
        </Button>
      </Card>
    </Page>
  );
}
