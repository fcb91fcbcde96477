/**
 * Inbound e-mail: the shapes the IMAP sync, the
 * classifier (bounces, auto-replies) and the effects of a received message share.
 */

/** A received message as the sync hands it over (parsed from its MIME source by the IMAP adapter). */
export interface InboundMessage {
  /** every header line, keys lower-cased, values unfolded, in order */
  headers: Array<{ key: string; value: string }>;
  from: { address: string; name: string } | null;
  to: string[];
  subject: string;
  /** the text part, or the HTML turned into text; '' when none */
  text: string;
  html: string | null;
  attachments: Array<{ filename: string | null; contentType: string; content: Buffer }>;
  /** with the angle brackets, as in the header */
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  date: Date | null;
}

export const INBOUND_KINDS = ['message', 'bounce', 'auto_reply'] as const;
type InboundKind = (typeof INBOUND_KINDS)[number];

/** What a delivery report says about one recipient of one of our messages. */
export interface BounceReport {
  /** lower-cased address that bounced */
  recipient: string | null;
  /** enhanced status code, e.g. '5.1.1' */
  status: string | null;
  /** 'failed', 'delayed', ... */
  action: string | null;
  /** the server's diagnostic text (at most 1000 characters) */
  diagnostic: string | null;
  /** permanent: 5.x.x with action failed (or a non-standard report that clearly says so) */
  hard: boolean;
  /** Message-ID of the message that bounced, from the returned headers */
  originalMessageId: string | null;
}

export interface Classification {
  kind: InboundKind;
  bounce: BounceReport | null;
}

/** What the effects of a stored message are computed from. */
export interface InboundEffectsInput {
  kind: InboundKind;
  bounce: BounceReport | null;
  fromEmail: string | null;
  inReplyTo: string | null;
  references: string[];
  receivedAt: Date;
  /** whose mailbox received it: the operator's (null) or a listed business's (companies.id) */
  ownerCompanyId: number | null;
}

/** What a stored message was linked to, and whether its address was suppressed. */
export interface InboundEffects {
  /** sent_emails.id this message answers or reports on */
  sentEmailId: number | null;
  /** prospects.id it concerns (the API calls it company_id) */
  prospectId: number | null;
  /** the address went on the suppression list */
  suppressed: boolean;
}

/**
 * A mailbox on a host of the reserved `.example` domain (RFC 2606) is the demo's: no mail server can
 * be there, so its messages were seeded (seeds/demo-inbox.ts), never synced from a real mailbox.
 */
export const isDemoHost = (host: string) => {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  return name === 'example' || name.endsWith('.example');
};
