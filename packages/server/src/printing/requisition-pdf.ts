/**
 * The printable requisition of an office order (issue 14, architecture.md 10 "Printing", ADR 027): a US
 * Letter PDF with the requisition number in text and as a Code 128 barcode, the office, the ordering
 * prescriber with their NPI, the patient, the diagnoses (ICD-10, ADR 087), requested window, tests and
 * the collection plan in the order of draw.
 *
 * Pure: data in, PDF bytes out, no I/O. The text is real text in PDFKit's built-in Helvetica
 * (WinAnsi, which covers Latin-1); a character it cannot encode is printed as `?`, and what a user
 * typed is wrapped within its column and bounded in length, so nothing overflows a page.
 */
import PDFDocument from 'pdfkit';
import { diagnosisLine } from '@sc/domain/orders/diagnoses';
import { orderingPrescriberLine } from '@sc/domain/orders/ordering-prescriber';
import { drawCode128 } from './code128.ts';
import { printable } from './text.ts';

// The shared printing pieces, where the requisition's tests and first readers found them.
export { code128Bars } from './code128.ts';
export { printable } from './text.ts';

export interface RequisitionContainer {
  position: number;
  name: string;
  testCodes: string[];
  volumeMl: number;
  /** e.g. 'Keep from light', 'Spin after 30 min clot', 'Refrigerate'. */
  handling: string[];
}

export interface Requisition {
  /** e.g. 'RQ-7K3M9X2P': A-Z, 0-9 and '-', at most 24 characters. */
  requisitionNumber: string;
  /** Already formatted for print, e.g. 'Nov 24, 2026 9:14 AM'. */
  orderedAt: string;
  office: { name: string; address?: string | null };
  /** The ordering prescriber and their NPI (ADR 087). */
  prescriber: { name: string; npi?: string | null };
  /** The order's ICD-10-CM diagnoses with their titles (ADR 087); none on orders placed before. */
  diagnoses?: { code: string; description: string }[];
  patient: { name: string; dateOfBirth: string; phone?: string | null; address?: string | null };
  /** e.g. 'Wed, Nov 25, 2026, 8:00 AM – 10:00 AM (America/New_York)'. */
  requested: string;
  /** 0: no fasting line. */
  fastingHours: number;
  tests: { code: string; name: string; canceled?: boolean }[];
  /** The whole order was canceled: printed beside the title, so no one collects from this paper. */
  canceled?: boolean;
  /** In the order of draw. */
  containers: RequisitionContainer[];
  /** The nurse's instructions, one line each. */
  instructions: string[];
  /** Notes for the nurse. */
  notes?: string | null;
}

/** What a canceled order's requisition says beside its title (issue 27). */
export const REQUISITION_CANCELED = 'Canceled: do not collect';

export const REQUISITION_NUMBER_PRINTABLE = /^[A-Z0-9-]{1,24}$/;

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 48;
const FOOTER_Y = PAGE.height - 32;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY_SIZE = 10;
const CELL_PADDING = 4;
const RULE_COLOR = '#b0b0b0';

/** Longest printed diagnosis (code and title), in characters: the longest listed title is about 160. */
const MAX_DIAGNOSIS = 300;
/** Longest printed note, in characters; a longer one ends with a mark that it was cut. */
const MAX_NOTES = 20_000;
/** A table cell is cut (with an ellipsis) at this height, so that one row always fits a page. */
const MAX_CELL_HEIGHT = 160;
/** A line of the office, prescriber or patient block is cut (with an ellipsis) at five lines' height. */
const MAX_BLOCK_LINE_HEIGHT = 60;
/** Added to a measured height when drawing, so that rounding never drops the last line. */
const SLACK = 1;

const BARCODE = {
  height: 50,
  /** Narrowest bar, in points: 1 pt is 4 pixels at 300 dpi. */
  minModule: 1,
  maxModule: 2,
  /** Quiet zone each side, in modules (Code 128 asks for at least 10). */
  quietModules: 10,
};

type Doc = PDFKit.PDFDocument;

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
}

export async function renderRequisitionPdf(req: Requisition): Promise<Buffer> {
  if (!REQUISITION_NUMBER_PRINTABLE.test(req.requisitionNumber)) {
    throw new Error(
      `renderRequisitionPdf: requisition number ${JSON.stringify(req.requisitionNumber)} is not 1 to 24 of A-Z, 0-9, '-'`,
    );
  }
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Laboratory requisition ${req.requisitionNumber}`, Creator: 'Sample Collect' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = MARGIN;

  // Title, then the requisition number as text and barcode.
  doc.font(BOLD).fontSize(20).fillColor('black');
  doc.text('Laboratory requisition', MARGIN, y, { width: CONTENT_WIDTH, lineBreak: false });
  if (req.canceled) {
    doc.fillColor('#b00020').text(REQUISITION_CANCELED, MARGIN, y, { width: CONTENT_WIDTH, align: 'right' });
    doc.fillColor('black');
  }
  y += 28;
  doc.font(FONT).fontSize(BODY_SIZE);
  doc.text(`Requisition ${req.requisitionNumber}    Ordered ${printable(req.orderedAt, 80)}`, MARGIN, y, {
    width: CONTENT_WIDTH,
    lineBreak: false,
    ellipsis: true,
  });
  y += 18;
  y = drawBarcode(doc, req.requisitionNumber, y) + 16;

  // Office and prescriber | patient.
  const half = (CONTENT_WIDTH - 24) / 2;
  const left: [string, string[]][] = [['Ordering office', [req.office.name, req.office.address ?? ''].filter(Boolean)]];
  const right: [string, string[]][] = [
    [
      'Patient',
      [
        req.patient.name,
        `Date of birth: ${req.patient.dateOfBirth}`,
        req.patient.phone ? `Phone: ${req.patient.phone}` : '',
        req.patient.address ? `Address: ${req.patient.address}` : '',
      ].filter(Boolean),
    ],
  ];
  const leftEnd = drawBlocks(doc, left, MARGIN, y, half);
  const rightEnd = drawBlocks(doc, right, MARGIN + half + 24, y, half);
  y = Math.max(leftEnd, rightEnd) + 8;

  // Who orders and why, as labs require (ADR 087): every diagnosis printed, however many lines.
  y = labelledLine(
    doc,
    'Ordering prescriber',
    orderingPrescriberLine(req.prescriber.name, req.prescriber.npi ?? null),
    y,
  );
  y = flowingLine(
    doc,
    'Diagnosis (ICD-10)',
    req.diagnoses?.length
      ? req.diagnoses.map((d) => printable(diagnosisLine(d), MAX_DIAGNOSIS)).join('; ')
      : 'Not given',
    y,
  );

  // Requested window and fast.
  y = labelledLine(doc, 'Requested', req.requested, y);
  if (req.fastingHours > 0) {
    const hours = Number.isInteger(req.fastingHours) ? req.fastingHours : Number(req.fastingHours.toFixed(1));
    doc.font(BOLD).fontSize(BODY_SIZE + 1);
    doc.text(`Fasting: ${hours} ${hours === 1 ? 'hour' : 'hours'}`, MARGIN, y, { width: CONTENT_WIDTH });
    y = doc.y + 4;
  }
  y += 10;

  // Tests.
  y = heading(doc, 'Tests', y);
  y = table(
    doc,
    [
      { header: 'Code', width: 90 },
      { header: 'Test', width: CONTENT_WIDTH - 90 },
    ],
    req.tests.map((t) => [t.code, t.canceled ? `${t.name} (canceled)` : t.name]),
    y,
  );
  y += 14;

  // Collection plan.
  y = heading(doc, 'Collection, in the order of draw', y);
  y = table(
    doc,
    [
      { header: '#', width: 24, align: 'right' },
      { header: 'Container', width: 150 },
      { header: 'Tests', width: 120 },
      { header: 'Volume', width: 56, align: 'right' },
      { header: 'Handling', width: CONTENT_WIDTH - 24 - 150 - 120 - 56 },
    ],
    req.containers.map((c) => [
      String(c.position),
      c.name,
      c.testCodes.join(', '),
      `${formatMl(c.volumeMl)} mL`,
      c.handling.join('; '),
    ]),
    y,
  );
  y += 14;

  // Instructions and notes flow on to further pages by themselves.
  if (req.instructions.length > 0) {
    y = heading(doc, 'Instructions', y);
    doc.font(FONT).fontSize(BODY_SIZE).fillColor('black');
    doc.x = MARGIN;
    doc.y = y;
    for (const line of req.instructions) {
      doc.text(`\u2022 ${printable(line, 2_000)}`, MARGIN, doc.y, { width: CONTENT_WIDTH, paragraphGap: 2 });
    }
    y = doc.y + 14;
  }
  const notes = printable(req.notes ?? '', MAX_NOTES, true).trim();
  if (notes) {
    y = heading(doc, 'Notes', y);
    doc.font(FONT).fontSize(BODY_SIZE).fillColor('black');
    doc.text(notes, MARGIN, y, { width: CONTENT_WIDTH });
  }

  // A footer on every page: which requisition, and which page of how many.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin would otherwise start a new page
    doc.font(FONT).fontSize(8).fillColor('#555555');
    doc.text(`Requisition ${req.requisitionNumber}    Page ${i + 1} of ${range.count}`, MARGIN, FOOTER_Y, {
      width: CONTENT_WIDTH,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** Draws the barcode at the content's left (shared printing piece); answers the y below it. */
function drawBarcode(doc: Doc, text: string, y: number): number {
  return drawCode128(doc, text, { x: MARGIN, y, maxWidth: CONTENT_WIDTH, ...BARCODE });
}

/** Headed blocks of lines in one column; answers the y below the last. */
function drawBlocks(doc: Doc, blocks: [string, string[]][], x: number, y: number, width: number): number {
  for (const [title, lines] of blocks) {
    doc.font(BOLD).fontSize(9).fillColor('#444444');
    doc.text(title.toUpperCase(), x, y, { width, lineBreak: false });
    y += 13;
    doc.font(FONT).fontSize(BODY_SIZE).fillColor('black');
    for (const [i, line] of lines.entries()) {
      doc.font(i === 0 ? BOLD : FONT);
      const text = printable(line);
      const height = Math.min(doc.heightOfString(text, { width }), MAX_BLOCK_LINE_HEIGHT);
      doc.text(text, x, y, { width, height: height + SLACK, ellipsis: true });
      y += height + 1;
    }
    y += 8;
  }
  return y;
}

function labelledLine(doc: Doc, label: string, value: string, y: number): number {
  const text = `${label}: ${printable(value)}`;
  doc.font(FONT).fontSize(BODY_SIZE).fillColor('black');
  const height = Math.min(doc.heightOfString(text, { width: CONTENT_WIDTH }), MAX_CELL_HEIGHT);
  y = roomFor(doc, y, height);
  doc.text(text, MARGIN, y, { width: CONTENT_WIDTH, height: height + SLACK, ellipsis: true });
  return y + height + 4;
}

/** A labelled line that is never cut: it runs on to the next page when it must (the diagnoses). */
function flowingLine(doc: Doc, label: string, value: string, y: number): number {
  const text = `${label}: ${value}`;
  doc.font(FONT).fontSize(BODY_SIZE).fillColor('black');
  y = roomFor(doc, y, doc.currentLineHeight(true) * 2);
  doc.text(text, MARGIN, y, { width: CONTENT_WIDTH });
  return doc.y + 4;
}

/** A section heading, on a new page if it and a row or two would not fit here. */
function heading(doc: Doc, title: string, y: number): number {
  y = roomFor(doc, y, 60);
  doc.font(BOLD).fontSize(12).fillColor('black');
  doc.text(title, MARGIN, y, { width: CONTENT_WIDTH, lineBreak: false });
  return y + 18;
}

/** `y`, or the top of a new page when `height` does not fit below it. */
function roomFor(doc: Doc, y: number, height: number): number {
  if (y + height <= BOTTOM) return y;
  doc.addPage();
  return MARGIN;
}

/** A table whose rows never split: a row that does not fit starts a new page, under the header again. */
function table(doc: Doc, columns: Column[], rows: string[][], y: number): number {
  const header = (top: number) => {
    doc.font(BOLD).fontSize(9).fillColor('#444444');
    let x = MARGIN;
    for (const c of columns) {
      doc.text(c.header, x + CELL_PADDING, top + CELL_PADDING, {
        width: c.width - 2 * CELL_PADDING,
        align: c.align ?? 'left',
        lineBreak: false,
      });
      x += c.width;
    }
    const bottom = top + 9 + 2 * CELL_PADDING;
    doc
      .moveTo(MARGIN, bottom)
      .lineTo(MARGIN + CONTENT_WIDTH, bottom)
      .lineWidth(0.8)
      .strokeColor('black')
      .stroke();
    return bottom;
  };
  y = header(y);
  if (rows.length === 0) {
    doc.font(FONT).fontSize(BODY_SIZE).fillColor('black');
    doc.text('None', MARGIN + CELL_PADDING, y + CELL_PADDING, { width: CONTENT_WIDTH, lineBreak: false });
    return y + BODY_SIZE + 2 * CELL_PADDING + 2;
  }
  doc.font(FONT).fontSize(BODY_SIZE);
  for (const row of rows) {
    const cells = columns.map((_, i) => printable(row[i] ?? ''));
    const inner = Math.min(
      MAX_CELL_HEIGHT,
      Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: columns[i]!.width - 2 * CELL_PADDING }))),
    );
    const height = inner + 2 * CELL_PADDING;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = header(MARGIN);
      doc.font(FONT).fontSize(BODY_SIZE);
    }
    let x = MARGIN;
    doc.fillColor('black');
    for (const [i, c] of columns.entries()) {
      doc.text(cells[i]!, x + CELL_PADDING, y + CELL_PADDING, {
        width: c.width - 2 * CELL_PADDING,
        height: inner + SLACK,
        align: c.align ?? 'left',
        ellipsis: true,
      });
      x += c.width;
    }
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.4)
      .strokeColor(RULE_COLOR)
      .stroke();
  }
  return y;
}

function formatMl(ml: number): string {
  return Number.isFinite(ml) ? String(Number(ml.toFixed(2))) : '?';
}
