/**
 * An office's orders (issue 14, ADR 028): one patient's visit with the tests to collect, and the
 * orders list with its paging, sorting, filters and search.
 */
import { z } from 'zod';
import { specimenWhereabouts } from '../custody/specimen-whereabouts.ts';
import { orderSorts, orderStatuses } from '../vocabulary/orders.ts';
import { supplyStrategies } from '../vocabulary/itinerary.ts';
import { DIAGNOSIS_CODE_INPUT_MAX, ORDER_DIAGNOSES_MAX } from '../orders/diagnoses.ts';
import { procedureDocumentKinds, resultValueStates } from '../vocabulary/procedure-records.ts';
import { procedureResultStatuses, procedureStatuses, sampleStatuses } from '../vocabulary/procedures.ts';
import { ORDER_TESTS_MAX } from './catalogue.ts';
import { defineFunction, rolesAccess } from './define.ts';
import { idSchema } from './schemas.ts';

export const ORDER_NOTES_MAX = 1000;
export const ORDERS_PAGE_MAX = 50;
/** Deep pages are what the filters are for. */
export const ORDERS_PAGES_MAX = 2000;

const dateSchema = z.string().max(10);
const personSchema = z.object({ id: z.string(), name: z.string() });
/** An order's diagnosis in words (ADR 087): "E11.9", "Type 2 diabetes mellitus without complications". */
const diagnosisSchema = z.object({ code: z.string(), description: z.string() });

export const orderRowSchema = z.object({
  id: z.string(),
  requisitionNumber: z.string().nullable(),
  status: z.enum(orderStatuses),
  patient: personSchema.nullable(),
  prescriber: personSchema.nullable(),
  tests: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      procedureID: z.string(),
      // Its procedure's status: a canceled test of an order still going shows as canceled (issue 27).
      status: z.enum(procedureStatuses),
    }),
  ),
  requestedDate: z.string().nullable(),
  windowStart: z.string().nullable(),
  windowEnd: z.string().nullable(),
  timeZone: z.string().nullable(),
  createdAt: z.string(),
});

export const listOrdersInput = z.object({
  officeID: idSchema,
  page: z.number().int().min(1).max(ORDERS_PAGES_MAX).default(1),
  pageSize: z.number().int().min(1).max(ORDERS_PAGE_MAX).default(25),
  sort: z.enum(orderSorts).default('requested'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  status: z.array(z.enum(orderStatuses)).max(orderStatuses.length).default([]),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  patientID: idSchema.optional(),
  prescriberID: idSchema.optional(),
  testID: idSchema.optional(),
  search: z.string().trim().max(60).default(''),
});

export const PATIENT_PICKS_MAX = 20;

const patientPickSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
});

const procedureRowSchema = z.object({
  id: z.string(),
  status: z.enum(procedureStatuses),
  test: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  failure: z
    .object({
      reason: z.string(),
      /** Who failed it: a name, and the role it was failed in. */
      failedBy: z.string().nullable(),
      failedByRole: z.string().nullable(),
      at: z.string().nullable(),
    })
    .nullable(),
  /** Whether office staff may still cancel it (the domain's status rule). */
  cancelable: z.boolean(),
});

/** A result per product (requirements.md 3): its value only for staff of the ordering office (ADR 033). */
const procedureResultSchema = z.object({
  procedureID: z.string(),
  productID: z.string(),
  name: z.string(),
  status: z.enum(procedureResultStatuses),
  value: z.string().nullable(),
  valueState: z.enum(resultValueStates),
});

/** The order's paperwork the office sees; `fileID` only on what it may open (ADR 033). */
const officeDocumentSchema = z.object({
  kind: z.enum(procedureDocumentKinds),
  title: z.string(),
  procedureID: z.string().nullable(),
  fileID: z.string().nullable(),
  note: z.string().nullable(),
});

export const ordersContract = {
  getProcedureOrder: defineFunction({
    summary:
      'A procedure with its order as office staff follow it: the patient, prescriber, visit, every test of the order with its status, and the planned containers (issue 14).',
    input: z.object({ procedureID: idSchema }),
    output: z.object({
      order: orderRowSchema.extend({
        notes: z.string(),
        fastingHours: z.number().int(),
        /** The ordering prescriber's NPI as placed (ADR 087); null on orders placed before it was asked. */
        prescriberNPI: z.string().nullable(),
        /** The order's ICD-10-CM diagnoses, in the order they were chosen (ADR 087). */
        diagnoses: z.array(diagnosisSchema),
        /** The visit has no place on the map, so no nurse can be planned to it (ADR 071). */
        needsPlace: z.boolean(),
      }),
      patient: z
        .object({
          id: z.string(),
          name: z.string(),
          dateOfBirth: z.string().nullable(),
          phone: z.string().nullable(),
          address: z.string().nullable(),
        })
        .nullable(),
      procedures: z.array(procedureRowSchema),
      /** This procedure's samples: each tube, its scanned serial, when it was collected and its status. */
      samples: z.array(
        z.object({
          id: z.string(),
          tube: z.string(),
          /** Its cap colour, as the nurse's screens show it (issue 27). */
          color: z.string().nullable(),
          serial: z.string().nullable(),
          status: z.enum(sampleStatuses),
          collectedAt: z.string().nullable(),
          failure: z.string().nullable(),
        }),
      ),
      containers: z.array(
        z.object({
          position: z.number().int(),
          name: z.string(),
          color: z.string().nullable(),
          procedureIDs: z.array(z.string()),
          volumeMl: z.number(),
          handling: z.array(z.string()),
        }),
      ),
      results: z.array(procedureResultSchema),
      documents: z.array(officeDocumentSchema),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: { access: 'read', record: 'procedure', field: 'procedureID' },
    example: { procedureID: 'proc-pia-panel' },
  }),
  searchOfficePatients: defineFunction({
    summary: 'The office’s patients whose name or email contains the query, by name, for the order form (issue 14).',
    input: z.object({
      officeID: idSchema,
      query: z.string().trim().max(60).default(''),
      limit: z.number().int().min(1).max(PATIENT_PICKS_MAX).default(10),
    }),
    output: z.object({ patients: z.array(patientPickSchema), patientIDs: z.array(z.string()) }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: { access: 'read', record: 'user', field: 'patientIDs' },
    example: { officeID: 'office-lab', query: 'pia', limit: 10 },
  }),
  listOfficePrescribers: defineFunction({
    summary:
      'The office’s prescribers an order can name, by name, each with the NPI of their latest order here (requirements.md 2.4, ADR 087).',
    input: z.object({ officeID: idSchema }),
    output: z.object({
      prescribers: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          /** The NPI on their latest order at this office, to fill in the next (ADR 087); null before any. */
          npi: z.string().nullable(),
        }),
      ),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: 'none',
    example: { officeID: 'office-lab' },
  }),
  createOrder: defineFunction({
    summary:
      'An office orders tests for one patient’s visit: the order, its booking, a procedure per test and the planned containers, waiting for a nurse (issue 14).',
    input: z.object({
      officeID: idSchema,
      patientID: idSchema,
      prescriberID: idSchema,
      /** The ordering prescriber's NPI (ADR 087): 10 digits with the CMS check digit; checked in words by the server. */
      prescriberNPI: z.string().max(20),
      /** ICD-10-CM codes from the built-in list (ADR 087): 1 to 12, checked in words by the server. */
      diagnosisCodes: z.array(z.string().max(DIAGNOSIS_CODE_INPUT_MAX)).max(ORDER_DIAGNOSES_MAX * 2),
      testIDs: z.array(idSchema).min(1).max(ORDER_TESTS_MAX),
      requestedDate: dateSchema,
      windowStart: z.string().max(5),
      windowEnd: z.string().max(5),
      notes: z.string().trim().max(ORDER_NOTES_MAX).default(''),
      /** requirements.md 2.11: kit-shipment has the patient's kit packed and shipped before the visit (ADR 058). */
      supplyStrategy: z.enum(supplyStrategies).default('nurse-supplies'),
    }),
    output: z.object({
      orderID: z.string(),
      requisitionNumber: z.string(),
      status: z.enum(orderStatuses),
      procedureIDs: z.array(z.string()),
      /** The patient has no point: the visit waits under "Needs a place on the map" (ADR 071). */
      needsPlace: z.boolean(),
      /** The packers' supply transfer a kit-shipment order made; null when the nurse brings the supplies. */
      supplyTransferID: z.string().nullable(),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: true,
    patientData: { access: 'write', record: 'user', field: 'patientID' },
    example: {
      officeID: 'office-lab',
      patientID: 'user-patient',
      prescriberID: 'user-prescriber',
      prescriberNPI: '1234567893',
      diagnosisCodes: ['E78.5', 'E55.9'],
      testIDs: ['test-lipid', 'test-vitd'],
      requestedDate: '2099-01-05',
      windowStart: '08:00',
      windowEnd: '10:00',
      notes: 'Ring the bell twice.',
    },
  }),
  listOrders: defineFunction({
    summary:
      'One page of an office’s orders (its own and those it initiated), sorted and filtered by status, requested day, patient, prescriber, test and a search of patient names and requisition numbers (issue 14).',
    input: listOrdersInput,
    output: z.object({
      /** Each with where its specimens are (custody events, architecture.md 10). */
      orders: z.array(orderRowSchema.extend({ specimen: z.enum(specimenWhereabouts) })),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      /** The patients on this page: what the audit trail records as read. */
      patientIDs: z.array(z.string()),
    }),
    access: rolesAccess('prescriber', 'assistant', 'admin'),
    write: false,
    patientData: { access: 'read', record: 'user', field: 'patientIDs' },
    example: { officeID: 'office-lab', page: 1, pageSize: 25, sort: 'requested', direction: 'desc' },
  }),
};
