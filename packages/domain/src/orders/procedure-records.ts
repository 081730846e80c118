/**
 * What the procedure page shows of a procedure's results and documents, and to whom (issue 14,
 * ADR 033).
 *
 * Why this is hard / conventions here:
 *   - An order belongs to two offices (requirements.md 3, ADR 028): the one it was placed for (the
 *     prescriber's, `orders.office_id`) and the one that placed it (`created_by_office_id`). Both
 *     follow the order, but a result is reported to the ordering provider: only staff of the
 *     prescriber's office read its value. The other office sees that a result exists and its status.
 *     Operations see statuses only: they run the visits, not the patient's care.
 *   - `procedures.documents` is free-form jsonb (requirements.md 3 names no shape). An entry the office can
 *     open is `{ title, fileID }`; anything else is dropped here, never shown half-read.
 *   - A file the office may not read (the nurse's "Centrifuge Photo", requirements.md 5) is listed so the
 *     office knows it exists, but with no link: only its uploader and operations read it.
 */
import { centrifugePhotoTitle } from '../transitions/processing-actions.ts';
import type { ChartingItem } from '../itinerary-data/model.ts';
import type { ProcedureDocumentKind } from '../vocabulary/procedure-records.ts';
import type { ProcedureStatus } from '../vocabulary/procedures.ts';

/** The two offices an order belongs to (ADR 028). */
export interface OrderOffices {
  /** The office the order was placed for: the prescriber's, the ordering office. */
  officeId: string;
  /** The office that placed it (the same one, or e.g. a staffing office booking for it). */
  createdByOfficeId: string;
}

/**
 * Whether a caller who is an accepted member of `callerOfficeIDs` reads result values: only staff
 * of the ordering office (the order's `office_id`).
 */
export function mayReadResultValues(callerOfficeIDs: readonly string[], order: OrderOffices): boolean {
  return callerOfficeIDs.includes(order.officeId);
}

/** A product id made readable: `product-vitamin-d` -> `Vitamin D`, `product-hba1c` -> `HBA1C`. */
export function productLabel(productID: string): string {
  const words = productID
    .replace(/^product-/, '')
    .split(/[-_]+/)
    .filter((w) => w.length > 0);
  if (words.length === 0) return productID;
  return words
    .map((w, i) => {
      if (w.length === 1 || /\d/.test(w)) return w.toUpperCase();
      return i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w;
    })
    .join(' ');
}

/** A procedure as far as its awaited result goes. */
export interface ResultExpectation {
  id: string;
  status: ProcedureStatus;
  /** Its test's name; a procedure with no test expects no result of its own. */
  testName: string | null;
}

/**
 * The results still to come that the lab has not opened a row for yet (issue 27: a freshly ordered
 * TSH is pending, not "no results are expected"): one per procedure with a test and no stored
 * result, unless it was canceled or failed, which will never report one.
 */
export function awaitedResults(
  procedures: readonly ResultExpectation[],
  storedProcedureIDs: ReadonlySet<string>,
): { procedureID: string; name: string }[] {
  return procedures.flatMap((p) =>
    p.testName !== null && !storedProcedureIDs.has(p.id) && p.status !== 'canceled' && p.status !== 'failed'
      ? [{ procedureID: p.id, name: p.testName }]
      : [],
  );
}

/** One entry of `procedures.documents` the office can be shown. */
export interface ProcedureDocument {
  title: string;
  fileID: string;
}

const FILE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The well-formed entries of a procedure's `documents` (free-form jsonb); the rest are dropped. */
export function toProcedureDocuments(documents: unknown): ProcedureDocument[] {
  if (!Array.isArray(documents)) return [];
  return documents.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { title, fileID } = entry as Record<string, unknown>;
    if (typeof fileID !== 'string' || !FILE_ID.test(fileID)) return [];
    const name = typeof title === 'string' && title.trim().length > 0 ? title.trim().slice(0, 200) : 'Document';
    return [{ title: name, fileID }];
  });
}

/** The file ids of the "Centrifuge Photo" items (requirements.md 5) anywhere in a charting tree. */
export function centrifugePhotoFileIDs(items: readonly ChartingItem[]): string[] {
  const found: string[] = [];
  const walk = (list: readonly ChartingItem[]) => {
    for (const item of list) {
      if (item.type === 'files' && item.title === centrifugePhotoTitle) {
        const value = Array.isArray(item.value) ? item.value : typeof item.value === 'string' ? [item.value] : [];
        for (const id of value) if (typeof id === 'string' && FILE_ID.test(id) && !found.includes(id)) found.push(id);
      }
      if (item.children) walk(item.children);
    }
  };
  walk(items);
  return found;
}

/** A row of the procedure page's documents: `fileID` set only when the office may open it. */
export interface OfficeDocument {
  kind: ProcedureDocumentKind;
  title: string;
  /** The procedure it belongs to (null for the order's requisition). */
  procedureID: string | null;
  /** The stored file to open through GET /api/files/:id; null when it is not the office's to read. */
  fileID: string | null;
  /** Why it has no link, in the office's words; null when it has one. */
  note: string | null;
}

export const OFFICE_DOCUMENT_NOTES = {
  photoKept: 'Kept for operations',
  fileMissing: 'Not available',
} as const;

export interface OfficeDocumentsInput {
  /** The order's requisition number: its PDF is the first document (null: none to print). */
  requisitionNumber: string | null;
  procedures: readonly {
    id: string;
    code: string | null;
    documents: unknown;
    chartingItems: readonly ChartingItem[];
  }[];
  /** The file ids among the documents that are stored: a document naming another is not linked. */
  storedFileIDs: ReadonlySet<string>;
}

/**
 * What the office sees of an order's paperwork: the requisition, each procedure's documents (linked
 * when stored) and its centrifuge photos (listed, never linked).
 */
export function toOfficeDocuments({
  requisitionNumber,
  procedures,
  storedFileIDs,
}: OfficeDocumentsInput): OfficeDocument[] {
  const rows: OfficeDocument[] = [];
  if (requisitionNumber)
    rows.push({
      kind: 'requisition',
      title: `Requisition ${requisitionNumber}`,
      procedureID: null,
      fileID: null,
      note: null,
    });
  for (const p of procedures) {
    const of = p.code ? ` (${p.code})` : '';
    for (const doc of toProcedureDocuments(p.documents)) {
      const stored = storedFileIDs.has(doc.fileID);
      rows.push({
        kind: 'document',
        title: `${doc.title}${of}`,
        procedureID: p.id,
        fileID: stored ? doc.fileID : null,
        note: stored ? null : OFFICE_DOCUMENT_NOTES.fileMissing,
      });
    }
    centrifugePhotoFileIDs(p.chartingItems).forEach((_, i, all) =>
      rows.push({
        kind: 'photo',
        title: `${centrifugePhotoTitle}${all.length > 1 ? ` ${i + 1}` : ''}${of}`,
        procedureID: p.id,
        fileID: null,
        note: OFFICE_DOCUMENT_NOTES.photoKept,
      }),
    );
  }
  return rows;
}
