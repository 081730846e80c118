import { listOutboxEmails as listEmails } from '../../repositories/outbox.repository.ts';
import type { Handler } from '../context.ts';

export const listOutboxEmails: Handler<'listOutboxEmails'> = async ({ to }, ctx) => {
  const rows = await listEmails(ctx.db, to?.trim().toLowerCase() || undefined);
  return {
    emails: rows.map((r) => ({
      id: r.id,
      to: r.toEmail,
      subject: r.subject,
      text: r.body,
      links: r.links,
      sentAt: r.sentAt.toISOString(),
    })),
  };
};
