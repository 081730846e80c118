/**
 * Code 128 barcodes drawn as PDF rectangles (ADR 027, 048): a shared printing piece. The bars come
 * from bwip-js's raw encoding, so they stay sharp at any printer's resolution; the quiet zones are
 * left blank and the value is printed under the bars.
 */
import bwipjs from 'bwip-js/node';

/**
 * The bars of `text` in Code 128 (start, data, check and stop symbols), from bwip-js's raw encoding:
 * each bar's left edge and width, in modules, and the symbol's width in modules. The bars are drawn
 * as PDF rectangles, so they stay sharp at any printer's resolution.
 */
export function code128Bars(text: string): { bars: { x: number; width: number }[]; modules: number } {
  const [encoding] = bwipjs.raw('code128', text, {});
  if (!encoding || !('sbs' in encoding))
    throw new Error(`code128Bars: bwip-js gave no bars for ${JSON.stringify(text)}`);
  // `sbs`: the widths of bar, space, bar, space … in modules, starting with a bar.
  const bars: { x: number; width: number }[] = [];
  let x = 0;
  for (const [i, width] of encoding.sbs.entries()) {
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  }
  return { bars, modules: x };
}

export interface Code128Layout {
  x: number;
  y: number;
  /** The widest the symbol with its quiet zones may be, in points. */
  maxWidth: number;
  height: number;
  /** Narrowest bar, in points: 1 pt is 4 pixels at 300 dpi. */
  minModule: number;
  maxModule: number;
  /** Quiet zone each side, in modules (Code 128 asks for at least 10). */
  quietModules: number;
  /** The printed value's size; 12 by default. */
  fontSize?: number;
}

/** Draws `text` as Code 128 with the value under it; answers the y below it. */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, layout: Code128Layout): number {
  const { bars, modules } = code128Bars(text);
  const span = modules + 2 * layout.quietModules;
  const module = Math.max(layout.minModule, Math.min(layout.maxModule, layout.maxWidth / span));
  const x0 = layout.x + layout.quietModules * module;
  const fontSize = layout.fontSize ?? 12;
  doc.save();
  for (const bar of bars) doc.rect(x0 + bar.x * module, layout.y, bar.width * module, layout.height);
  doc.fill('black');
  doc.restore();
  doc.font('Helvetica-Bold').fontSize(fontSize).fillColor('black');
  doc.text(text, x0, layout.y + layout.height + 4, { width: modules * module, align: 'center', lineBreak: false });
  return layout.y + layout.height + 4 + fontSize + 2;
}
