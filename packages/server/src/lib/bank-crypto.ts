/**
 * Bank account numbers are sealed before they reach the database (ADR 042): AES-256-GCM under a key
 * derived with HKDF from DATA_ENCRYPTION_KEY and the nurse's id (one nurse's key opens nobody
 * else's), the bank account's id bound as associated data (a sealed number copied to another row
 * does not open). Envelope `v1:<iv>:<data>:<tag>`, base64url parts, as procedure results use.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface BankKeyInput {
  dataEncryptionKey: string;
  userID: string;
  bankAccountID: string;
}

const keyFor = ({ dataEncryptionKey, userID }: BankKeyInput) =>
  Buffer.from(hkdfSync('sha256', dataEncryptionKey, userID, 'bank-account-number:v1', 32));

export function sealAccountNumber(accountNumber: string, input: BankKeyInput): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(input), iv);
  cipher.setAAD(Buffer.from(input.bankAccountID));
  const data = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return ['v1', iv, data, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function openAccountNumber(envelope: string, input: BankKeyInput): string {
  const [version, iv, data, tag] = envelope.split(':');
  if (version !== 'v1' || !iv || data === undefined || !tag) throw new Error('Unknown bank account envelope');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(input), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(input.bankAccountID));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
