/**
 * The writes that take the step's own time (`at`, atSchema): a write kept offline is replayed later
 * with the time the nurse did the step, not the time the connection came back. Kept as a plain list
 * so the phone needs no schema to know it; `step-time.test.ts` checks it against the contract.
 */
import type { FnName } from './index.ts';

export const stepTimeFunctions: readonly FnName[] = [
  'startDriveToWaypoint',
  'arriveAtWaypoint',
  'startWaypointAction',
  'collectSample',
  'failSample',
  'saveCharting',
  'failProcedure',
  'saveSampleShippingLabel',
  'scanMailInBox',
  'packMailInAction',
  'saveCentrifugedSpecimenBag',
  'finishWaypoint',
  'checkInShift',
  'setUserLocation',
];

export function takesStepTime(name: string): boolean {
  return (stepTimeFunctions as readonly string[]).includes(name);
}
