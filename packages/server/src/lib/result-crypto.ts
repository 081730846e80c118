/**
 * Procedure results are encrypted with the patient's ID before they reach the database (requirements.md 3).
 * AES-256-GCM under a key derived with HKDF from DATA_ENCRYPTION_KEY and the patient's id, so one
 * patient's key opens nobody else's results; the procedure and product ids are bound as associated
 * data, so a ciphertext copied to another row does not decrypt. Envelope: `v1:<iv>:<data>:<tag>`,
 * base64url parts (the column's CHECK accepts only this shape).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface ResultKeyInput {
  dataEncryptionKey: string;
  /** The patient's user id; a procedure without a patient account uses `procedure:<id>`. */
  patientKeyID: string;
  procedureID: string;
  productID: string;
}

function keyFor({ dataEncryptionKey, patientKeyID }: ResultKeyInput): Buffer {
  return Buffer.from(hkdfSync('sha256', dataEncryptionKey, patientKeyID, 'procedure-result:v1', 32));
}

const aad = ({ procedureID, productID }: ResultKeyInput) => Buffer.from(`${procedureID}\u0000${productID}`);

export function encryptResult(plaintext: string, input: ResultKeyInput): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(input), iv);
  cipher.setAAD(aad(input));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, data, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function decryptResult(envelope: string, input: ResultKeyInput): string {
  const [version, iv, data, tag] = envelope.split(':');
  if (version !== 'v1' || !iv || data === undefined || !tag) throw new Error('Unknown result envelope');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(input), Buffer.from(iv, 'base64url'));
  decipher.setAAD(aad(input));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
