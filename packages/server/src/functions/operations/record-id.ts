import { randomBytes } from 'node:crypto';

/**
 * A new record's id, readable in logs and audit rows: its kind, its name's first words, and random
 * letters so two records of one name never meet ("place-front-st-box-3f9a1c").
 */
export function toRecordID(kind: string, name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');
  return [kind, slug, randomBytes(3).toString('hex')].filter(Boolean).join('-');
}
