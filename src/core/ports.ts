/** Ports core talks through; adapters/ implements them and tests replace them. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface DkimOptions {
  domain: string;
  selector: string;
  privateKey: string;
}

export type TransportOptions =
  | { type: 'smtp'; url: string; dkim?: DkimOptions }
  | { type: 'smtp'; host: string; port: number; secure: boolean; user?: string; password?: string; dkim?: DkimOptions }
  | { type: 'outbox'; dir: string };

/** A way out for mail: SMTP, or the file outbox of the embedded demo. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves with the server's answer; rejects with TransportError. */
  send(message: OutgoingMessage): Promise<{ response: string }>;
  /** Checks the connection and login; resolves with a description of the server's answer. */
  verify(): Promise<string>;
  close(): void;
}

export type MailTransportFactory = (options: TransportOptions) => MailTransport;

/** A failed send. `permanent`: the server refused for good (5xx); otherwise worth retrying later. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly response?: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}
