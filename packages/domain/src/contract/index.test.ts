import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FunctionDef } from './define.ts';
import { contract, isFnName } from './index.ts';
import { itineraryStepsContract } from './itinerary-steps.ts';

const fns = Object.entries(contract as Record<string, FunctionDef>);
const shapeOf = (def: FunctionDef) => (def.input as z.ZodObject).shape;
const issuePaths = (def: FunctionDef, input: unknown) => {
  const result = def.input.safeParse(input);
  expect(result.success, `accepted ${JSON.stringify(input)}`).toBe(false);
  return result.error!.issues.map((issue) => issue.path.map(String).join('.'));
};

/** Every path of a string containing '@' in a value: the email fields of an example. */
function emailPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return value.includes('@') ? [path] : [];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => emailPaths(v, [...path, k]));
  }
  return [];
}
function setPath(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[head!] = setPath(copy[head!], rest, replacement);
  return copy;
}

describe('contract (requirements.md 7, architecture.md 3)', () => {
  it('every function has an object input', () => {
    expect(fns.length).toBeGreaterThan(0);
    for (const [name, def] of fns) expect(def.input, name).toBeInstanceOf(z.ZodObject);
  });

  it.each(fns)('architecture.md 3: %s example parses with its own input schema', (_, def) => {
    expect(def.input.safeParse(def.example).error).toBeUndefined();
  });

  const keyed = fns.flatMap(([name, def]) => Object.keys(shapeOf(def)).map((key) => [name, key, def] as const));
  const required = keyed.filter(([, key, def]) => !shapeOf(def)[key]!.safeParse(undefined).success);

  it.each(required)('requirements.md 7: %s without required %s is rejected naming it', (_, key, def) => {
    const { [key]: _dropped, ...rest } = def.example as Record<string, unknown>;
    expect(issuePaths(def, rest)).toContain(key);
  });

  it.each(keyed)('requirements.md 7: %s with a wrong-typed %s is rejected naming it', (_, key, def) => {
    // An object of an object: wrong for every field, flat records of flags included (trackEvent's properties).
    const paths = issuePaths(def, { ...(def.example as object), [key]: { wrong: { nested: true } } });
    expect(paths.some((p) => p === key || p.startsWith(`${key}.`))).toBe(true);
  });

  it.each(fns)('requirements.md 7: %s rejects a non-object payload', (_, def) => {
    for (const payload of [null, 'x', 1, []]) expect(def.input.safeParse(payload).success).toBe(false);
  });

  const emails = [
    ...fns.flatMap(([name, def]) => emailPaths(def.example).map((path) => [name, path, def.example] as const)),
    [
      'createUserWithEmailLink',
      ['invitations', '0', 'email'],
      { ...contract.createUserWithEmailLink.example, invitations: [{ email: 'x@y.z', role: 'assistant' }] },
    ] as const,
  ];
  it('finds the email fields', () => expect(emails.length).toBeGreaterThanOrEqual(9));

  it.each(emails)('requirements.md 5: %s with a bad email at %j is rejected naming it', (name, path, example) => {
    for (const bad of ['not-an-email', 'a@b', 'a b@c.com', '']) {
      const result = contract[name as keyof typeof contract].input.safeParse(setPath(example, [...path], bad));
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.path.map(String))).toContainEqual([...path]);
    }
  });

  it('requirements.md 5: emails are normalised before validation', () => {
    expect(contract.signIn.input.parse({ email: '  Nurse@Demo.TEST ', password: 'x' }).email).toBe('nurse@demo.test');
  });

  it('property: no payload makes an input schema throw', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fns), fc.jsonValue(), ([, def], payload) => {
        def.input.safeParse(payload);
        return true;
      }),
    );
  });

  it.each([
    ['signIn', true],
    ['getUserPasswordCreated', true],
    ['toString', false],
    ['constructor', false],
    ['__proto__', false],
    ['', false],
  ])('isFnName(%j) -> %s', (name, expected) => expect(isFnName(name)).toBe(expected));
});

describe('patient data (ADR 017: every call of a function that touches it is audited)', () => {
  const audited = fns.filter(([, def]) => def.patientData !== 'none');

  it('the functions that read or write patient data are the ones declared', () => {
    // A new function that touches patient data must be added here and declare it in the contract.
    expect(audited.map(([name, def]) => `${name}: ${(def.patientData as { access: string }).access}`).sort()).toEqual(
      [
        'createOrder: write',
        'createUserWithEmailLink: write',
        'deleteUser: write',
        'generateAuthToken: write',
        'getItineraryDrivingEstimate: read',
        'getItineraryFlowData: read',
        'getPatientSignInToken: write',
        'getProcedureData: read',
        'getProcedureOrder: read',
        'getProcedureTimeline: read',
        'listOrders: read',
        'listOfficeVisits: read',
        'searchOfficePatients: read',
        'listUsersAwaitingApproval: read',
        // Dispatch's board names the waiting visits' patients; publishing schedules their procedures (issue 25).
        'getDispatchBoard: read',
        'publishDispatchPlan: write',
        // Operations' live day and the stability clocks name patients' stops and specimens (issue 25).
        'getLiveDay: read',
        'getProcedureSpecimens: read',
        // The packer's lists name each kit shipment's patient (issue 26).
        'searchSupplyShipments: read',
        'searchSupplyTransfers: read',
        // … and the packing flow reads and writes a kit shipment's, its patient's (issue 26).
        'getSupplyTransfer: read',
        'scanSupplyTransferStep: write',
        'printShippingLabel: write',
        'saveSupplyBoxPhoto: write',
        'finishSupplyTransferPacking: write',
        'getSupplyShipment: read',
        'shipSupplyShipment: write',
        'setProcedureStatuses: write',
        // Every step of the nurse's itinerary writes its patients' procedures and samples.
        ...Object.keys(itineraryStepsContract).map((name) => `${name}: write`),
      ].sort(),
    );
  });

  it.each(audited)('%s names its record by a field of its input or output', (_, def) => {
    const use = def.patientData as { field?: string };
    if (use.field === undefined) return;
    const outputShape = def.output instanceof z.ZodObject ? def.output.shape : {};
    expect(use.field in shapeOf(def) || use.field in outputShape).toBe(true);
  });

  it.each(fns)('%s: a patient-data field in its answer means it is declared', (name, def) => {
    // Answers that carry patients, contacts, charting or results are patient data by definition.
    const patientKeys = ['patient', 'patients', 'contact', 'charting', 'results', 'samples'];
    const json = JSON.stringify(z.toJSONSchema(def.output, { unrepresentable: 'any' }));
    const carries = patientKeys.some((key) => json.includes(`"${key}":`));
    if (carries) expect(def.patientData, name).not.toBe('none');
  });
});
