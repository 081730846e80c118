/** Profile: the account's email change and deletion (SPEC.md 8 messages). */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isValidEmail, normalizeEmail } from '@sc/domain/auth/email';
import { messages } from '@sc/domain/messages';
import { Alert, Button, Card, Checkbox, Page, TextField } from '../../components/ui/index.ts';
import { useAppNavigate, useViewer } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFnMutation } from '../../lib/query.ts';

export function ProfilePage() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const [newEmail, setNewEmail] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const changeEmail = useFnMutation('changeUserEmailAddress', {
    onSuccess: () => {
      setNewEmail('');
      void queryClient.invalidateQueries();
    },
  });
  const deleteAccount = useFnMutation('deleteUser', {
    onSuccess: () => {
      queryClient.clear();
      navigate(paths.login.href(), { replace: true, state: { flash: { tone: 'info', text: messages.accountDeleted } } });
    },
  });

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    changeEmail.mutate({ email: viewer.email, newEmail: normalizeEmail(newEmail) });
  };

  return (
    <Page title="Profile" width="narrow">
      <p>
        {viewer.firstName} {viewer.lastName}
      </p>
      <Card title="Email">
        {changeEmail.isSuccess ? <Alert tone="success">{messages.emailChanged}</Alert> : null}
        {changeEmail.error ? <Alert tone="danger">{changeEmail.error.message}</Alert> : null}
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
          <Button type="submit" busy={changeEmail.isPending} disabled={!isValidEmail(newEmail)}>
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
