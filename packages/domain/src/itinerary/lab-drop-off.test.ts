/**
 * The lab drop-off in the step tree (ADR 064): a pick-drop stop with drop-off actions and no
 * mail-in action gets requirements.md 2.11's legacy screens under waypoint/{waypointID}/, in route
 * order after the visits; its entry, its screen group, its failures and where legacy links land.
 */
import { describe, expect, it } from 'vitest';
import { DEMO, demoItinerary } from '../itinerary-data/fixtures.ts';
import { emptyItineraryFlowState } from '../itinerary-data/flow-state.ts';
import type { ItineraryData } from '../itinerary-data/model.ts';
import { stepMessages as m } from '../continue-rules/messages.ts';
import { legacyToStepPath, matchLegacyPath } from './legacy-routes.ts';
import { entryStep, flattenSteps, nextStep, resolveStep } from './navigation.ts';
import { pathOf } from './paths.ts';
import { likelyScreenGroup } from './screen-groups.ts';
import { buildItineraryStepsWithFailures } from './step-failures.ts';
import { screenGroupOf, type ScreenStepKind } from './step-kinds/index.ts';
import { buildItinerarySteps } from './step-tree.ts';
import type { Step, StepTreeContext } from './step.ts';

const { ava, ben, lab } = DEMO;
const LAB = pathOf.waypoint(lab.waypointID);
const I = DEMO.itineraryID;

/** The demo with its lab stop's mail-in action gone: Ava's two procedures dropped off at the lab. */
function labOnly(mutate: (d: ItineraryData) => void = () => {}): ItineraryData {
  const data = demoItinerary();
  data.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID];
  mutate(data);
  return data;
}
const stepsOf = (data: ItineraryData, ctx: Partial<StepTreeContext> = {}) =>
  flattenSteps(buildItinerarySteps(data, { localFlow: {}, flags: {}, ...ctx }));
const pathsAt = (steps: readonly Step[], base: string) =>
  steps.filter((s) => s.path.startsWith(`${base}/`)).map((s) => s.path);

describe('the step tree of a lab drop-off stop', () => {
  it('drive, scan the bags, hand over: the legacy route names under waypoint/{waypointID}', () => {
    const steps = stepsOf(labOnly());
    expect(pathsAt(steps, LAB)).toEqual([
      `${LAB}/go-to-pick-drop`,
      `${LAB}/drop-off-scan-specimen-bag`,
      `${LAB}/drop-off-details`,
    ]);
    expect(steps.some((s) => s.path.startsWith(pathOf.mailIn(lab.waypointID)))).toBe(false);
  });

  it('waypoint/{waypointID} is a group for a lab stop: a link to it lands on the drive', () => {
    const root = buildItinerarySteps(labOnly(), { localFlow: {}, flags: {} });
    const group = root.children.find((s) => s.path === LAB)!;
    expect(group).toMatchObject({ kind: 'lab-drop-off', screen: false, waypointID: lab.waypointID });
    expect(resolveStep(root, LAB)?.path).toBe(`${LAB}/go-to-pick-drop`);
  });

  it('comes after the visits, and is the last stop of the day', () => {
    const steps = stepsOf(labOnly());
    const labIndex = steps.findIndex((s) => s.path === `${LAB}/go-to-pick-drop`);
    const lastVisit = steps.findLastIndex((s) => s.waypointID === ben.waypointID);
    expect(labIndex).toBeGreaterThan(lastVisit);
    expect(nextStep(steps, `${LAB}/drop-off-details`)).toBeNull();
  });

  it("titles and the hand-over's one primary action", () => {
    const steps = stepsOf(labOnly());
    const byPath = (p: string) => steps.find((s) => s.path === p)!;
    expect(byPath(`${LAB}/go-to-pick-drop`).title).toBe('Drive to the drop-off');
    expect(byPath(`${LAB}/drop-off-scan-specimen-bag`).title).toBe('Scan the specimen bags');
    expect(byPath(`${LAB}/drop-off-details`)).toMatchObject({
      title: 'Hand over the specimens',
      continueLabel: 'Finish drop-off',
    });
  });

  type Row = [rule: string, mutate: (d: ItineraryData) => void, ctx: Partial<StepTreeContext>, expected: string[]];
  const full = [`${LAB}/go-to-pick-drop`, `${LAB}/drop-off-scan-specimen-bag`, `${LAB}/drop-off-details`];
  const rows: Row[] = [
    [
      'action-blocked when another action is ready (as the mail-in stop has it)',
      (d) => (d.waypointActions[ben.actionID]!.status = 'in-progress'),
      {},
      [full[0]!, `${LAB}/action-blocked`, full[1]!, full[2]!],
    ],
    [
      'with its mail-in action canceled, the stop is a lab drop-off',
      (d) => {
        d.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID, lab.mailInActionID];
        d.waypointActions[lab.mailInActionID]!.status = 'canceled';
      },
      {},
      full,
    ],
    [
      'with a live mail-in action, the packed mail-in flow instead',
      (d) => (d.waypoints[2]!.waypointActionIDs = [lab.dropOffActionID, lab.mailInActionID]),
      {},
      [],
    ],
    [
      'no drop-off left (canceled): no steps',
      (d) => (d.waypointActions[lab.dropOffActionID]!.status = 'canceled'),
      {},
      [],
    ],
    [
      'the step she is on stays when its condition ends',
      (d) => (d.waypointActions[lab.dropOffActionID]!.status = 'canceled'),
      { currentPath: `${LAB}/drop-off-details` },
      full,
    ],
    [
      'a finished stop keeps its steps (done, still addressable)',
      (d) => (d.waypoints[2]!.status = 'complete'),
      {},
      full,
    ],
  ];
  it.each(rows)('%s', (_, mutate, ctx, expected) => {
    expect(pathsAt(stepsOf(labOnly(mutate), ctx), LAB)).toEqual(expected);
  });
});

describe('entering a lab drop-off stop (requirements.md 2.11: a pick-drop stop)', () => {
  const at = (status: 'pending' | 'transit' | 'at-waypoint') =>
    labOnly((d) => {
      for (const w of d.waypoints.slice(0, 2)) w.status = 'complete';
      d.waypoints[2]!.status = status;
    });
  it.each([
    ['not there yet: the first step (the drive)', at('pending'), {}, `${LAB}/go-to-pick-drop`],
    ['driving: the drive', at('transit'), {}, `${LAB}/go-to-pick-drop`],
    ['arrived: the step after the drive', at('at-waypoint'), {}, `${LAB}/drop-off-scan-specimen-bag`],
    [
      'there by location: the step after the drive',
      at('pending'),
      { nurseAtWaypointID: lab.waypointID },
      `${LAB}/drop-off-scan-specimen-bag`,
    ],
  ] as const)('%s', (_, data, ctx, path) => {
    expect(entryStep(stepsOf(data), data, { waypointID: lab.waypointID, ...ctx })?.path).toBe(path);
  });
});

describe('what keeps Next disabled on the lab screens', () => {
  const collected = (d: ItineraryData) => {
    for (const id of [ava.panelID, ava.urineID]) {
      const p = d.procedures[id]!;
      p.samples.forEach((s) => (s.status = 'collected'));
      p.specimenBag = { id: `bag-${id}`, relatedSupplyItemIDs: [] };
    }
  };
  const failuresAt = (data: ItineraryData, flow = emptyItineraryFlowState) => {
    const steps = flattenSteps(buildItineraryStepsWithFailures(data, flow, { flags: {} }, { supplyIDOf: () => null }));
    return (path: string) => steps.find((s) => s.path === path)?.failures;
  };

  it('before arriving, the drive and the hand-over say so', () => {
    const at = failuresAt(labOnly(collected));
    expect(at(`${LAB}/go-to-pick-drop`)).toEqual([m.arriveAtWaypoint]);
    expect(at(`${LAB}/drop-off-scan-specimen-bag`)).toEqual([m.scanAllItems]);
    expect(at(`${LAB}/drop-off-details`)).toEqual([m.arriveAtWaypoint, m.scanAllItems]);
  });

  it('arrived with every bag scanned on this phone: nothing', () => {
    const data = labOnly((d) => {
      collected(d);
      d.waypoints[2]!.status = 'at-waypoint';
    });
    const flow = {
      ...emptyItineraryFlowState,
      dropOffBagsScanned: { [lab.waypointID]: [`bag-${ava.panelID}`, `bag-${ava.urineID}`] },
    };
    const at = failuresAt(data, flow);
    for (const path of [`${LAB}/go-to-pick-drop`, `${LAB}/drop-off-scan-specimen-bag`, `${LAB}/drop-off-details`])
      expect(at(path), path).toEqual([]);
  });

  it('a visit whose samples are all still pending keeps the hand-over closed', () => {
    const data = labOnly((d) => (d.waypoints[2]!.status = 'at-waypoint'));
    expect(failuresAt(data)(`${LAB}/drop-off-details`)).toEqual([m.collectBeforeDropOff]);
  });
});

describe('screen groups of the lab screens', () => {
  it('the guess from each path is the group that shows it', () => {
    for (const step of stepsOf(labOnly()).filter((s) => s.path.startsWith(`${LAB}/`)))
      expect(likelyScreenGroup(step.path), step.path).toBe(screenGroupOf[step.kind as ScreenStepKind]);
    expect(likelyScreenGroup(`${LAB}/go-to-pick-drop`)).toBe('drive');
    expect(likelyScreenGroup(`${LAB}/drop-off-details`)).toBe('lab-drop-off');
  });
});

describe('legacy routes reach the lab drop-off (requirements.md 2.11 legacy base)', () => {
  const legacy = (route: string) => `itinerary-legacy/${I}/waypoint/${lab.waypointID}/${route}`;
  it.each([
    ['go-to-pick-drop', `${LAB}/go-to-pick-drop`],
    ['place-details', `${LAB}/go-to-pick-drop`],
    ['drop-off-scan-specimen-bag', `${LAB}/drop-off-scan-specimen-bag`],
    ['drop-off-details', `${LAB}/drop-off-details`],
    ['samples-drop-off', `${LAB}/drop-off-details`],
    [`procedure/${ava.panelID}/accepted-samples`, `${LAB}/drop-off-details`],
    ['scan-rejected-samples-start', `${LAB}/drop-off-details`],
    ['scan-rejected-samples', `${LAB}/drop-off-details`],
  ])('%s -> %s', (route, target) => {
    const data = labOnly();
    expect(legacyToStepPath(matchLegacyPath(legacy(route))!, stepsOf(data), data)).toBe(target);
  });
});
