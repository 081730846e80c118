import { describe, expect, it } from 'vitest';
import { decryptResult, encryptResult } from './result-crypto.ts';

const input = {
  dataEncryptionKey: 'a-test-data-encryption-key-of-32-chars!',
  patientKeyID: 'user-patient',
  procedureID: 'proc-1',
  productID: 'product-lipid',
};

describe('procedure result encryption (requirements.md 3: encrypted with the patient’s ID)', () => {
  it('round-trips and never shows the plaintext', () => {
    const envelope = encryptResult('LDL 96 mg/dL', input);
    expect(envelope).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*:[A-Za-z0-9_-]+$/);
    expect(envelope).not.toContain('LDL');
    expect(decryptResult(envelope, input)).toBe('LDL 96 mg/dL');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptResult('x', input)).not.toBe(encryptResult('x', input));
  });

  it.each([
    ['another patient', { patientKeyID: 'user-other' }],
    ['another product row', { productID: 'product-other' }],
    ['another procedure row', { procedureID: 'proc-2' }],
    ['another server key', { dataEncryptionKey: 'another-test-key-of-at-least-32-chars' }],
  ])('does not open for %s', (_name, change) => {
    const envelope = encryptResult('LDL 96 mg/dL', input);
    expect(() => decryptResult(envelope, { ...input, ...change })).toThrow();
  });
});
