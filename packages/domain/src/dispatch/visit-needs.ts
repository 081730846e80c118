/**
 * What a waiting visit needs of a nurse and of the day (issue 25): the task types she must perform
 * (the procedures' collection tasks, plus centrifugation when a container is spun) and how long its
 * specimens keep (the shortest stability of its containers), from the order's collection plan.
 */
import { collectionTasks } from '../catalogue/lab-test.ts';
import type { TaskType } from '../vocabulary/nurse-profile.ts';

const taskTypeOfTask: Record<string, TaskType> = {
  [collectionTasks.blood]: 'venipuncture',
  [collectionTasks.urine]: 'urine-collection',
};

export interface PlannedContainer {
  kind: string;
  temperature: string;
  centrifuge: boolean;
  lightSensitive: boolean;
  stabilityHours: number;
}

export function visitTaskTypes(taskIds: readonly string[], containers: readonly PlannedContainer[]): TaskType[] {
  const types = new Set<TaskType>();
  for (const id of taskIds) {
    const type = taskTypeOfTask[id];
    if (type) types.add(type);
  }
  if (containers.some((c) => c.centrifuge)) types.add('centrifugation');
  return [...types].sort();
}

/** Seconds its specimens keep from collection to the lab; null with no container. */
export function visitStabilitySeconds(containers: readonly PlannedContainer[]): number | null {
  if (containers.length === 0) return null;
  return Math.min(...containers.map((c) => c.stabilityHours)) * 3600;
}

/** "Gold SST, refrigerated, spun" — a container as the board lists it. */
export function describeContainer(c: PlannedContainer): string {
  const name = c.kind
    .split('-')
    .map((w) => (w === 'sst' || w === 'edta' ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
  const notes = [
    c.temperature !== 'room' ? c.temperature : null,
    c.lightSensitive ? 'light-sensitive' : null,
    c.centrifuge ? 'spun' : null,
    `${c.stabilityHours} h`,
  ].filter((n): n is string => n !== null);
  return `${name} (${notes.join(', ')})`;
}
