/**
 * The packer's printable documents (issue 26, ADR 048), each declared once for the print route
 * (http/print-route.ts): who may print it, how it is found (her place's only: another place's is
 * not found), which audit record it names, and how it renders.
 */
import type { Role } from '@sc/domain/vocabulary/accounts';
import type { Caller } from '../context.ts';
import type { Db } from '../../db/client.ts';
import { renderPackingFormPdf, renderShippingLabelPdf, shippingLabelZpl } from '../../printing/packing-pdfs.ts';
import { findPackingPlaceOfUser } from '../../repositories/places.repository.ts';
import { findPrintableProcedure, findPrintableShipment } from '../../repositories/packing-print.repository.ts';
import { formatDateKey, LONG_DATE_FORMAT, toLocalDateKey } from '@sc/domain/format/dates';
import { instructionSheetBarcode } from '@sc/domain/packing/packing-scans';
import { requisitionBarcodeOf } from './transfer-view.ts';

export type PrintFormat = 'pdf' | 'zpl';

export interface Printed {
  /**
   * The audit row's record: a procedure (its patient looked up), a shipment with its patient, or a
   * user record (the patient) as the order requisition names it.
   */
  record: { type: 'procedure' | 'supply-shipment' | 'user'; id: string | null; subjectUserId?: string | null };
  /** The audit row's detail on success; `{ id, format }` when left out. */
  detail?: Record<string, unknown>;
  filename: string;
  render(format: PrintFormat): Promise<{ contentType: string; body: Buffer | string }>;
}

export interface Printable {
  /** The audit action; `print.<document>` when left out. */
  action?: string;
  /** The answer when it is not found; 'Document not found.' when left out. */
  notFound?: string;
  /** The name the requested id goes by in the audit row's detail; `id` when left out. */
  detailKey?: string;
  roles: readonly Role[];
  formats: readonly PrintFormat[];
  /** Undefined when it does not exist for this caller (another place's included); `now` is the clock's. */
  load(db: Db, caller: Caller, id: string, now: Date): Promise<Printed | undefined>;
}

const pdf = async (body: Promise<Buffer>) => ({ contentType: 'application/pdf', body: await body });

async function placeOf(db: Db, caller: Caller) {
  return (await findPackingPlaceOfUser(db, caller.userId))?.id;
}

type PrintableProcedure = NonNullable<Awaited<ReturnType<typeof findPrintableProcedure>>>;

/**
 * What a printed form calls the procedure (ADR 086): its test ("Hemoglobin A1c (HbA1c)"), else the
 * kit it is packed in, never a made-up "Kit collection".
 */
const testOf = (p: PrintableProcedure) => p.testName ?? p.kitName ?? 'The kit in this box';

/**
 * The visit's day in words, its year only when it is not this year (ADR 078) where the order was
 * placed ("Thursday, December 3"), never the stored 2026-12-03 (ADR 086).
 */
function visitDayOf(p: PrintableProcedure, now: Date): string {
  if (!p.neededBy) return 'Not given';
  return formatDateKey(p.neededBy, LONG_DATE_FORMAT, toLocalDateKey(now, p.orderTimeZone ?? 'UTC'));
}

/**
 * A procedure's printed form (the requisition form, the instruction sheet): a PDF named by its
 * barcode, audited as a read of the procedure, found at the packer's own place only.
 */
function procedureForm(
  barcodeOf: (p: PrintableProcedure) => string,
  form: (p: PrintableProcedure, barcode: string, now: Date) => Parameters<typeof renderPackingFormPdf>[0],
): Printable {
  return {
    roles: ['packer'],
    formats: ['pdf'],
    async load(db, caller, id, now) {
      const placeId = await placeOf(db, caller);
      const p = placeId ? await findPrintableProcedure(db, id, placeId) : undefined;
      if (!p) return undefined;
      const barcode = barcodeOf(p);
      return {
        record: { type: 'procedure', id: p.id },
        filename: `${barcode}.pdf`,
        render: () => pdf(renderPackingFormPdf(form(p, barcode, now))),
      };
    },
  };
}

export const packingPrintables: Record<string, Printable> = {
  'requisition-form': procedureForm(
    (p) => requisitionBarcodeOf(p.id, p.requisitionNumber),
    // Words only (ADR 086): the barcode's own line under it is the code; no transfer id in the facts.
    (p, barcode, now) => ({
      title: 'Requisition form',
      barcode,
      facts: [
        ['Patient', p.recipient],
        ['Address', p.address],
        ['Test', testOf(p)],
        ['Visit day', visitDayOf(p, now)],
      ],
      sections: [['For the lab', ['Send this form back in the box with the sample.']]],
    }),
  ),
  'instruction-sheet': procedureForm(
    (p) => instructionSheetBarcode(p.id),
    (p, barcode) => {
      const steps = [p.instructions.collectionInstructions, p.instructions.transferInstructions].filter(
        (x): x is string => Boolean(x),
      );
      return {
        title: 'Instruction sheet',
        barcode,
        facts: [
          ['For', p.recipient],
          ['Test', testOf(p)],
        ],
        sections: [
          ['How to collect', steps.length > 0 ? steps : ['Follow the kit’s own leaflet.']],
          ['Sending it back', ['Put the sample and the requisition form in the box, seal it, and mail it.']],
        ],
      };
    },
  ),
  'shipping-label': {
    roles: ['packer'],
    formats: ['pdf', 'zpl'],
    async load(db, caller, id) {
      const placeId = await placeOf(db, caller);
      const s = placeId ? await findPrintableShipment(db, id, placeId) : undefined;
      if (!s?.shippingLabelBarcode) return undefined;
      const label = {
        carrier: 'Sample Collect Local',
        trackingNumber: s.trackingNumber ?? s.shippingLabelBarcode,
        barcode: s.shippingLabelBarcode,
        from: { name: s.placeName, address: s.placeAddress },
        to: { name: s.recipient, address: s.address },
      };
      return {
        record: { type: 'supply-shipment', id: s.id, subjectUserId: s.patientId },
        filename: `${s.shippingLabelBarcode}`,
        render: async (format) =>
          format === 'zpl'
            ? { contentType: 'application/zpl; charset=us-ascii', body: shippingLabelZpl(label) }
            : pdf(renderShippingLabelPdf(label)),
      };
    },
  },
};
