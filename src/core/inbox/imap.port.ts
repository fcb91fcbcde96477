import type { Readable } from 'node:stream';
import type { InboundMessage } from './model.js';

/** What the inbox needs from an IMAP server (adapters/imap/imapflow-client.ts implements it; tests use the real one). */

export type ImapTls = 'tls' | 'starttls' | 'none';

export interface ImapServer {
  host: string;
  port: number;
  tls: ImapTls;
  username: string;
  password: string;
}

/** STATUS / SELECT of one mailbox; UIDVALIDITY and HIGHESTMODSEQ as decimal text (they exceed 2^31). */
export interface MailboxState {
  path: string;
  uidValidity: string;
  uidNext: number;
  /** null when the server has no CONDSTORE for the mailbox */
  highestModseq: string | null;
  messages: number;
}

/** An attachment as the body structure lists it (not downloaded by the sync). */
export interface AttachmentInfo {
  name: string;
  size: number;
  content_type: string;
  /** the MIME part number, for the download */
  part: string;
}

/** Envelope data known without parsing the message (the fallback of a malformed one). */
export interface MessageSummary {
  uid: number;
  flags: string[];
  size: number;
  internalDate: Date | null;
  messageId: string | null;
  date: Date | null;
  from: { address: string; name: string } | null;
  to: string[];
  cc: string[];
  subject: string;
  inReplyTo: string | null;
}

/** One fetched message: what the envelope says, and the parsed MIME (null when it could not be parsed). */
export interface FetchedMessage extends MessageSummary {
  parsed: InboundMessage | null;
  attachments: AttachmentInfo[];
  /** what could not be fetched or parsed (the size cap, a malformed source) */
  note: string | null;
}

export interface FlagState {
  uid: number;
  flags: string[];
}

/** One logged-in connection. Every mailbox call opens (SELECTs) the mailbox it names when needed. */
export interface ImapSession {
  /** the server enabled CONDSTORE / QRESYNC */
  readonly condstore: boolean;
  readonly qresync: boolean;
  /** STATUS of a mailbox; null when it does not exist */
  status(path: string): Promise<MailboxState | null>;
  /** the path of the mailbox with the \Archive special use, if any */
  archiveMailbox(): Promise<string | null>;
  createMailbox(path: string): Promise<void>;
  /** UID SEARCH: the UIDs from `fromUid` up */
  uidsFrom(path: string, fromUid: number): Promise<number[]>;
  /** envelope, flags, size and dates of the given UIDs (no body) */
  summaries(path: string, uids: number[]): Promise<MessageSummary[]>;
  /** the messages themselves (source parsed; over `sizeCap` only headers and text parts) */
  messages(path: string, summaries: MessageSummary[], sizeCap: number): Promise<FetchedMessage[]>;
  /**
   * CONDSTORE: flags changed since `modseq` of the UIDs up to `uptoUid`; with QRESYNC also the UIDs of
   * that range expunged since (VANISHED (EARLIER)). An explicit upper UID, not `*`: `*` is the highest
   * UID still there, so an expunged last message would not be reported.
   */
  changedSince(path: string, modseq: string, uptoUid: number): Promise<{ flags: FlagState[]; vanished: number[] }>;
  /** every message's flags (without CONDSTORE, or on a first sync) */
  allFlags(path: string): Promise<FlagState[]>;
  setFlag(path: string, uid: number, flag: string, on: boolean): Promise<void>;
  /** moves a message; answers its UID in `to` (UIDPLUS) when the server says it, and `to`'s UIDVALIDITY */
  move(path: string, uid: number, to: string): Promise<{ uid: number | null; uidValidity: string | null }>;
  remove(path: string, uid: number): Promise<void>;
  /** a MIME part's content, decoded */
  download(path: string, uid: number, part: string): Promise<Readable>;
  close(): Promise<void>;
}

interface ImapConnectOptions {
  /**
   * Only a server at a public address (a business's own account: the host is the business's to choose,
   * so it must not reach the operator's internal network); the operator's account may be anywhere.
   */
  publicOnly?: boolean;
}

export interface ImapClient {
  /** connects and logs in; rejects with the reason (in Czech where it is ours) */
  connect(server: ImapServer, options?: ImapConnectOptions): Promise<ImapSession>;
}
