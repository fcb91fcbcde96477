import { Transform } from 'node:stream';
import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import { mailOptions } from './mail-options.js';
import {
  TransportError,
  type MailTransport,
  type MailTransportFactory,
  type OutboxStore,
  type TransportOptions,
} from '../../core/mail-transport.port.js';

// nodemailer is loaded when the first transport is made, not by every command that opens the core
const nodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;

/** The headers a DKIM signature covers: nodemailer's defaults plus List-Unsubscribe-Post (RFC 8058). */
const DKIM_HEADERS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:Content-ID:' +
  'Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:In-Reply-To:References:' +
  'List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive';

const cancelled = () => new TransportError('odeslání zrušeno před dokončením', false);

/** A send in progress: the end of its bytes waits for `release` (if any); `sent` once all of them went to the connection. */
interface Hold {
  release?: Promise<boolean>;
  sent: boolean;
}

/**
 * The message's bytes pass through unchanged, but their end (after which the SMTP connection sends the
 * dot that ends DATA, the moment the server accepts) waits until the release resolves true: the
 * connection sends the envelope and the data meanwhile. false or a rejection fails the stream, so the
 * server gets no end of data and delivers nothing.
 */
function holdBackEnd(hold: Hold): Transform {
  return new Transform({
    transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
    flush(done) {
      if (!hold.release) return done();
      hold.release.then(
        (go) => done(go ? null : cancelled()),
        (error: Error) => done(error),
      );
    },
  }).once('end', () => (hold.sent = true));
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
  const transporter =
    'url' in options
      ? nodemailer().createTransport({ ...base, ...smtpUrlOptions(options.url) })
      : nodemailer().createTransport({
          ...base,
          host: options.host,
          port: options.port,
          secure: options.secure && options.port === 465,
          requireTLS: options.secure && options.port !== 465,
          auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
        });
  // every message passes the hold-back stage (nodemailer's public plugin API: a 'stream' plugin adds
  // a transform to the message's byte stream); DKIM signing runs after it
  const holds = new Map<string, Hold>(); // sends in progress, by Message-ID
  transporter.use('stream', (mail, done) => {
    const hold = holds.get(String(mail.data.messageId));
    if (hold) mail.message.transform(() => holdBackEnd(hold));
    done();
  });
  return {
    kind: 'smtp',
    async send(message, options = {}) {
      if (options.release) options.release.catch(() => undefined); // a rejection is handled where the stream waits for it
      const hold: Hold = { release: options.release, sent: false };
      holds.set(message.messageId, hold);
      try {
        const info = await transporter.sendMail(mailOptions(message));
        return { response: String(info.response ?? 'OK') };
      } catch (error) {
        throw classify(error, hold.sent);
      } finally {
        holds.delete(message.messageId);
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
    close: () => transporter.close(),
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

/**
 * docs/decisions.md: without SMTP, each message is composed as it would have left (nodemailer's stream
 * transport) and stored as its .eml in the database, where every instance on it can show and download it.
 */
function outboxTransport(store: OutboxStore): MailTransport {
  const composer = nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message, options) {
      if (options?.release && !(await options.release)) throw cancelled();
      try {
        const info = await composer.sendMail(mailOptions(message));
        const { id } = await store.save({
          messageId: message.messageId,
          recipients: message.to.address,
          subject: message.subject,
          eml: info.message as Buffer,
        });
        return { response: `uloženo do databáze (outbox #${id})` };
      } catch (error) {
        throw new TransportError(`uložení do databáze (outbox) selhalo: ${(error as Error).message}`, false);
      }
    },
    async verify() {
      return 'Bez SMTP: e-maily se ukládají do databáze (Nastavení › E-mail › Odchozí pošta bez SMTP, marketplace mail outbox)';
    },
    close: () => composer.close(),
  };
}

export const createMailTransport: MailTransportFactory = (options) =>
  options.type === 'outbox' ? outboxTransport(options.store) : smtpTransport(options);
