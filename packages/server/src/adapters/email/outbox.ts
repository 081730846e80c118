/**
 * Every email is first a row of the outbox table, written in the same transaction as the change
 * that sends it, with its delivery job (ADR 034). Outside production /dev/outbox reads the rows.
 */
import { enqueueJob } from '../../jobs/queue.ts';
import { insertOutboxEmail } from '../../repositories/outbox.repository.ts';
import { newId } from '../../lib/tokens.ts';
import type { EmailSender, MailTransport } from './email.ts';

export const outboxEmailSender: EmailSender = {
  async send(db, email) {
    const id = newId();
    await insertOutboxEmail(db, {
      id,
      toEmail: email.to,
      subject: email.subject,
      body: email.text,
      links: email.links,
    });
    await enqueueJob(db, 'email.send', { emailId: id }, { key: id });
  },
};

/** The default transport: the outbox page is where emails are read, so delivery has nothing to do. */
export const outboxOnlyTransport: MailTransport = {
  deliver: async () => undefined,
  close: async () => undefined,
};
