/**
 * The simulator's mail server (ADR 073): the transport the email jobs hand each recorded email to
 * (ADR 034). Its fault: while `down` it refuses every connection, as an SMTP server that is away
 * does, so the jobs retry and end delivered or dead-lettered where operations see them.
 */
import type { MailTransport, OutgoingEmail } from '../src/adapters/email/email.ts';

export class SimMailServer implements MailTransport {
  down = false;
  /** Every email accepted, by its id: the same email twice is a second delivery. */
  readonly delivered: string[] = [];

  async deliver(email: OutgoingEmail): Promise<void> {
    if (this.down)
      throw Object.assign(new Error('connect ECONNREFUSED: the mail server is down'), { code: 'ECONNREFUSED' });
    this.delivered.push(email.id);
  }

  async close(): Promise<void> {}
}
