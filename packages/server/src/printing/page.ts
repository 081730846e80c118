/** A PDF document and its bytes when ended: a shared printing piece (ADR 048). */
import PDFDocument from 'pdfkit';

export function openDocument(options: { size: 'LETTER' | [number, number]; margin: number; title: string }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: options.size,
    margins: { top: options.margin, bottom: options.margin, left: options.margin, right: options.margin },
    info: { Title: options.title, Creator: 'Sample Collect' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
