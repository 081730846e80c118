/**
 * A visit's collection from the tests ordered for it (issue 14, architecture.md 10): which containers,
 * how many, which tests share each, in the order of draw. The order page shows it, the requisition
 * prints it and the nurse's itinerary collects exactly it.
 *
 * Tests share a container when they take the same kind at the same temperature (a refrigerated
 * and a room-temperature specimen cannot travel in one tube) and their volumes fit in it; a
 * dedicated test has containers of its own. A shared container is kept from light when one of its
 * tests is light-sensitive, is spun when one needs it, clots as long as the longest needs and must
 * reach the lab within the shortest stability of its tests.
 */
import { containerKinds, specimenTemperatures } from '../vocabulary/catalogue.ts';
import { CONTAINERS, type Container } from './containers.ts';
import type { LabTest } from './lab-test.ts';

export interface PlannedContainer extends Pick<Container, 'kind' | 'name' | 'supplyID' | 'specimen' | 'fillToLine'> {
  /** 1 is collected first. */
  position: number;
  /** The tests it holds, by id, in the order they were asked for. */
  testIDs: string[];
  /** What its tests need of it, in millilitres. */
  volumeMl: number;
  temperature: LabTest['temperature'];
  lightSensitive: boolean;
  centrifuge: boolean;
  clotMinutes: number;
  stabilityHours: number;
}

export interface CollectionPlan {
  containers: PlannedContainer[];
  /** The longest fast any test asks for; 0 when none does. */
  fastingHours: number;
  /** The shortest stability of any container: the lab must have everything by then. */
  stabilityHours: number;
  /** Each test's own instructions, once each, in the order of draw. */
  instructions: { testID: string; text: string }[];
}

type Draft = Omit<PlannedContainer, 'position'>;

const kindRank = (kind: Container['kind']) => containerKinds.indexOf(kind);
const temperatureRank = (t: LabTest['temperature']) => specimenTemperatures.indexOf(t);

function newContainer(test: LabTest, volumeMl: number): Draft {
  const { kind, name, supplyID, specimen, fillToLine } = CONTAINERS[test.container];
  return {
    kind,
    name,
    supplyID,
    specimen,
    fillToLine,
    testIDs: [test.id],
    volumeMl,
    temperature: test.temperature,
    lightSensitive: test.lightSensitive,
    centrifuge: test.centrifuge,
    clotMinutes: test.clotMinutes,
    stabilityHours: test.stabilityHours,
  };
}

function add(container: Draft, test: LabTest): void {
  container.testIDs.push(test.id);
  container.volumeMl = round(container.volumeMl + test.minVolumeMl);
  container.lightSensitive ||= test.lightSensitive;
  container.centrifuge ||= test.centrifuge;
  container.clotMinutes = Math.max(container.clotMinutes, test.clotMinutes);
  container.stabilityHours = Math.min(container.stabilityHours, test.stabilityHours);
}

/** Millilitres to a hundredth: 0.1 + 0.2 is 0.3 on a requisition. */
const round = (ml: number) => Math.round(ml * 100) / 100;

/** A test that fills more than one container of its kind takes as many as it needs, of its own. */
function ownContainers(test: LabTest): Draft[] {
  const { drawMl } = CONTAINERS[test.container];
  const count = test.dedicated ? test.containers : Math.ceil(test.minVolumeMl / drawMl);
  const each = round(test.dedicated ? test.minVolumeMl / test.containers : Math.min(test.minVolumeMl, drawMl));
  return Array.from({ length: count }, () => newContainer(test, each));
}

/**
 * The plan for a visit's tests (each once, whatever the order they come in: the same tests give
 * the same plan).
 */
export function planCollection(tests: readonly LabTest[]): CollectionPlan {
  const unique = [...new Map(tests.map((t) => [t.id, t])).values()];
  const asked = new Map(unique.map((t, i) => [t.id, i]));
  const drafts: Draft[] = [];
  // First fit, largest first, ties by id: the packing does not depend on the order of the request.
  const shared = unique
    .filter((t) => !t.dedicated && t.minVolumeMl <= CONTAINERS[t.container].drawMl)
    .sort((a, b) => b.minVolumeMl - a.minVolumeMl || a.id.localeCompare(b.id));
  for (const test of unique) if (!shared.includes(test)) drafts.push(...ownContainers(test));
  const open: Draft[] = [];
  for (const test of shared) {
    const { drawMl } = CONTAINERS[test.container];
    const fits = open.find(
      (c) => c.kind === test.container && c.temperature === test.temperature && c.volumeMl + test.minVolumeMl <= drawMl,
    );
    if (fits) add(fits, test);
    else open.push(newContainer(test, test.minVolumeMl));
  }
  drafts.push(...open);
  for (const c of drafts) c.testIDs.sort((a, b) => asked.get(a)! - asked.get(b)!);
  // Two tubes of one kind and temperature: the fuller first, then by their tests' ids, so the
  // order of the request does not show in the plan either.
  const firstID = (c: Draft) => [...c.testIDs].sort()[0]!;
  drafts.sort(
    (a, b) =>
      CONTAINERS[a.kind].drawOrder - CONTAINERS[b.kind].drawOrder ||
      kindRank(a.kind) - kindRank(b.kind) ||
      temperatureRank(a.temperature) - temperatureRank(b.temperature) ||
      b.volumeMl - a.volumeMl ||
      firstID(a).localeCompare(firstID(b)),
  );
  const containers = drafts.map((c, i) => ({ ...c, position: i + 1 }));
  const instructions: CollectionPlan['instructions'] = [];
  for (const c of containers)
    for (const id of c.testIDs) {
      const text = unique[asked.get(id)!]!.instructions;
      if (text && !instructions.some((i) => i.testID === id)) instructions.push({ testID: id, text });
    }
  return {
    containers,
    fastingHours: Math.max(0, ...unique.map((t) => t.fastingHours)),
    stabilityHours: containers.length ? Math.min(...containers.map((c) => c.stabilityHours)) : 0,
    instructions,
  };
}
