/** An approved office's dashboard: what needs attention today, in numbers, then its home cards. */
import { Link } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import { Card, Figure, FigureRow, LinkButton, Page } from '../../components/ui/index.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { useFn } from '../../lib/query.ts';

type Office = FnOutput<'getOffice'>['office'];

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

export function OfficeDashboard({ office }: { office: Office }) {
  const appPath = useAppPath();
  const today = useFn('getOfficeToday', { officeID: office.id });
  const team = today.data?.team ?? office.memberCount;
  const links = [
    { title: 'Orders', text: 'Order procedures and follow their visits.', to: paths.officeOrders.href() },
    { title: 'Team', text: `${people(team)} on the team of ${office.name}.`, to: paths.officeTeam.href() },
    { title: 'Reports', text: 'Results and activity of your office.', to: paths.officeReports.href() },
  ];
  const orders = appPath(paths.officeOrders.href());
  return (
    <Page title={office.name} width="wide">
      <Card title="Today">
        {today.data ? (
          <FigureRow aria-label="Needs attention today">
            <Figure
              label="Visits today"
              value={today.data.visitsToday}
              note={<Link to={appPath(paths.officeVisits.href())}>See the visits</Link>}
            />
            <Figure label="Results in" value={today.data.resultsIn} note="Back from the lab, not yet reviewed" />
            <Figure
              label="Failed collections"
              value={today.data.failedCollections}
              note={<Link to={`${orders}?status=failed`}>In the last 7 days</Link>}
            />
          </FigureRow>
        ) : today.error ? (
          <p className="ui-subline">Today’s numbers could not be loaded.</p>
        ) : (
          <p className="ui-subline">Loading today’s numbers…</p>
        )}
      </Card>
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
