/** What the nurse will collect for the chosen tests (getCollectionPlan): tubes in the order of draw. */
import { containerHandling } from '@sc/domain/orders/visit-window';
import { Alert, Card } from '../../../components/ui/index.ts';
import { useFn } from '../../../lib/query.ts';

export function CollectionPreview({ testIDs }: { testIDs: string[] }) {
  const plan = useFn('getCollectionPlan', { testIDs }, { enabled: testIDs.length > 0 });
  if (testIDs.length === 0) return null;
  if (plan.error) return <Alert tone="danger">{plan.error.message}</Alert>;
  if (!plan.data) return <Card title="Collection">Working out the tubes…</Card>;
  const codeOf = new Map(plan.data.tests.map((t) => [t.id, t.code]));
  return (
    <Card
      title="Collection, in the order of draw"
      meta={plan.data.fastingHours > 0 ? `Fasting: ${plan.data.fastingHours} hours` : 'No fasting'}
    >
      <ol className="ui-plan">
        {plan.data.containers.map((c) => (
          <li key={c.position}>
            <strong>{c.name}</strong> · {c.testIDs.map((id) => codeOf.get(id)).join(', ')} · {c.volumeMl} mL
            <div className="ui-subline">{containerHandling(c).join(' · ')}</div>
          </li>
        ))}
      </ol>
      <p className="ui-subline">The lab must receive it within {plan.data.stabilityHours} hours of the draw.</p>
    </Card>
  );
}
