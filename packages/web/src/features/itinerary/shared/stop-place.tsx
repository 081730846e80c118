/** The stop's place (the lab's name and address, issue 13): where she stands, as the sign at the door reads. */
import { Card } from '../../../components/ui/index.ts';
import type { StepContext } from '../step-screen.ts';

export function StopPlace({ ctx }: { ctx: StepContext }) {
  const place = ctx.step.waypointID === undefined ? undefined : ctx.flow.places?.[ctx.step.waypointID];
  if (!place) return null;
  return (
    <Card title={place.name}>
      <p>{place.address}</p>
    </Card>
  );
}
