/**
 * The mail server of the end-to-end run (issue 22): the product's emails leave by SMTP to this
 * process, which accepts them, except for recipients whose address starts with `refused.`, which it
 * refuses as a server that is down does (451), so a journey can watch a job fail for good.
 */
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('refused.')) {
      return callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 }));
    }
    callback();
  },
  onData(stream, _session, callback) {
    stream.resume();
    stream.on('end', () => callback());
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
