import { mkdirSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import { mailOptions, renderMail } from './render-mail.js';
import { createRenderThread, renderThreadAvailable } from './render-thread.js';
import {
  TransportError,
  type MailTransport,
  type MailTransportFactory,
  type OutgoingMessage,
  type PreparedMessage,
  type SendOptions,
  type TransportOptions,
} from '../../core/ports.js';

/** The headers a DKIM signature covers: nodemailer's defaults plus List-Unsubscribe-Post (RFC 8058). */
const DKIM_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:Content-ID:' +
  'Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:In-Reply-To:References:' +
  'List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive';

/** A message rendered by MailComposer: its SMTP envelope and the bytes to send (DKIM is added on sending). */
interface RenderedMessage extends PreparedMessage {
  envelope: { from: string | false; to: string[] };
  raw: Buffer;
}

const isOutgoing = (message: OutgoingMessage | PreparedMessage): message is OutgoingMessage => !('prepared' in message);

/** Renders a message: on the render thread where the installed package has one, else on this thread. */
function renderer() {
  const thread = renderThreadAvailable() ? createRenderThread() : undefined;
  return {
    async render(message: OutgoingMessage): Promise<RenderedMessage> {
      const options = mailOptions(message);
      const { envelope, raw } = thread ? await thread.render(options) : await renderMail(options);
      return { prepared: true, messageId: message.messageId, envelope, raw };
    },
    close: () => thread?.close(),
  };
}

const cancelled = () => new TransportError('odeslání zrušeno před dokončením', false);

/**
 * A rendered message's bytes as a stream that ends only once `release` resolves true: the SMTP
 * connection sends the envelope and the data meanwhile, and the dot that ends DATA (the moment the
 * server accepts) waits for the stream's end. false or a rejection destroys the stream, so the
 * server gets no end of data and delivers nothing.
 */
function heldBack(raw: Buffer, release: Promise<boolean>): Readable {
  let started = false;
  const stream = new Readable({
    read() {
      if (started) return;
      started = true;
      this.push(raw);
      release.then(
        (go) => (go ? stream.push(null) : stream.destroy(cancelled())),
        (error: Error) => stream.destroy(error),
      );
    },
  });
  return stream;
}

/** A rendered message's bytes as nodemailer reads them, held back when there is a release; `sent` is called once all of them went to the connection. */
function messageBytes(message: RenderedMessage, release: Promise<boolean> | undefined, sent: () => void): Readable {
  if (!release) return Readable.from([message.raw]).once('end', sent);
  release.catch(() => undefined); // a rejection is handled where the stream waits for it
  return heldBack(message.raw, release).once('end', sent);
}

/** What Mail.sendMail gets (the path of DKIM and of unrendered messages): a rendered message's envelope and bytes, or the options of one it renders itself once released. */
async function sendMailOptions(message: OutgoingMessage | PreparedMessage, options: SendOptions, sent: () => void) {
  if (isOutgoing(message)) {
    if (options.release && !(await options.release)) throw cancelled();
    return mailOptions(message);
  }
  const rendered = message as RenderedMessage;
  return {
    envelope: { from: rendered.envelope.from || undefined, to: rendered.envelope.to },
    raw: messageBytes(rendered, options.release, sent),
    messageId: rendered.messageId, // already in the bytes; given so nodemailer does not make one up for its answer
  };
}

/** A pooled transport's send: nodemailer's transport interface (`send(mail, callback)`). */
type PoolTransport = { send(mail: unknown, callback: (error: Error | null, info: { response?: string }) => void): void };

/**
 * A rendered message handed straight to the SMTP pool, as a message object of nodemailer's transport
 * interface (envelope, Message-ID, byte stream). Mail.sendMail would wrap the finished bytes in a new
 * MIME node and run them through its plugin and stream stages again, which cost more per message than
 * the queue's database work. Not for DKIM: signing happens in those stages.
 */
function sendRendered(pool: PoolTransport, message: RenderedMessage, bytes: Readable): Promise<{ response?: string }> {
  const envelope = { from: message.envelope.from || '', to: message.envelope.to };
  const mail = {
    data: {},
    message: {
      getEnvelope: () => ({ from: envelope.from, to: [...envelope.to] }),
      messageId: () => message.messageId,
      getHeader: (name: string) => (name.toLowerCase() === 'message-id' ? message.messageId : undefined),
      createReadStream: () => bytes,
    },
  };
  return new Promise((resolve, reject) => pool.send(mail, (error, info) => (error ? reject(error) : resolve(info))));
}

/**
 * SMTP answers 4xx and network trouble are temporary; 5xx answers are permanent. A failure without an
 * answer after the whole message went out (`sent`) is uncertain: the server may have accepted it.
 */
function classify(error: unknown, sent = false): TransportError {
  if (error instanceof TransportError) return error;
  const e = error as { message?: string; responseCode?: number; response?: string; code?: string };
  const code = e.responseCode;
  const permanent = typeof code === 'number' ? code >= 500 : e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
  return new TransportError(e.response || e.message || 'odeslání selhalo', permanent, e.response, sent && typeof code !== 'number');
}

function smtpTransport(options: Extract<TransportOptions, { type: 'smtp' }>): MailTransport {
  const dkim = options.dkim
    ? {
        domainName: options.dkim.domain,
        keySelector: options.dkim.selector,
        privateKey: options.dkim.privateKey,
        headerFieldNames: DKIM_HEADERS,
      }
    : undefined;
  const base = {
    pool: true as const,
    maxConnections: 3,
    maxMessages: Infinity,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    dkim,
  };
  const rendering = renderer();
  const transporter =
    'url' in options
      ? nodemailer.createTransport({ ...base, ...smtpUrlOptions(options.url) })
      : nodemailer.createTransport({
          ...base,
          host: options.host,
          port: options.port,
          secure: options.secure && options.port === 465,
          requireTLS: options.secure && options.port !== 465,
          auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
        });
  return {
    kind: 'smtp',
    async prepare(message) {
      try {
        return await rendering.render(message);
      } catch (error) {
        throw classify(error);
      }
    },
    async send(message, options = {}) {
      // the whole message went to the connection: from here on, only the server's answer tells
      let sent = false;
      const whole = () => (sent = true);
      try {
        const info =
          !dkim && !isOutgoing(message)
            ? await sendRendered(
                transporter.transporter as unknown as PoolTransport,
                message as RenderedMessage,
                messageBytes(message as RenderedMessage, options.release, whole),
              )
            : await transporter.sendMail(await sendMailOptions(message, options, whole));
        return { response: String(info.response ?? 'OK') };
      } catch (error) {
        throw classify(error, sent);
      }
    },
    async verify() {
      try {
        await transporter.verify();
        return 'Připojení k SMTP serveru je v pořádku.';
      } catch (error) {
        throw classify(error);
      }
    },
    close: () => {
      transporter.close();
      rendering.close();
    },
  };
}

/** smtp://user:pass@host:port and smtps://…; `?tls=off` style options are not needed here. */
function smtpUrlOptions(url: string) {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: Number(u.port || (secure ? 465 : 587)),
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    tls: u.searchParams.get('tls') === 'insecure' ? { rejectUnauthorized: false } : undefined,
    ignoreTLS: u.searchParams.get('tls') === 'off',
  };
}

/** docs/decisions.md: without SMTP, each message is written as an .eml file to the outbox folder. */
function outboxTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message, options) {
      if (options?.release && !(await options.release)) throw cancelled();
      try {
        const info = await composer.sendMail(await sendMailOptions(message, {}, () => undefined));
        mkdirSync(dir, { recursive: true, mode: 0o700 }); // private like the data directory: messages hold personal data
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.messageId.replace(/[^a-zA-Z0-9.-]/g, '')}.eml`;
        const file = path.join(dir, name);
        writeFileSync(`${file}.part`, info.message as Buffer, { mode: 0o600 });
        renameSync(`${file}.part`, file);
        return { response: `uloženo do ${file}` };
      } catch (error) {
        throw new TransportError(`zápis do složky outbox selhal: ${(error as Error).message}`, false);
      }
    },
    async verify() {
      return `Bez SMTP: e-maily se ukládají jako .eml do ${dir}`;
    },
    close: () => composer.close(),
  };
}

export const createMailTransport: MailTransportFactory = (options) =>
  options.type === 'outbox' ? outboxTransport(options.dir) : smtpTransport(options);
