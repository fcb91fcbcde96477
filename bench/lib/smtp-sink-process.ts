/**
 * An SMTP sink for bench/send.ts in its own process (so the sender under test keeps its core): a real
 * `smtp-server` on loopback that reads each message to the end and counts it by Message-ID.
 * IPC: sends { port } when listening; answers 'stats' with { received, distinct } and 'reset' with { reset: true }.
 */
import { SMTPServer } from 'smtp-server';

let received = 0;
let ids = new Set<string>();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      received += 1;
      const id = /^message-id:\s*(\S+)/im.exec(head.split(/\r?\n\r?\n/)[0]!);
      if (id) ids.add(id[1]!);
      callback(null);
    });
  },
});
server.on('error', () => undefined); // a client that goes away is not the sink's problem

server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.server.address() as { port: number }).port });
});

process.on('message', (message) => {
  if (message === 'stats') process.send?.({ received, distinct: ids.size });
  if (message === 'reset') {
    received = 0;
    ids = new Set();
    process.send?.({ reset: true });
  }
});
process.on('disconnect', () => server.close(() => process.exit(0)));
