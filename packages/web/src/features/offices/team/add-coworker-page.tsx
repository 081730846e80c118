/**
 * office/add-coworker/{newCoworkerRole?} (requirements.md 2.4, issue 14): invite a prescriber or an
 * assistant by email (sendInvitationsToOffice); they join once they accept.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import type { OfficeStaffRole } from '@sc/domain/vocabulary/accounts';
import { Alert, Button, Card, LinkButton, Page, TextField } from '../../../components/ui/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { call } from '../../../lib/api.ts';
import { useAppPath, useViewer } from '../../../lib/app-context.tsx';
import { emailLinkURL, paths } from '../../../lib/paths.ts';
import { useAction } from '../../../lib/use-action.ts';
import '../../../components/ui/records.css';

export function AddCoworkerPage() {
  const appPath = useAppPath();
  const officeID = useViewer().office?.id ?? '';
  const { newCoworkerRole } = useParams();
  const [role, setRole] = useState<OfficeStaffRole>(newCoworkerRole === 'prescriber' ? 'prescriber' : 'assistant');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const write = useAction(['invitations']);
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
            const invited = email.trim();
            const sentNow = await write.run(() =>
              call('sendInvitationsToOffice', {
                officeID,
                invitations: [{ email: invited, role }],
                emailLinkURL: emailLinkURL(paths.finishSignUp),
              }),
            );
            if (sentNow) {
              setSent(invited);
              setEmail('');
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
            error={write.fieldError('invitations')}
          />
          <SelectField
            label="Role"
            value={role}
            onChange={(e) => setRole(e.target.value as OfficeStaffRole)}
            options={[
              { value: 'assistant', label: 'Assistant' },
              { value: 'prescriber', label: 'Prescriber' },
            ]}
          />
          {write.formError ? <Alert tone="danger">{write.formError}</Alert> : null}
          <Button type="submit" fullWidth busy={write.busy}>
            Send invitation
          </Button>
        </form>
      </Card>
    </Page>
  );
}
