/** Outside services behind interfaces, chosen by configuration; defaults work offline (DESIGN.md 7). */
import type { EmailSender } from './email/email.ts';
import { outboxEmailSender } from './email/outbox.ts';

export interface Adapters {
  email: EmailSender;
}

export function defaultAdapters(): Adapters {
  return { email: outboxEmailSender };
}
