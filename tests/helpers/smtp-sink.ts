import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  messageId: string;
  header(name: string): string | undefined;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** the next RCPT TO answers with this SMTP error (e.g. 451 or 550) `times` times */
  failNext(code: number, times?: number): void;
  close(): Promise<void>;
}

/** Unfolded header value of a raw message. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * A real SMTP server on loopback that keeps what it receives (the `smtp-server` package).
 * `delayMs`: a slow server, answering the end of each message's DATA only after this long; a message
 * is kept (accepted) when it answers.
 */
export async function startSmtpSink(options: { delayMs?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  let failure: { code: number; times: number } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failure && failure.times > 0) {
        failure.times -= 1;
        const err = Object.assign(new Error(failure.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
          responseCode: failure.code,
        });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: headerOf(raw, 'Message-ID') ?? '',
          header: (name) => headerOf(raw, name),
        });
        callback(null);
      });
    },
  });
  // a client killed mid-session (the crash tests' SIGKILL) resets its connection: not an error of the sink
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}?tls=off`,
    messages,
    failNext(code, times = 1) {
      failure = { code, times };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
