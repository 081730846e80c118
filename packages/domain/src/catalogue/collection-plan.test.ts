import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planCollection, type PlannedContainer } from './collection-plan.ts';
import { CONTAINERS } from './containers.ts';
import type { LabTest } from './lab-test.ts';
import { STANDARD_TESTS } from './standard-tests.ts';

const byCode = new Map(STANDARD_TESTS.map((t) => [t.code, t]));
const tests = (...codes: string[]) =>
  codes.map((code) => {
    const test = byCode.get(code);
    if (!test) throw new Error(`no test ${code}`);
    return test;
  });
const idOf = (code: string) => tests(code)[0]!.id;
/** A container as a line a reviewer reads: kind, its tests' codes, and what changes its handling. */
const line = (c: PlannedContainer) =>
  [
    c.position,
    c.kind,
    c.testIDs.map((id) => STANDARD_TESTS.find((t) => t.id === id)!.code).join('+'),
    `${c.volumeMl} mL`,
    c.temperature,
    ...(c.lightSensitive ? ['dark'] : []),
    ...(c.centrifuge ? [`spin after ${c.clotMinutes} min`] : []),
    `${c.stabilityHours} h`,
  ].join(' ');

describe('the collection of an order’s tests', () => {
  test.each([
    {
      name: 'a lipid panel and vitamin D share one gold top, kept dark, after a 12-hour fast',
      codes: ['LIPID', 'VITD'],
      lines: ['1 gold-sst LIPID+VITD 3.5 mL refrigerated dark spin after 30 min 72 h'],
      fasting: 12,
    },
    {
      name: 'a wellness panel: serum tests in one gold top, CBC and A1c in one lavender, in the order of draw',
      codes: ['CBC', 'CMP', 'LIPID', 'A1C', 'TSH'],
      lines: [
        '1 gold-sst CMP+LIPID+TSH 5 mL refrigerated spin after 30 min 72 h',
        '2 lavender-edta CBC+A1C 3 mL room 24 h',
      ],
      fasting: 12,
    },
    {
      name: 'citrate before serum before EDTA, whatever the order asked; PT and PTT share the citrate tube',
      codes: ['CBC', 'CMP', 'PTT', 'PT-INR'],
      lines: [
        '1 light-blue-citrate PTT+PT-INR 2.6 mL room spin after 0 min 4 h',
        '2 gold-sst CMP 2 mL refrigerated spin after 30 min 72 h',
        '3 lavender-edta CBC 2 mL room 24 h',
      ],
      fasting: 8,
    },
    {
      name: 'a room-temperature and a refrigerated specimen of one kind travel in two tubes',
      codes: ['CBC', 'HCY'],
      lines: ['1 lavender-edta CBC 2 mL room 24 h', '2 lavender-edta HCY 2 mL refrigerated spin after 0 min 24 h'],
      fasting: 10,
    },
    {
      name: 'tests that do not fit one tube take a second, the largest placed first',
      codes: ['HEP-AC', 'HIV', 'CMP'],
      lines: [
        '1 gold-sst HIV+CMP 4 mL refrigerated spin after 30 min 72 h',
        '2 gold-sst HEP-AC 4 mL refrigerated spin after 30 min 72 h',
      ],
      fasting: 8,
    },
    {
      name: 'blood cultures come first, two bottle sets of their own; urine after the blood',
      codes: ['UA', 'BCX', 'CBC'],
      lines: [
        '1 blood-culture-bottles BCX 10 mL room 24 h',
        '2 blood-culture-bottles BCX 10 mL room 24 h',
        '3 lavender-edta CBC 2 mL room 24 h',
        '4 urine-cup UA 10 mL refrigerated 24 h',
      ],
      fasting: 0,
    },
    {
      name: 'a sed rate has a lavender of its own beside the shared one',
      codes: ['ESR', 'CBC', 'A1C'],
      lines: ['1 lavender-edta ESR 4 mL room 24 h', '2 lavender-edta CBC+A1C 3 mL room 24 h'],
      fasting: 0,
    },
    {
      name: 'a glucose tolerance test takes two timed gray tubes; a fasting glucose its own',
      codes: ['GLU', 'GTT-2H'],
      lines: [
        '1 gray-fluoride GLU 2 mL room 72 h',
        '2 gray-fluoride GTT-2H 1 mL room 24 h',
        '3 gray-fluoride GTT-2H 1 mL room 24 h',
      ],
      fasting: 8,
    },
    {
      name: 'a urinalysis and a urine culture share one cup',
      codes: ['UA', 'UCX'],
      lines: ['1 urine-cup UA+UCX 20 mL refrigerated 24 h'],
      fasting: 0,
    },
    {
      name: 'lead in a metal-free tan tube, zinc in royal blue, both with the EDTA tubes',
      codes: ['ZN', 'PB', 'CBC'],
      lines: [
        '1 lavender-edta CBC 2 mL room 24 h',
        '2 royal-blue-edta ZN 3 mL room spin after 0 min 168 h',
        '3 tan-lead PB 3 mL room 336 h',
      ],
      fasting: 0,
    },
    { name: 'nothing ordered, nothing to collect', codes: [], lines: [], fasting: 0 },
  ])('$name', ({ codes, lines, fasting }) => {
    const plan = planCollection(tests(...codes));
    expect(plan.containers.map(line)).toEqual(lines);
    expect(plan.fastingHours).toBe(fasting);
  });

  test('the lab must have the visit within the shortest stability of its tubes', () => {
    expect(planCollection(tests('CBC', 'PTT', 'TSH')).stabilityHours).toBe(4);
    expect(planCollection([]).stabilityHours).toBe(0);
  });

  test('a test asked twice is collected once', () => {
    expect(planCollection(tests('LIPID', 'LIPID')).containers.map(line)).toEqual(
      planCollection(tests('LIPID')).containers.map(line),
    );
  });

  test('a test that needs more than a tube holds takes as many full tubes as it needs', () => {
    const large: LabTest = { ...tests('CMP')[0]!, id: 'test-large', code: 'LARGE', minVolumeMl: 12 };
    const plan = planCollection([large, ...tests('TSH')]);
    expect(plan.containers.map((c) => [c.testIDs, c.volumeMl])).toEqual([
      [['test-large'], 5],
      [['test-large'], 5],
      [['test-large'], 5],
      [[idOf('TSH')], 1],
    ]);
  });

  test('each test’s own instructions, once, in the order of draw', () => {
    const plan = planCollection(tests('CBC', 'PT-INR', 'PTT'));
    expect(plan.instructions).toEqual([
      { testID: idOf('PT-INR'), text: 'Fill the tube to its line and invert it 4 times.' },
      { testID: idOf('PTT'), text: 'Fill the tube to its line and invert it 4 times.' },
      { testID: idOf('CBC'), text: 'Invert the tube 8 times right after the draw.' },
    ]);
  });
});

describe('the collection plan of any order', () => {
  const anyOrder = fc.uniqueArray(fc.constantFrom(...STANDARD_TESTS), { maxLength: 12, selector: (t) => t.id });

  test('does not depend on the order the tests were asked in', () => {
    fc.assert(
      fc.property(
        anyOrder.chain((ts) => fc.tuple(fc.constant(ts), fc.shuffledSubarray(ts, { minLength: ts.length }))),
        ([asked, shuffled]) => {
          const lines = (ts: LabTest[]) => planCollection(ts).containers.map((c) => [c.kind, [...c.testIDs].sort()]);
          expect(lines(shuffled)).toEqual(lines(asked));
        },
      ),
    );
  });

  test('collects every test, in containers of its kind and temperature, none over-filled, in the order of draw', () => {
    fc.assert(
      fc.property(anyOrder, (asked) => {
        const plan = planCollection(asked);
        for (const test of asked) {
          const holding = plan.containers.filter((c) => c.testIDs.includes(test.id));
          expect(holding.length).toBe(
            test.dedicated
              ? test.containers
              : Math.max(1, Math.ceil(test.minVolumeMl / CONTAINERS[test.container].drawMl)),
          );
          for (const c of holding) expect([c.kind, c.temperature]).toEqual([test.container, test.temperature]);
          if (test.dedicated) for (const c of holding) expect(c.testIDs).toEqual([test.id]);
        }
        for (const c of plan.containers) expect(c.volumeMl).toBeLessThanOrEqual(CONTAINERS[c.kind].drawMl);
        expect(plan.containers.map((c) => c.position)).toEqual(plan.containers.map((_, i) => i + 1));
        const draws = plan.containers.map((c) => CONTAINERS[c.kind].drawOrder);
        expect(draws).toEqual([...draws].sort((a, b) => a - b));
        expect(plan.fastingHours).toBe(Math.max(0, ...asked.map((t) => t.fastingHours)));
      }),
    );
  });
});
