/**
 * Why an office cannot order yet, and what to do (issue 27): an order is placed under a prescriber
 * of the office (createOrder refuses any other), so an office with none, such as a staffing office
 * whose assistants book for partner labs, is told so before it fills in a form it cannot place.
 */
import { Alert, LinkButton } from '../../../components/ui/index.ts';
import { useAppPath, useViewer } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';

export const NO_PRESCRIBER_TITLE = 'You can’t place orders yet';

export function NoPrescriberNotice({ officeName }: { officeName: string }) {
  const appPath = useAppPath();
  const viewer = useViewer();
  return (
    <Alert tone="warning" title={NO_PRESCRIBER_TITLE}>
      <p>
        Every order is placed under a prescriber of your office, and {officeName} has none on its team
        {viewer.role === 'assistant' ? ', so as an assistant you have no one to order for' : ''}. Invite a prescriber to
        your team; once they join, you can order for their patients.
      </p>
      <LinkButton variant="secondary" to={appPath(paths.officeAddCoworker.href({ newCoworkerRole: 'prescriber' }))}>
        Invite a prescriber
      </LinkButton>
    </Alert>
  );
}
