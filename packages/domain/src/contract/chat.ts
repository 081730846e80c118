/**
 * The chat messenger ("Contact us", architecture.md 7: Chatwoot with HMAC identity): the key-hash that
 * tells it the person writing is who they say (requirements.md 7, 9).
 */
import { z } from 'zod';
import { defineFunction, signedIn } from './define.ts';
import { idSchema } from './schemas.ts';

export const chatContract = {
  getUserHmacKey: defineFunction({
    summary:
      'The caller’s chat identity key: an HMAC-SHA256 of their user id the chat messenger verifies them by (requirements.md 7; the web caches it 24 hours, requirements.md 9).',
    input: z.object({ userID: idSchema }),
    output: z.object({ key: z.string().regex(/^[0-9a-f]{64}$/) }),
    access: signedIn,
    write: false,
    patientData: 'none',
    example: { userID: 'user-nurse' },
  }),
};
