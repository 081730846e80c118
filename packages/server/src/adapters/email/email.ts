/** The email adapter (DESIGN.md 7). Sending happens inside the caller's transaction. */
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
