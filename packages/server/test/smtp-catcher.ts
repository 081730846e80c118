/**
 * A real SMTP server in the test process (the `smtp-server` package) on a free port: it keeps every
 * message it accepted, and a policy can refuse a recipient or drop the connection to try the
 * product's retries.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface CaughtEmail {
  to: string[];
  from: string;
  /** The whole message as received: headers and body. */
  raw: string;
  subject: string;
  messageId: string;
}

/** What to do with one delivery attempt: accept it, refuse it (4xx), or drop the connection. */
export type SmtpPolicy = (attempt: number, to: string) => 'accept' | 'refuse' | 'drop';

export interface SmtpCatcher {
  url: string;
  accepted: CaughtEmail[];
  /** Delivery attempts seen, accepted or not. */
  attempts: number;
  setPolicy(policy: SmtpPolicy): void;
  /** Accepted messages to one address. */
  to(address: string): CaughtEmail[];
  close(): Promise<void>;
}

/** smtp-server's own connection object: its session and socket. */
interface Connection {
  session: unknown;
  _socket: { destroy(): void };
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: *(.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ?? '';

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  let policy: SmtpPolicy = () => 'accept';
  const catcher: Omit<SmtpCatcher, 'url' | 'close'> = {
    accepted: [],
    attempts: 0,
    setPolicy: (next) => (policy = next),
    to: (address) => catcher.accepted.filter((m) => m.to.includes(address)),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, session: SMTPServerSession & { decision?: string }, callback) {
      catcher.attempts += 1;
      const decision = policy(catcher.attempts, address.address);
      session.decision = decision;
      if (decision === 'refuse') {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session: SMTPServerSession & { decision?: string }, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (session.decision === 'drop') {
          // Gone before the answer: the sender cannot know whether it was received, so it was not.
          const connections = (server as unknown as { connections: Set<Connection> }).connections;
          for (const connection of connections) if (connection.session === session) connection._socket.destroy();
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        catcher.accepted.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    ...catcher,
    get accepted() {
      return catcher.accepted;
    },
    get attempts() {
      return catcher.attempts;
    },
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text body of a caught message, quoted-printable undone (long lines and `=` in links are encoded). */
export function bodyOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (!/^Content-Transfer-Encoding: *quoted-printable/im.test(head)) return body;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
