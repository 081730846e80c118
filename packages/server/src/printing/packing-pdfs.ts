/**
 * The packer's printed documents (issue 26, ADR 048): a procedure's requisition form and
 * instruction sheet on US Letter, a shipment's label on 4 x 6 in label stock (PDF, or ZPL for a
 * thermal printer). Each carries a Code 128 barcode that the matching scan step accepts. Pure:
 * data in, bytes out; the layout pieces (barcode, text, page) are the shared printing pieces.
 */
import { drawCode128 } from './code128.ts';
import { openDocument } from './page.ts';
import { printable } from './text.ts';

export interface PackingForm {
  /** 'Requisition form' or 'Instruction sheet'. */
  title: string;
  /** The Code 128 value the scan step accepts. */
  barcode: string;
  /** Label and value lines under the barcode. */
  facts: [string, string][];
  /** Headed paragraphs. */
  sections: [string, string[]][];
}

const LETTER = { width: 612, height: 792, margin: 48 };

export async function renderPackingFormPdf(form: PackingForm): Promise<Buffer> {
  const { doc, done } = openDocument({ size: 'LETTER', margin: LETTER.margin, title: `${form.title} ${form.barcode}` });
  const width = LETTER.width - 2 * LETTER.margin;
  let y = LETTER.margin;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black');
  doc.text(printable(form.title, 80), LETTER.margin, y, { width, lineBreak: false });
  y += 32;
  y =
    drawCode128(doc, form.barcode, {
      x: LETTER.margin,
      y,
      maxWidth: width,
      height: 50,
      minModule: 1,
      maxModule: 2,
      quietModules: 10,
    }) + 16;
  for (const [label, value] of form.facts) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${printable(label, 40)}:`, LETTER.margin, y, { width: 110 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(printable(value), LETTER.margin + 116, y, { width: width - 116 });
    y = doc.y + 4;
  }
  for (const [heading, lines] of form.sections) {
    y += 10;
    doc.font('Helvetica-Bold').fontSize(12).text(printable(heading, 80), LETTER.margin, y, { width });
    doc.font('Helvetica').fontSize(10);
    for (const line of lines)
      doc.text(`\u2022 ${printable(line, 2_000)}`, LETTER.margin, doc.y + 2, { width, paragraphGap: 2 });
    y = doc.y;
  }
  doc.end();
  return done;
}

export interface ShippingLabel {
  carrier: string;
  trackingNumber: string;
  /** The Code 128 value the scan-shipping-label step accepts. */
  barcode: string;
  from: { name: string; address: string };
  to: { name: string; address: string };
}

/** A rule across the label `gap` points below the text so far; answers where the next text starts, `gap` below it. */
function ruleBelow(doc: PDFKit.PDFDocument, x: number, width: number, gap: number): number {
  const y = doc.y + gap;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke();
  return y + gap;
}

/** 4 x 6 in, in points. */
const LABEL = { width: 288, height: 432, margin: 14 };

export async function renderShippingLabelPdf(label: ShippingLabel): Promise<Buffer> {
  const { doc, done } = openDocument({
    size: [LABEL.width, LABEL.height],
    margin: LABEL.margin,
    title: `Shipping label ${label.trackingNumber}`,
  });
  const width = LABEL.width - 2 * LABEL.margin;
  const x = LABEL.margin;
  let y = LABEL.margin;
  doc.font('Helvetica').fontSize(8).fillColor('black').text('FROM', x, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(printable(`${label.from.name}\n${label.from.address}`, 300, true), x, doc.y, { width });
  y = ruleBelow(doc, x, width, 8);
  doc.font('Helvetica').fontSize(8).text('SHIP TO', x, y);
  doc.font('Helvetica-Bold').fontSize(14).text(printable(label.to.name, 80), x, doc.y, { width });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(printable(label.to.address, 300, true), x, doc.y, { width });
  y = ruleBelow(doc, x, width, 10);
  doc.font('Helvetica-Bold').fontSize(10).text(printable(label.carrier, 60), x, y, { width });
  y = doc.y + 6;
  // The barcode's own line under it is the label's code; no "Ref <shipment id>" (ADR 086).
  drawCode128(doc, label.barcode, {
    x,
    y,
    maxWidth: width,
    height: 70,
    minModule: 1,
    maxModule: 2,
    quietModules: 10,
  });
  doc.end();
  return done;
}

/** The same label in ZPL II for a thermal printer at 203 dpi (4 x 6 in = 812 x 1218 dots). */
export function shippingLabelZpl(label: ShippingLabel): string {
  const zplText = (text: string, max = 60) =>
    printable(text, max)
      .replace(/[\^~\\]/g, ' ')
      .replace(/[^\x20-\x7e]/g, '?');
  const lines = [
    '^XA',
    '^CI28',
    '^PW812',
    '^LL1218',
    `^FO30,30^A0N,24,24^FDFROM: ${zplText(label.from.name)}^FS`,
    `^FO30,60^A0N,24,24^FD${zplText(label.from.address, 80)}^FS`,
    '^FO30,100^GB752,3,3^FS',
    '^FO30,120^A0N,28,28^FDSHIP TO^FS',
    `^FO30,160^A0N,48,48^FD${zplText(label.to.name)}^FS`,
    `^FO30,220^A0N,36,36^FD${zplText(label.to.address, 80)}^FS`,
    '^FO30,300^GB752,3,3^FS',
    `^FO30,320^A0N,32,32^FD${zplText(label.carrier)}^FS`,
    `^FO60,380^BY3^BCN,200,Y,N,N^FD${zplText(label.barcode, 40)}^FS`,
    '^XZ',
  ];
  return `${lines.join('\n')}\n`;
}
