/**
 * office/add-coworker/{newCoworkerRole?} (SPEC.md 2.4, issue 14): invite a prescriber or an
 * assistant by email (sendInvitationsToOffice); they join once they accept.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Button, Card, LinkButton, Page, TextField } from '../../../components/ui/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { ApiError, call, errorMessage } from '../../../lib/api.ts';
import { useAppPath, useViewer } from '../../../lib/app-context.tsx';
import { emailLinkURL, paths } from '../../../lib/paths.ts';
import '../../../components/ui/records.css';

type CoworkerRole = 'prescriber' | 'assistant';

export function AddCoworkerPage() {
  const appPath = useAppPath();
  const officeID = useViewer().office?.id ?? '';
  const { newCoworkerRole } = useParams();
  const [role, setRole] = useState<CoworkerRole>(newCoworkerRole === 'prescriber' ? 'prescriber' : 'assistant');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [pending, setPending] = useState(false);
  const back = (
    <LinkButton variant="link" to={appPath(paths.officeTeam.href())}>
      Back to team
    </LinkButton>
  );
  return (
    <Page title="Add a coworker" back={back} width="narrow">
      {sent ? <Alert tone="success">Invitation sent to {sent}. They join once they accept it.</Alert> : null}
      <Card>
        <form
          onSubmit={async (event) => {
            event.preventDefault();
            setPending(true);
            setError(null);
            try {
              const invited = email.trim();
              await call('sendInvitationsToOffice', {
                officeID,
                invitations: [{ email: invited, role }],
                emailLinkURL: emailLinkURL(paths.finishSignUp),
              });
              setSent(invited);
              setEmail('');
            } catch (caught) {
              setError({
                message: errorMessage(caught),
                ...(caught instanceof ApiError && caught.field ? { field: caught.field } : {}),
              });
            } finally {
              setPending(false);
            }
          }}
        >
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error?.field?.startsWith('invitations') ? error.message : undefined}
          />
          <SelectField
            label="Role"
            value={role}
            onChange={(e) => setRole(e.target.value as CoworkerRole)}
            options={[
              { value: 'assistant', label: 'Assistant' },
              { value: 'prescriber', label: 'Prescriber' },
            ]}
          />
          {error && !error.field?.startsWith('invitations') ? <Alert tone="danger">{error.message}</Alert> : null}
          <Button type="submit" fullWidth busy={pending}>
            Send invitation
          </Button>
        </form>
      </Card>
    </Page>
  );
}
