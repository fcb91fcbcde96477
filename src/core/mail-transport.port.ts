/** The way out for mail that core talks through; src/adapters/mail implements it. */

/** One message as the transport sends it (already rendered, tracked and signed for). */
export interface OutgoingMessage {
  messageId: string;
  from: { name: string; address: string };
  replyTo?: string;
  to: { name?: string; address: string };
  cc: string[];
  bcc: string[];
  subject: string;
  html?: string;
  text: string;
  headers: Record<string, string>;
  /** `cid`: shown inside the HTML (`<img src="cid:…">`), an inline part of the message */
  attachments: Array<{ filename: string; contentType: string; content: Buffer; cid?: string }>;
}

export interface DkimOptions {
  domain: string;
  selector: string;
  privateKey: string;
}

export type TransportOptions =
  | { type: 'smtp'; url: string; dkim?: DkimOptions }
  | { type: 'smtp'; host: string; port: number; secure: boolean; user?: string; password?: string; dkim?: DkimOptions }
  | { type: 'outbox'; store: OutboxStore };

/**
 * Where the outbox transport keeps what it would have sent when no SMTP is configured: the database
 * (core/mail/outbox.repository.ts), so that every instance on it sees the same messages.
 */
export interface OutboxStore {
  /** Stores one composed message (its bytes as an .eml); answers its row's id. */
  save(message: { messageId: string; recipients: string; subject: string; eml: Buffer }): Promise<{ id: number }>;
}

interface SendOptions {
  /**
   * The send may start (envelope, most of the data) but its end, after which the server accepts the
   * message (SMTP: the dot that ends DATA; outbox: the stored row), waits for this to resolve true: the
   * worker records the hand-over meanwhile. false or a rejection cancels the send: nothing is
   * delivered and send() rejects.
   */
  release?: Promise<boolean>;
}

/** A way out for mail: SMTP, or the database outbox of the embedded demo. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves with the server's answer; rejects with TransportError. */
  send(message: OutgoingMessage, options?: SendOptions): Promise<{ response: string }>;
  /** Checks the connection and login; resolves with a description of the server's answer. */
  verify(): Promise<string>;
  close(): void;
}

export type MailTransportFactory = (options: TransportOptions) => MailTransport;

/**
 * A failed send. `permanent`: the server refused for good (5xx); otherwise worth retrying later.
 * `uncertain`: the whole message had gone out when the connection failed without an answer, so the
 * server may have accepted it: sending it again could deliver it twice.
 */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly response?: string,
    readonly uncertain = false,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}
