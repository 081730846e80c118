/**
 * The demo office's orders in every status (issue 14), beside Pia's and Ben's on the demo
 * itinerary: so `prescriber@demo.test` sees a working orders list, procedure pages and filters.
 * Each order's containers are the domain's collection plan of its tests; its status is its
 * procedures' (ADR 028). Days are counted from `now` in the lab's zone.
 */
import { planCollection } from '@sc/domain/catalogue/collection-plan';
import { CONTAINERS } from '@sc/domain/catalogue/containers';
import { collectionTasks } from '@sc/domain/catalogue/lab-test';
import { STANDARD_TESTS } from '@sc/domain/catalogue/standard-tests';
import { orderStatusOf } from '@sc/domain/orders/order-status';
import type { ProcedureStatus } from '@sc/domain/vocabulary/procedures';
import { encryptResult } from '../lib/result-crypto.ts';
import { orderContainerRows } from '../repositories/orders.repository.ts';
import type { Tx } from './client.ts';
import * as t from './schema.ts';
import { seedOfficePatients } from './seed-patients.ts';
import { demoDays } from './seed-clock.ts';

const DAY = 86_400_000;
/** Every order's visit window; a visit's history is over by 8:45 (seed-custody.ts). */
const WINDOW = ['08:00', '10:00'] as const;
const VISIT_OVER = '08:45';

/** Priya Prescriber's NPI on the demo orders (ADR 087): CMS's example number, whose check digit holds. */
export const DEMO_PRESCRIBER_NPI = '1234567893';

/** Two more patients of the lab, with what an order prints. */
const patients = [
  {
    id: 'user-patient-omar',
    email: 'omar.ortiz@demo.test',
    firstName: 'Omar',
    lastName: 'Ortiz',
    dateOfBirth: '1962-11-02',
    phone: '+1 718 555 0131',
    address: '310 Atlantic Ave, Brooklyn, NY 11201',
  },
  {
    id: 'user-patient-lena',
    email: 'lena.lopez@demo.test',
    firstName: 'Lena',
    lastName: 'Lopez',
    dateOfBirth: '2019-05-20',
    phone: '+1 718 555 0177',
    address: '88 Prospect Pl, Brooklyn, NY 11217',
  },
];

/**
 * Each order: its patient, day (from today in the lab's zone; 0 is the last morning whose visit is
 * over, seed-custody.ts's history, so yesterday's before 8:45), tests and each test's procedure status.
 */
const orders: {
  id: string;
  requisition: string;
  patient: string;
  inDays: number;
  tests: [string, ProcedureStatus][];
  /** ICD-10-CM codes from the built-in list (ADR 087). */
  diagnoses: string[];
  notes?: string;
}[] = [
  {
    id: 'order-omar-wellness',
    requisition: 'RQ-8H2KQ4ZM',
    patient: 'user-patient-omar',
    inDays: 2,
    diagnoses: ['Z00.00', 'E78.5', 'R73.03'],
    tests: [
      ['test-lipid', 'ordered'],
      ['test-vitd', 'ordered'],
      ['test-a1c', 'ordered'],
    ],
    notes: 'Third floor, no elevator.',
  },
  {
    id: 'order-omar-thyroid',
    requisition: 'RQ-3N7TVC1X',
    patient: 'user-patient-omar',
    inDays: -9,
    diagnoses: ['E03.9'],
    tests: [
      ['test-tsh', 'completed'],
      ['test-ft4', 'completed'],
    ],
  },
  {
    // Collected this morning: still with the nurse (seed-custody.ts stops its history there).
    id: 'order-lena-cmp',
    requisition: 'RQ-6J1QXB3T',
    patient: 'user-patient-lena',
    inDays: 0,
    diagnoses: ['Z00.129'],
    tests: [['test-cmp', 'completed']],
  },
  {
    id: 'order-lena-lead',
    requisition: 'RQ-5W9PDR6G',
    patient: 'user-patient-lena',
    inDays: -3,
    diagnoses: ['Z13.88'],
    tests: [['test-lead', 'failed']],
    notes: 'A parent must be present.',
  },
  {
    id: 'order-pia-cbc',
    requisition: 'RQ-2Y4EHM8S',
    patient: 'user-patient',
    inDays: 5,
    diagnoses: ['D64.9', 'E61.1'],
    tests: [
      ['test-cbc', 'canceled'],
      ['test-ferritin', 'canceled'],
    ],
  },
];

/**
 * Results of the completed thyroid order (requirements.md 3, ADR 033): one back from the lab, one still
 * pending. Each is a product with results enabled (a result row); a value is saved encrypted with
 * the patient's id, so the demo needs the instance's key, and without one it stays pending.
 */
const demoResults = [
  {
    procedureID: 'order-omar-thyroid-tsh',
    productID: 'product-tsh',
    patientID: 'user-patient-omar',
    value: 'TSH 2.1 mIU/L (reference 0.4-4.0): normal',
  },
  { procedureID: 'order-omar-thyroid-ft4', productID: 'product-free-t4', patientID: 'user-patient-omar', value: null },
];

/** The orders seeded here (seed-custody.ts gives their procedures a history). */
export const DEMO_ORDER_IDS = orders.map((o) => o.id);

export async function seedDemoOrders(tx: Tx, now: Date, timeZone: string, dataEncryptionKey?: string): Promise<void> {
  await seedOfficePatients(
    tx,
    'office-lab',
    patients.map((p) => ({ ...p, timeZone })),
    now,
  );
  const days = demoDays(now, timeZone);
  // This morning's visit began at its window's start and was over half an hour later (seed-custody.ts).
  const morning = now >= days.at(days.day(0), VISIT_OVER) ? 0 : -1;
  for (const order of orders) {
    const tests = order.tests.map(([id]) => STANDARD_TESTS.find((test) => test.id === id)!);
    const plan = planCollection(tests);
    const procedureOf = (testID: string) => `${order.id}-${testID.replace(/^test-/, '')}`;
    const requestedDate = days.day(order.inDays === 0 ? morning : order.inDays);
    const visitAt = days.at(requestedDate, WINDOW[0]);
    // What happened is never after now; an order still to come has its status since it was made.
    const createdAt = new Date(Math.min(now.getTime(), visitAt.getTime()) - 3 * DAY);
    const statusAt = visitAt < now ? visitAt : createdAt;
    await tx.insert(t.orders).values({
      id: order.id,
      officeId: 'office-lab',
      createdByOfficeId: 'office-lab',
      prescriberId: 'user-prescriber',
      prescriberNpi: DEMO_PRESCRIBER_NPI,
      diagnosisCodes: order.diagnoses,
      patientId: order.patient,
      requisitionNumber: order.requisition,
      status: orderStatusOf(order.tests.map(([, status]) => status)),
      requestedDate,
      windowStart: WINDOW[0],
      windowEnd: WINDOW[1],
      timeZone,
      fastingHours: plan.fastingHours,
      notes: order.notes ?? '',
      createdByUserId: 'user-prescriber',
      createdAt,
    });
    await tx.insert(t.bookings).values({ id: `booking-${order.id}`, orderId: order.id, patientId: order.patient });
    await tx.insert(t.procedures).values(
      order.tests.map(([testID, status]) => {
        const test = tests.find((x) => x.id === testID)!;
        return {
          id: procedureOf(testID),
          orderId: order.id,
          bookingId: `booking-${order.id}`,
          testId: testID,
          taskId: collectionTasks[CONTAINERS[test.container].specimen],
          status,
          statusAt,
          ...(status === 'failed'
            ? {
                failedReason: 'The patient was not home.',
                failedBy: 'user-nurse',
                failedByRole: 'nurse',
                failedSupplyCondition: 'unused' as const,
                failedAt: statusAt,
              }
            : {}),
        };
      }),
    );
    await tx.insert(t.orderContainers).values(orderContainerRows(order.id, plan, procedureOf));
  }
  await tx.insert(t.procedureResults).values(
    demoResults.map(({ procedureID, productID, patientID, value }) =>
      value !== null && dataEncryptionKey
        ? {
            procedureId: procedureID,
            productId: productID,
            status: 'available' as const,
            resultCiphertext: encryptResult(value, {
              dataEncryptionKey,
              patientKeyID: patientID,
              procedureID,
              productID,
            }),
            updatedAt: now,
          }
        : { procedureId: procedureID, productId: productID, status: 'pending' as const },
    ),
  );
}
