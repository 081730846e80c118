/**
 * Default email adapter: writes to the outbox table in the same transaction as the change that
 * sends it, so an email exists exactly when its change committed. Read on /dev/outbox.
 */
import { insertOutboxEmail } from '../../repositories/outbox.repository.ts';
import { newId } from '../../lib/tokens.ts';
import type { EmailSender } from './email.ts';

export const outboxEmailSender: EmailSender = {
  async send(db, email) {
    await insertOutboxEmail(db, {
      id: newId(),
      toEmail: email.to,
      subject: email.subject,
      body: email.text,
      links: email.links,
    });
  },
};
