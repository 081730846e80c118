/**
 * The analytics events of requirements.md 7 that a field write implies, with their fields, derived from
 * the command and the rows it changed (so a retry that changed nothing records nothing).
 */
import type { FieldCommand } from '@sc/domain/transitions/commands';
import type { Change } from '@sc/domain/transitions/changes';
import type { AnalyticsEvent } from '../../repositories/analytics.repository.ts';

type Event = Pick<AnalyticsEvent, 'name' | 'properties'>;

export function fieldEvents(command: FieldCommand, changes: readonly Change[]): Event[] {
  if (changes.length === 0) return [];
  const events: Event[] = [];
  switch (command.type) {
    case 'startDriveToWaypoint':
      events.push({ name: 'drive to waypoint', properties: { waypointID: command.waypointID } });
      break;
    case 'finishPatientVisit':
    case 'finishPickDropStop':
      events.push({ name: 'finish waypoint', properties: { waypointID: command.waypointID } });
      break;
    case 'saveCharting':
      events.push({ name: 'charting done', properties: { procedureID: command.procedureID } });
      break;
    case 'setProcedureSupplyItems':
      events.push({ name: 'finish procedure bag packing', properties: { procedureID: command.procedureID } });
      break;
    case 'setKitSupplyItem':
      events.push({ name: 'finish kit packing', properties: { procedureID: command.procedureID } });
      break;
    default:
      break;
  }
  for (const change of changes) {
    if (change.op !== 'update') continue;
    if (change.entity === 'waypointAction' && change.set.status === 'in-progress')
      events.push({ name: 'start waypoint action', properties: { waypointActionID: change.id } });
    if (change.entity === 'waypointAction' && change.set.status === 'complete')
      events.push({ name: 'finish waypoint action', properties: { waypointActionID: change.id } });
    if (change.entity === 'procedure' && change.set.status === 'completed')
      events.push({ name: 'finish procedure', properties: { procedureID: change.id } });
  }
  return events;
}
