import { describe, expect, test } from 'vitest';
import { describeContainer, visitStabilitySeconds, visitTaskTypes, type PlannedContainer } from './visit-needs.ts';

const gold: PlannedContainer = {
  kind: 'gold-sst',
  temperature: 'room',
  centrifuge: true,
  lightSensitive: false,
  stabilityHours: 8,
};
const lavender: PlannedContainer = {
  kind: 'lavender-edta',
  temperature: 'refrigerated',
  centrifuge: false,
  lightSensitive: false,
  stabilityHours: 24,
};
const cup: PlannedContainer = {
  kind: 'urine-cup',
  temperature: 'refrigerated',
  centrifuge: false,
  lightSensitive: true,
  stabilityHours: 2,
};

describe('visitTaskTypes', () => {
  test.each([
    ['a blood draw', ['task-venipuncture'], [lavender], ['venipuncture']],
    ['a spun tube adds centrifugation', ['task-venipuncture'], [gold, lavender], ['centrifugation', 'venipuncture']],
    ['urine and blood', ['task-urine', 'task-venipuncture'], [cup, lavender], ['urine-collection', 'venipuncture']],
    ['an unknown task is no task type', ['task-other'], [], []],
  ] as const)('%s', (_name, tasks, containers, types) => {
    expect(visitTaskTypes(tasks, containers)).toEqual(types);
  });
});

describe('visitStabilitySeconds', () => {
  test.each([
    ['the shortest container', [gold, lavender, cup], 7200],
    ['one container', [lavender], 86400],
    ['none', [], null],
  ] as const)('%s', (_name, containers, seconds) => {
    expect(visitStabilitySeconds(containers)).toBe(seconds);
  });
});

test('describeContainer', () => {
  expect(describeContainer(gold)).toBe('Gold SST (spun, 8 h)');
  expect(describeContainer(cup)).toBe('Urine Cup (refrigerated, light-sensitive, 2 h)');
});
