/** joinOffice: accept an office invitation, or decline it (requirements.md 2.6, 4; issue 27). */
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@sc/domain/messages';
import { Alert, Button, CenteredPage, PageLoading } from '../../components/ui/index.ts';
import { useApp, useAppNavigate, useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';

export function JoinOfficePage() {
  const { viewer } = useApp();
  const appPath = useAppPath();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const invitation = useFn('getOfficeInvitation', {}, { enabled: viewer !== null });
  // One refusal line for both buttons, in the words every screen uses (useAction).
  const joining = useAction();
  const declining = useAction();
  const accept = useFnMutation('acceptOfficeInvitation', {
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate(paths.home.href(), {
        replace: true,
        state: { flash: { tone: 'success', text: messages.joinedOffice } },
      });
    },
  });

  const decline = useFnMutation('declineOfficeInvitation', {
    onSuccess: async (_, { officeID }) => {
      const name = invitation.data?.invitation?.officeID === officeID ? invitation.data.invitation.officeName : '';
      await queryClient.invalidateQueries();
      navigate(paths.home.href(), {
        replace: true,
        state: { flash: { tone: 'success', text: `You declined the invitation${name ? ` to ${name}` : ''}.` } },
      });
    },
  });

  if (!viewer) return <Navigate replace to={appPath(paths.login.href({}, { redirect: paths.joinOffice.href() }))} />;
  if (invitation.isPending) return <PageLoading />;
  const current = invitation.data?.invitation;
  if (!current || current.status === 'accepted') {
    // Just joined: the refetch shows the invitation accepted before onSuccess navigates home with
    // the flash; redirecting here as well would replace that navigation and lose the flash.
    if (accept.isPending || accept.isSuccess || decline.isPending || decline.isSuccess) return <PageLoading />;
    return <Navigate replace to={appPath(paths.home.href())} />;
  }
  return (
    <CenteredPage title={`Join ${current.officeName}`}>
      <p>You have been invited to join {current.officeName}. Join to see its orders, team and reports.</p>
      {(joining.error ?? declining.error) ? <Alert tone="danger">{joining.error ?? declining.error}</Alert> : null}
      <Button
        fullWidth
        busy={joining.busy}
        disabled={declining.busy}
        onClick={() => {
          declining.clear();
          void joining.run(() => accept.mutateAsync({ officeID: current.officeID }));
        }}
      >
        Join office
      </Button>
      <Button
        fullWidth
        variant="secondary"
        busy={declining.busy}
        disabled={joining.busy}
        onClick={() => {
          joining.clear();
          void declining.run(() => decline.mutateAsync({ officeID: current.officeID }));
        }}
      >
        Decline invitation
      </Button>
    </CenteredPage>
  );
}
