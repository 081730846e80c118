/**
 * office/manage-team (requirements.md 2.4, issue 14): the office's prescribers and assistants, and the
 * invitations not yet accepted, each sent again or withdrawn from here.
 */
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { formatShortDate } from '@sc/domain/format/dates';
import { Alert, Button, EmptyState, LinkButton, Page } from '../../../components/ui/index.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { TeamIcon } from '../../../components/ui/icons.ts';
import { call } from '../../../lib/api.ts';
import { useAppPath, useViewer } from '../../../lib/app-context.tsx';
import { emailLinkURL, paths } from '../../../lib/paths.ts';
import { useFn } from '../../../lib/query.ts';
import { useAction } from '../../../lib/use-action.ts';
import '../../../components/ui/records.css';
import { OfficeLoadFailed } from '../office-load-failed.tsx';
import { now } from '../../../lib/clock.ts';

type Team = FnOutput<'listOfficeTeam'>;
type Invitation = Team['invitations'][number];

const ROLE = { prescriber: 'Prescriber', assistant: 'Assistant' } as const;
const day = (iso: string | null) => {
  if (!iso) return '—';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return formatShortDate(iso, zone, now());
};

export function TeamPage() {
  const appPath = useAppPath();
  const officeID = useViewer().office?.id ?? '';
  const team = useFn('listOfficeTeam', { officeID }, { enabled: officeID !== '' });
  const write = useAction();
  const [done, setDone] = useState<string | null>(null);
  // The invitation being acted on: its buttons show the wait, and no second click sends twice.
  const [busy, setBusy] = useState<string | null>(null);
  // Withdrawing cannot be undone: it is asked first.
  const [asking, setAsking] = useState<Invitation | null>(null);
  const act = async (i: Invitation, text: string, run: () => Promise<unknown>) => {
    setDone(null);
    setBusy(i.userID);
    const succeeded = await write.run(run);
    setBusy(null);
    if (!succeeded) return;
    setDone(text);
    setAsking(null);
    await team.refetch();
  };
  const resend = (i: Invitation) =>
    act(i, `Invitation sent again to ${i.email}.`, () =>
      call('sendInvitationsToOffice', {
        officeID,
        invitations: [{ email: i.email, role: i.role }],
        emailLinkURL: emailLinkURL(paths.finishSignUp),
      }),
    );
  const withdraw = (i: Invitation) =>
    act(i, `Invitation to ${i.email} withdrawn.`, () => call('revokeOfficeInvitation', { officeID, userID: i.userID }));

  return (
    <Page title="Team" width="wide">
      <div className="ui-toolbar">
        <LinkButton to={appPath(paths.officeAddCoworker.href({ newCoworkerRole: 'assistant' }))}>
          Add a coworker
        </LinkButton>
      </div>
      {write.error ? <Alert tone="danger">{write.error}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      {asking ? (
        <Alert tone="warning" title={`Withdraw the invitation to ${asking.email}?`}>
          <p>Their link stops working. You can invite them again later.</p>
          <div className="ui-toolbar">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Keep it
            </Button>
            <Button variant="danger" busy={busy === asking.userID} onClick={() => void withdraw(asking)}>
              Yes, withdraw
            </Button>
          </div>
        </Alert>
      ) : null}
      {team.error ? <OfficeLoadFailed error={team.error} /> : null}
      <h2>Members</h2>
      <DataTable
        caption="Members"
        columns={[
          { key: 'name', header: 'Name', render: (m: Team['members'][number]) => m.name || m.email },
          { key: 'email', header: 'Email', secondary: true, render: (m) => m.email },
          { key: 'role', header: 'Role', render: (m) => ROLE[m.role] },
          { key: 'joined', header: 'Joined', secondary: true, render: (m) => day(m.joinedAt) },
        ]}
        rows={team.data?.members ?? []}
        rowKey={(m) => m.userID}
        busy={team.isFetching}
      />
      <h2>Invitations</h2>
      <DataTable
        caption="Invitations"
        columns={[
          { key: 'email', header: 'Email', render: (i: Invitation) => i.email },
          { key: 'role', header: 'Role', render: (i) => ROLE[i.role] },
          { key: 'sent', header: 'Sent', secondary: true, render: (i) => day(i.sentAt) },
          { key: 'expires', header: 'Link expires', secondary: true, render: (i) => day(i.expiresAt) },
          {
            key: 'actions',
            header: 'Actions',
            render: (i) => (
              <span className="ui-toolbar ui-toolbar--inline">
                <Button
                  variant="secondary"
                  busy={busy === i.userID && asking === null}
                  disabled={busy !== null}
                  onClick={() => void resend(i)}
                  aria-label={`Send again to ${i.email}`}
                >
                  Send again
                </Button>
                <Button
                  variant="danger"
                  disabled={busy !== null}
                  onClick={() => setAsking(i)}
                  aria-label={`Withdraw ${i.email}`}
                >
                  Withdraw
                </Button>
              </span>
            ),
          },
        ]}
        rows={team.data?.invitations ?? []}
        rowKey={(i) => i.userID}
        empty={
          team.data ? (
            <EmptyState title="No invitations waiting" icon={TeamIcon}>
              Everyone you invited has joined. Add a coworker to invite someone new.
            </EmptyState>
          ) : null
        }
      />
    </Page>
  );
}
