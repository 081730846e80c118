/**
 * Text as PDFKit's built-in Helvetica can print it (WinAnsi, which covers Latin-1): a shared
 * printing piece (ADR 027, 048), used by every printed document.
 */

/** Longest printed value of a short field (a name, an address, a handling line), in characters. */
const MAX_FIELD = 300;

/** WinAnsi's characters outside Latin-1 (PDFKit maps these code points to its 0x80-0x9F). */
const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/** Letters with no Unicode decomposition, by the base letter a reader expects. */
const BASE_LETTER: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

function encodable(cp: number): boolean {
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff && cp !== 0xad) || WIN_ANSI_EXTRA.has(cp);
}

/**
 * `text` as Helvetica can print it: marks and invisible format characters (joiners, variation
 * selectors) dropped, a letter outside WinAnsi by its base letter when it has one ('ő' as 'o', 'Ł'
 * as 'L'), anything else (emoji, other scripts) as '?'. Line breaks become spaces unless
 * `multiline`, and the result has at most `max` characters.
 */
export function printable(text: string, max = MAX_FIELD, multiline = false): string {
  let out = '';
  let length = 0;
  const push = (s: string) => {
    out += s;
    length += s.length;
  };
  const source = String(text ?? '')
    .replace(/\r\n?/g, '\n')
    .normalize('NFC');
  for (const ch of source) {
    if (length >= max) {
      out = out.slice(0, max - 1).trimEnd() + '\u2026';
      break;
    }
    const cp = ch.codePointAt(0)!;
    if (ch === '\n') push(multiline ? '\n' : ' ');
    else if (ch === '\t') push(' ');
    else if (encodable(cp)) push(ch);
    else if (BASE_LETTER[ch]) push(BASE_LETTER[ch]);
    else if (/[\p{M}\p{Cf}]/u.test(ch)) continue;
    else if (/[\p{Cc}\p{Z}]/u.test(ch)) push(' ');
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      push(base.length > 0 && [...base].every((c) => encodable(c.codePointAt(0)!)) ? base : '?');
    }
  }
  return out;
}
