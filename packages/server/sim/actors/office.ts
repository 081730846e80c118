/**
 * The office (requirements.md 2.4, 2.11): adds patients, some at an address no map can place; orders
 * tests for a patient's visit, with the nurse's supplies or a shipped kit, the same patient again at
 * times; cancels an order.
 */
import { sql } from 'drizzle-orm';
import { localDateKeyAfter } from '@sc/domain/format/zoned-days';
import { queryRows } from '../../test/harness.ts';
import { sendWrite } from '../send.ts';
import type { Step } from '../steps.ts';
import { call, pick, type World } from '../world.ts';

const TEST_SETS = [['test-tsh'], ['test-cbc', 'test-cmp'], ['test-lipid'], ['test-ua'], ['test-vitd', 'test-b12']];
const WINDOWS: [string, string][] = [
  ['08:00', '10:00'],
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['13:00', '16:00'],
];
/** A real street in the lab's borough with its pin (ADR 071), and an address no map can place. */
const PLACEABLE = { address: '250 Joralemon St, Brooklyn, NY 11201', pin: '40.6925, -73.9903' };
const UNPLACEABLE = { address: 'asdf' };

export async function addPatient(world: World, step: Extract<Step, { kind: 'add-patient' }>): Promise<void> {
  world.emails += 1;
  const res = await call(
    world,
    'createUserWithEmailLink',
    {
      user: {
        email: `sim.patient.${world.emails}@example.com`,
        firstName: 'Sim',
        lastName: `Patient ${world.emails}`,
        role: 'patient',
        dateOfBirth: '1980-02-03',
        timeZone: 'America/New_York',
        ...(step.placeable ? PLACEABLE : UNPLACEABLE),
      },
      emailLinkURL: 'http://localhost:3000/finishSignUp',
      office: { id: world.office.id },
    },
    world.office.cookie,
  );
  if (res.status === 200) world.patients.push(res.body.userID);
}

export async function order(world: World, step: Extract<Step, { kind: 'order' }>): Promise<void> {
  const patientID = pick(world.patients, step.patient);
  if (!patientID) return;
  const [windowStart, windowEnd] = pick(WINDOWS, step.window)!;
  const input = {
    officeID: world.office.id,
    patientID,
    prescriberID: world.office.staffId,
    prescriberNPI: '1234567893',
    diagnosisCodes: ['Z00.00'],
    testIDs: pick(TEST_SETS, step.tests)!,
    requestedDate: localDateKeyAfter(world.clock.now(), step.daysAhead, 'America/New_York'),
    windowStart,
    windowEnd,
    supplyStrategy: step.kitShipment ? 'kit-shipment' : 'nurse-supplies',
  };
  const count = async () =>
    (await queryRows<{ n: number }>(world.t.db, sql`select count(*)::int as n from orders`))[0]!.n;
  const res = await sendWrite(world, 'createOrder', input, world.office.cookie, step.send, count);
  if (res.status === 200) world.orders.push(res.body.orderID);
}

export async function cancelOrder(world: World, step: Extract<Step, { kind: 'cancel-order' }>): Promise<void> {
  const orderID = pick(world.orders, step.order);
  if (!orderID) return;
  const open = await queryRows<{ id: string }>(
    world.t.db,
    sql`select id from procedures where order_id = ${orderID} and status = 'ordered' order by id`,
  );
  if (open.length === 0) return;
  await call(
    world,
    'setProcedureStatuses',
    { procedureIDs: open.map((p) => p.id), status: 'canceled' },
    world.office.cookie,
  );
}
