import type { chatContract } from '@sc/domain/contract/chat';
import type { AreaHandlers } from '../context.ts';
import { getUserHmacKey } from './get-user-hmac-key.ts';

export const chatHandlers = {
  getUserHmacKey,
} satisfies AreaHandlers<typeof chatContract>;
