import { randomBytes } from 'node:crypto';
import { planCollection } from '@sc/domain/catalogue/collection-plan';
import { toLocalDateKey } from '@sc/domain/format/dates';
import { COLLECTION_KIT_SUPPLY_ID, kitShipmentRefusal, kitShipmentTransferOf } from '@sc/domain/orders/kit-shipment';
import { checkOrderDiagnoses } from '@sc/domain/orders/diagnoses';
import { normalizeNpi, npiRefusal } from '@sc/domain/orders/ordering-prescriber';
import { ORDER_REFUSALS, requisitionNumberOf, visitRequestRefusal } from '@sc/domain/orders/order-request';
import { isPlaced } from '@sc/domain/addresses/address-place';
import { waitingRegion } from '@sc/domain/dispatch/visit-region';
import { badRequest } from '../../lib/app-error.ts';
import { listServiceRegionAreas } from '../../repositories/shift-schedule.repository.ts';
import { newId } from '../../lib/tokens.ts';
import { regionsOfPlaceGroup } from '../../repositories/places.repository.ts';
import { findActiveLabTests } from '../../repositories/lab-tests.repository.ts';
import {
  findOfficeMember,
  insertOrder,
  insertOrderParts,
  orderContainerRows,
  procedureRow,
} from '../../repositories/orders.repository.ts';
import { findPatientOfOffices, patientOfficeIDsOf } from '../../repositories/patient-offices.repository.ts';
import {
  createSupplyTransferForKitShipment,
  findDefaultPackingPlace,
} from '../../repositories/supply-transfers.repository.ts';
import { unknownTest } from '../catalogue/get-collection-plan.ts';
import { recordCustodyOf } from '../custody/record-custody.ts';
import { requireOfficeStaff } from '../office-access.ts';
import { requireCaller, type Handler } from '../context.ts';

/** A kit-shipment order when no place packs kits (ADR 058). */
export const NO_PACKING_PLACE =
  'No packing place ships kits yet: ask operations, or have the nurse bring the supplies.';

/** Requisition numbers drawn before giving up: a clash is one in a trillion. */
const NUMBER_TRIES = 5;

/**
 * An office orders tests for one patient's visit (issue 14): in one transaction the order, its
 * booking, a procedure per test (ordered: it waits for a visit) and the collection plan's
 * containers. Every check is made before anything is written. Each procedure's dropOffPlaceGroups is
 * the office's place group as it is now (ADR 065): a later change of the office's group moves no
 * order already placed. The order carries its ordering prescriber's NPI and its diagnoses (ADR 087).
 */
export const createOrder: Handler<'createOrder'> = async (input, ctx) => {
  const caller = requireCaller(ctx);
  const office = await requireOfficeStaff(ctx.db, caller, input.officeID);
  const prescriber = await findOfficeMember(ctx.db, office.id, input.prescriberID, 'prescriber');
  if (!prescriber) throw badRequest(ORDER_REFUSALS.unknownPrescriber, 'prescriberID');
  // The ordering prescriber's NPI and the order's ICD-10-CM diagnoses, as the lab requires (ADR 087).
  const npiProblem = npiRefusal(input.prescriberNPI);
  if (npiProblem) throw badRequest(npiProblem, 'prescriberNPI');
  const diagnoses = checkOrderDiagnoses(input.diagnosisCodes);
  if (!diagnoses.ok) throw badRequest(diagnoses.message, 'diagnosisCodes');
  // The office's own patient, or for a lab a partner office's (requirements.md 6, ADR 031): the picker's offices.
  const patient = await findPatientOfOffices(ctx.db, await patientOfficeIDsOf(ctx.db, office), input.patientID);
  if (!patient) throw badRequest(ORDER_REFUSALS.unknownPatient, 'patientID');
  const found = new Map((await findActiveLabTests(ctx.db, input.testIDs)).map((t) => [t.id, t]));
  const missing = input.testIDs.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest(unknownTest(missing), 'testIDs');
  const tests = [...new Set(input.testIDs)].map((id) => found.get(id)!);
  const visit = { ...input, timeZone: patient.timeZone };
  const refusal = visitRequestRefusal(visit, ctx.config.clock.now());
  if (refusal)
    throw badRequest(
      refusal,
      refusal === ORDER_REFUSALS.shortWindow || refusal === ORDER_REFUSALS.endedWindow ? 'windowEnd' : 'requestedDate',
    );
  // requirements.md 2.11 kit shipment (ADR 058): the kit needs the patient's address, time to travel and a packer.
  const now = ctx.config.clock.now();
  const kitRequest = {
    supplyStrategy: input.supplyStrategy,
    requestedDate: input.requestedDate,
    today: toLocalDateKey(now, patient.timeZone),
    patient: { id: patient.id, name: `${patient.firstName} ${patient.lastName}`.trim(), address: patient.address },
  };
  const kitRefusal = kitShipmentRefusal(kitRequest);
  if (kitRefusal) throw badRequest(kitRefusal.message, kitRefusal.field);
  const packingPlace = input.supplyStrategy === 'kit-shipment' ? await findDefaultPackingPlace(ctx.db) : undefined;
  if (input.supplyStrategy === 'kit-shipment' && !packingPlace) throw badRequest(NO_PACKING_PLACE, 'supplyStrategy');

  const plan = planCollection(tests);
  // Where the visit is and whose board it waits on (ADR 049): the patient's point and its region.
  // With no point it still waits, on the office's place group's region or every board (ADR 071).
  const home = { lat: patient.homeLat, lng: patient.homeLng };
  const point = isPlaced(home) ? home : null;
  const serviceRegionId = waitingRegion(
    point,
    await listServiceRegionAreas(ctx.db),
    !point && office.placeGroupId ? await regionsOfPlaceGroup(ctx.db, office.placeGroupId) : [],
  );
  const orderID = newId();
  const bookingID = newId();
  const procedureOf = new Map(tests.map((t) => [t.id, newId()]));
  let requisitionNumber = '';
  for (let attempt = 0; attempt < NUMBER_TRIES && !requisitionNumber; attempt += 1) {
    const candidate = requisitionNumberOf(randomBytes(8));
    const inserted = await insertOrder(ctx.db, {
      id: orderID,
      officeId: office.id,
      createdByOfficeId: office.id,
      prescriberId: prescriber.id,
      prescriberNpi: normalizeNpi(input.prescriberNPI),
      diagnosisCodes: diagnoses.diagnoses.map((d) => d.code),
      patientId: patient.id,
      requisitionNumber: candidate,
      status: 'ordered',
      requestedDate: input.requestedDate,
      windowStart: input.windowStart,
      windowEnd: input.windowEnd,
      timeZone: patient.timeZone,
      fastingHours: plan.fastingHours,
      notes: input.notes,
      createdByUserId: caller.userId,
      supplyStrategy: input.supplyStrategy,
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      serviceRegionId,
    });
    if (inserted) requisitionNumber = candidate;
  }
  if (!requisitionNumber) throw new Error('no free requisition number');

  await insertOrderParts(ctx.db, {
    booking: { id: bookingID, orderId: orderID, patientId: patient.id },
    procedures: tests.map((test) => ({
      ...procedureRow(test, procedureOf.get(test.id)!, orderID, bookingID, plan),
      kitSupplyId: input.supplyStrategy === 'kit-shipment' ? COLLECTION_KIT_SUPPLY_ID : null,
      dropOffPlaceGroups: office.placeGroupId ? [office.placeGroupId] : [],
    })),
    containers: orderContainerRows(orderID, plan, (testID) => procedureOf.get(testID)!),
  });
  // The packers' work, in this transaction: one transfer named by the order (issues 25, 26).
  const transfer = kitShipmentTransferOf({ ...kitRequest, orderID, procedureIDs: [...procedureOf.values()] });
  if (transfer)
    await createSupplyTransferForKitShipment(ctx.db, {
      ...transfer,
      placeId: packingPlace!,
      deliveryMethod: 'mail',
      at: now,
    });
  await recordCustodyOf(ctx.db, [...procedureOf.values()], 'ordered', {
    userId: caller.userId,
    role: caller.role,
    at: now,
  });
  return {
    orderID,
    requisitionNumber,
    status: 'ordered' as const,
    procedureIDs: tests.map((t) => procedureOf.get(t.id)!),
    needsPlace: point === null,
    supplyTransferID: transfer?.id ?? null,
  };
};
