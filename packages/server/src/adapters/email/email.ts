/**
 * The email adapter (architecture.md 7, ADR 034). Sending is two halves: `EmailSender.send` records the
 * email and enqueues its delivery inside the caller's transaction (so an email exists exactly when
 * its change committed), and a job hands it to the `MailTransport` after the commit, retrying a
 * mail server that refuses or drops the connection.
 */
import type { Db } from '../../db/client.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Links the email carries, listed apart so /dev/outbox can show them. */
  links: string[];
}

export interface EmailSender {
  send(db: Db, email: Email): Promise<void>;
}

/** One recorded email on its way out; `id` is stable across tries (its Message-ID). */
export interface OutgoingEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  /** Resolves once the mail server accepted it; throws to have the job try again later. */
  deliver(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}
