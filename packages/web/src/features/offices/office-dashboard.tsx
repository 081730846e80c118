/** An approved office's dashboard: its home cards. */
import type { FnOutput } from '@sc/domain/contract/index';
import { Card, LinkButton, Page } from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';

type Office = FnOutput<'getOffice'>['office'];

export function OfficeDashboard({ office }: { office: Office }) {
  const appPath = useAppPath();
  const links = [
    { title: 'Orders', text: 'Order procedures and follow their visits.', to: paths.officeOrders.href() },
    { title: 'Team', text: `${office.memberCount} people in ${office.name}.`, to: paths.officeTeam.href() },
    { title: 'Reports', text: 'Results and activity of your office.', to: paths.officeReports.href() },
  ];
  return (
    <Page title={office.name} width="wide">
      <div className="app-list">
        {links.map((link) => (
          <Card key={link.title} title={link.title}>
            <p>{link.text}</p>
            <LinkButton to={appPath(link.to)} variant="secondary">
              Open {link.title.toLowerCase()}
            </LinkButton>
          </Card>
        ))}
      </div>
    </Page>
  );
}
