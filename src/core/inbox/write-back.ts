import type { Readable } from 'node:stream';

/**
 * What the inbox asks of the mail server for one stored message (ids of received_emails). Each call
 * changes the IMAP server first and the row after, and throws a DomainError with a Czech message when
 * the server refuses or cannot be reached.
 */
export interface InboxWriteBack {
  /** \Seen */
  setRead(id: number, isRead: boolean): Promise<void>;
  /** \Flagged */
  setStarred(id: number, isStarred: boolean): Promise<void>;
  /** moves the message to the archive mailbox (true) or back to INBOX (false) */
  archive(id: number, isArchived: boolean): Promise<void>;
  /** deletes the message on the server and its row */
  remove(id: number): Promise<void>;
  /** fetches and stores the body when the sync did not */
  body(id: number): Promise<{ text: string | null; html: string | null }>;
  /** one attachment, streamed from the server */
  attachment(id: number, part: string): Promise<{ filename: string; contentType: string; stream: Readable }>;
}
