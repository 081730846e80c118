/**
 * A PDF read back by tools outside the project (architecture.md 10 "Printing", ADR 027): poppler's
 * pdftoppm, pdftotext and pdfinfo, and zbar's zbarimg. `npm test` installs them; when they are
 * missing a test fails and says which Debian package to install, it never skips. The server's
 * tests and the browser journeys both read requisitions with it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

const TOOLS = [
  ['pdftoppm', 'poppler-utils'],
  ['pdftotext', 'poppler-utils'],
  ['pdfinfo', 'poppler-utils'],
  ['zbarimg', 'zbar-tools'],
] as const;

/** Fails (never skips) when a tool is not installed, naming its Debian package. */
export function requirePdfTools(): void {
  const missing = TOOLS.filter(([tool]) => !fs.existsSync(`/usr/bin/${tool}`));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  throw new Error(
    `${missing.map(([tool]) => `/usr/bin/${tool}`).join(', ')} missing: PDFs are read back with poppler and ` +
      `zbar. Install with \`sudo apt-get install -y ${packages}\` (npm test does it as root).`,
  );
}

export async function runPdfTool(tool: string, args: string[]): Promise<string> {
  const { stdout } = await exec(`/usr/bin/${tool}`, args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Every Code 128 symbol zbar finds on page 1, rendered at 300 dpi. */
export async function barcodesOnPageOne(pdf: string): Promise<string[]> {
  const prefix = pdf.replace(/\.pdf$/, '-page1');
  await runPdfTool('pdftoppm', ['-r', '300', '-png', '-f', '1', '-l', '1', '-singlefile', pdf, prefix]);
  const out = await runPdfTool('zbarimg', ['--raw', '-q', '-Sdisable', '-Scode128.enable', `${prefix}.png`]).catch(
    (error: { code?: number; stdout?: string }) => {
      // zbarimg answers 4 when it found no symbol.
      if (error.code === 4) return '';
      throw error;
    },
  );
  return out.split('\n').filter(Boolean);
}

export async function pdfPages(pdf: string): Promise<number> {
  const match = /^Pages:\s+(\d+)$/m.exec(await runPdfTool('pdfinfo', [pdf]));
  if (!match) throw new Error(`pdfinfo gave no page count for ${pdf}`);
  return Number(match[1]);
}

/** The PDF's text with runs of white space as one space, so that a wrapped cell reads as one line. */
export async function pdfText(pdf: string): Promise<string> {
  return (await runPdfTool('pdftotext', ['-enc', 'UTF-8', pdf, '-'])).replace(/\s+/g, ' ');
}

/** A PDF's bytes as a reader sees them: the barcodes on its first page, its text and page count. */
export async function readPdf(bytes: Uint8Array): Promise<{ barcodes: string[]; text: string; pages: number }> {
  requirePdfTools();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sc-pdf-'));
  try {
    const file = path.join(dir, 'read.pdf');
    fs.writeFileSync(file, bytes);
    return { barcodes: await barcodesOnPageOne(file), text: await pdfText(file), pages: await pdfPages(file) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
