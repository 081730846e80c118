/**
 * What can happen in a simulated day, as data (ADR 073). A step names its actor and choices by
 * number; the number is read modulo what exists when the step runs (the third open offer, the
 * second payout), so any sub-list of a failing week is still a week that runs. That is what lets
 * fast-check shrink a break to the few steps that still make it.
 */
import fc from 'fast-check';

/** How a write is sent (the faults of ADR 073): once, twice without a key, twice with one, or raced. */
export const sendings = ['once', 'twice', 'twice-same-key', 'raced-same-key'] as const;
export type Sending = (typeof sendings)[number];

export type Step =
  | { kind: 'advance'; minutes: number }
  | { kind: 'add-patient'; placeable: boolean }
  | {
      kind: 'order';
      patient: number;
      tests: number;
      window: number;
      daysAhead: 1 | 2;
      kitShipment: boolean;
      send: Sending;
    }
  | { kind: 'cancel-order'; order: number }
  | { kind: 'build-day'; region: number; daysAhead: 1 | 2 }
  | { kind: 'answer-offer'; nurse: number; offer: number; accept: boolean; send: Sending }
  | { kind: 'call-in-sick'; nurse: number }
  | { kind: 'phones'; accepts: boolean[] }
  | { kind: 'withdraw'; nurse: number; percent: number; send: Sending }
  | { kind: 'provider-slow'; slow: boolean }
  | { kind: 'provider-answers'; call: number; outcome: 'pending' | 'settled' | 'error' }
  | { kind: 'payout-decision'; payout: number; settle: boolean }
  // Operations' day-of changes (actors/operations-day.ts) and the infrastructure's faults (faults.ts).
  | {
      kind: 'replan-day';
      region: number;
      daysAhead: 1 | 2;
      visit: number;
      change: 'move' | 'set-aside';
      toNurse: number;
    }
  | { kind: 'reassign'; itinerary: number; nurse: number; assign: boolean }
  | { kind: 'server-restart' }
  | { kind: 'provider-fault'; fault: 'none' | 'down' | 'answers-twice' }
  | { kind: 'smtp-down'; down: boolean }
  | { kind: 'postgres-away'; seconds: number }
  // The field day (actors/field.ts): a nurse walks her next stops, late or offline; a phone syncs; a lab closes early.
  | { kind: 'field-walk'; nurse: number; stops: number; late: number; offline: boolean }
  | { kind: 'phone-sync'; nurse: number }
  | { kind: 'lab-closes-early'; lab: number; minutes: number }
  // The packer and nurses' kits (actors/packer.ts): pack one to three transfers (a wrong item scanned
  // first, at times), ship every packed box, a nurse orders a kit, a nurse activates the kit that came.
  | { kind: 'pack'; transfer: number; count: number; wrong: WrongItem | 'none'; send: Sending }
  | { kind: 'ship'; send: Sending }
  | { kind: 'order-kit'; nurse: number; supply: number; quantity: number; send: Sending }
  | { kind: 'activate-kit'; nurse: number };

/** The wrong items a packer may scan (invariant 6's fault): each must be refused and move nothing. */
export const wrongItems = ['other-supply', 'packed-elsewhere', 'nurse-held', 'not-activated'] as const;
export type WrongItem = (typeof wrongItems)[number];

const n = fc.nat({ max: 1000 });
/** Nurses accept most of what they are offered. */
const accept = fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 });
const send = fc.constantFrom(...sendings);

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 5, max: 90 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('add-patient' as const), placeable: fc.boolean() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      patient: n,
      tests: n,
      window: n,
      daysAhead: fc.constantFrom(1 as const, 2 as const),
      kitShipment: fc.boolean(),
      send,
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel-order' as const), order: n }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('build-day' as const),
      region: n,
      daysAhead: fc.constantFrom(1 as const, 2 as const),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('answer-offer' as const),
      nurse: n,
      offer: n,
      accept,
      send,
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('call-in-sick' as const), nurse: n }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('phones' as const),
      accepts: fc.array(accept, { minLength: 1, maxLength: 8 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      nurse: n,
      percent: fc.integer({ min: 1, max: 100 }),
      send,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('provider-slow' as const), slow: fc.boolean() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('provider-answers' as const),
      call: n,
      outcome: fc.constantFrom('pending' as const, 'settled' as const, 'error' as const),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('payout-decision' as const), payout: n, settle: fc.boolean() }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('replan-day' as const),
      region: n,
      daysAhead: fc.constantFrom(1 as const, 2 as const),
      visit: n,
      change: fc.constantFrom('move' as const, 'set-aside' as const),
      toNurse: n,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('reassign' as const), itinerary: n, nurse: n, assign: fc.boolean() }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('server-restart' as const) }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('provider-fault' as const),
      fault: fc.constantFrom('none' as const, 'down' as const, 'answers-twice' as const),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('smtp-down' as const), down: fc.boolean() }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('postgres-away' as const), seconds: fc.integer({ min: 1, max: 5 }) }),
    weight: 1,
  },
  // Drawn often, and walking up to four stops, so a two-day week finishes visits it accepted on day 1.
  {
    arbitrary: fc.record({
      kind: fc.constant('field-walk' as const),
      nurse: n,
      stops: fc.integer({ min: 1, max: 4 }),
      late: fc.oneof(
        { arbitrary: fc.constant(0), weight: 3 },
        { arbitrary: fc.integer({ min: 10, max: 90 }), weight: 1 },
      ),
      offline: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
    }),
    weight: 16,
  },
  { arbitrary: fc.record({ kind: fc.constant('phone-sync' as const), nurse: n }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('lab-closes-early' as const),
      lab: n,
      minutes: fc.integer({ min: 0, max: 60 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('pack' as const),
      transfer: n,
      count: fc.integer({ min: 1, max: 3 }),
      wrong: fc.oneof(
        { arbitrary: fc.constant('none' as const), weight: 2 },
        { arbitrary: fc.constantFrom(...wrongItems), weight: 1 },
      ),
      send,
    }),
    weight: 6,
  },
  { arbitrary: fc.record({ kind: fc.constant('ship' as const), send }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('order-kit' as const),
      nurse: n,
      supply: n,
      quantity: fc.integer({ min: 1, max: 3 }),
      send,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('activate-kit' as const), nurse: n }), weight: 1 },
);

/**
 * A simulated day: the morning's steps, then at noon operations build and publish every region's
 * tomorrow (ADR 049), then the afternoon's steps.
 */
export interface Day {
  morning: Step[];
  afternoon: Step[];
}

/** A week of days; the clock moves to the next morning between them. */
export const weekArbitrary = (days: number, stepsPerDay: number): fc.Arbitrary<Day[]> => {
  const half = fc.array(stepArbitrary, { maxLength: Math.ceil(stepsPerDay / 2), size: 'max' });
  return fc.noBias(fc.array(fc.record({ morning: half, afternoon: half }), { minLength: days, maxLength: days }));
};

/** The day's steps in order, each with its place in the day for the report. */
export const stepsOf = (day: Day): { label: string; step: Step }[] => [
  ...day.morning.map((step, i) => ({ label: `morning step ${i + 1}`, step })),
  ...day.afternoon.map((step, i) => ({ label: `afternoon step ${i + 1}`, step })),
];

/** One line per step, for the report of a break. */
export const describeStep = (step: Step): string => {
  const { kind, ...rest } = step;
  const args = Object.entries(rest)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.map((x) => (x ? 'accept' : 'decline')).join('/') : String(v)}`)
    .join(' ');
  return args ? `${kind} ${args}` : kind;
};
