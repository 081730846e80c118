/** Operations: people waiting for approval, approved one click at a time (SPEC.md 6). */
import { Alert, Button, Card, Page, PageLoading } from '../../components/ui/index.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';

const statusLabels: Record<string, string> = {
  incomplete: 'Profile incomplete',
  pending: 'Pending',
  declined: 'Declined',
  require_interview: 'Needs an interview',
  interview_scheduled: 'Interview scheduled',
  require_approval: 'Waiting for approval',
  waitlisted: 'Waitlisted',
};

export function ApprovalsPage() {
  const list = useFn('listUsersAwaitingApproval', {});
  const approve = useFnMutation('approveUser', { onSuccess: () => list.refetch() });

  return (
    <Page title="Approvals" width="wide">
      {list.isPending ? <PageLoading /> : null}
      {list.error ? <Alert tone="danger">{list.error.message}</Alert> : null}
      {approve.error ? <Alert tone="danger">{approve.error.message}</Alert> : null}
      {list.data?.users.length === 0 ? <p>Nobody is waiting for approval.</p> : null}
      <ul className="app-list" aria-label="People waiting for approval">
        {list.data?.users.map((user) => (
          <li key={user.id}>
            <Card title={`${user.firstName} ${user.lastName}`.trim() || user.email}>
              <p>
                {user.email} · {user.role} · {statusLabels[user.status] ?? user.status}
              </p>
              <Button
                aria-label={`Approve ${user.email}`}
                busy={approve.isPending && approve.variables?.userID === user.id}
                onClick={() => approve.mutate({ userID: user.id })}
              >
                Approve
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
