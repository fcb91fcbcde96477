import { foldText } from '../text/normalize.js';
import { bounceFromText, looksLikeBounce } from './bounce-text.js';
import { deliveredFine, deliveryStatusOf, headerOf, isDeliveryStatusReport, returnedMessageId } from './delivery-report.js';
import type { BounceReport, Classification, InboundMessage } from './model.js';

export type { Classification, InboundMessage } from './model.js';

/** Subjects of out-of-office and automatic replies (folded), at the start of the subject, after an optional [tag]. */
const VACATION_SUBJECT =
  /^(\[[^\]]*\]\s*)?(automaticka odpoved|odpowiedz automatyczna|automatyczna odpowiedz|automatic reply|automatische antwort|auto[- ]?reply|autoresponse|auto:|out of (the )?office|nepritomnost|mimo kancelar|nieobecnosc|poza biurem|abwesenheit)/;
/** Words of a vacation notice anywhere in the subject: enough only with Precedence: bulk or junk. */
const VACATION_WORDS = /dovolen|vacation|holiday|urlop|absence|away from|nepritomn|mimo kancelar|nieobecn|out of (the )?office|poza biurem/;

function isBounce(message: InboundMessage): BounceReport | null {
  const report = deliveryStatusOf(message);
  if (report && deliveredFine(report)) return null; // a success notice: an automatic message, no bounce
  if (report?.recipient || report?.status) return { ...report, originalMessageId: returnedMessageId(message) };
  if (!isDeliveryStatusReport(message) && !looksLikeBounce(message)) return null;
  // a report without usable fields, or a non-standard text: read what the text says
  return { ...bounceFromText(message), originalMessageId: returnedMessageId(message) };
}

function isAutoReply(message: InboundMessage): boolean {
  const submitted = headerOf(message, 'auto-submitted');
  if (submitted !== null && !/^\s*no\b/i.test(submitted)) return true; // RFC 3834
  if (headerOf(message, 'x-autoreply') !== null || headerOf(message, 'x-autorespond') !== null) return true;
  const type = (headerOf(message, 'content-type') ?? '').toLowerCase();
  // a read receipt, or a delivery report that is no bounce (delivered, relayed)
  if (/^\s*multipart\/report\b/.test(type) && /report-type\s*=\s*"?(disposition-notification|delivery-status)/.test(type)) return true;
  const subject = foldText(message.subject.slice(0, 1000));
  if (VACATION_SUBJECT.test(subject)) return true;
  const precedence = (headerOf(message, 'precedence') ?? '').trim().toLowerCase();
  if (precedence === 'auto_reply') return true;
  return (precedence === 'bulk' || precedence === 'junk') && VACATION_WORDS.test(subject);
}

/**
 * What a received message is (docs/decisions.md, 'Bounces, auto-replies and replies'):
 * - `bounce`: an RFC 3464 delivery-status report (multipart/report; report-type=delivery-status, or a
 *   message/delivery-status part), read from its per-recipient fields (Final-Recipient or
 *   Original-Recipient, Action, Status, Diagnostic-Code) and its returned message or headers for the
 *   original Message-ID; else a non-standard bounce of an MTA or provider (bounce-text.ts). A report
 *   on several recipients gives the first that failed (else the first).
 * - `auto_reply`: RFC 3834 Auto-Submitted other than `no`, X-Autoreply, X-Autorespond, Precedence:
 *   auto_reply, a read receipt (report-type=disposition-notification) or a delivery report of success
 *   (Action delivered, relayed or expanded), an out-of-office subject in
 *   Czech, Slovak, Polish or English (Precedence: bulk or junk only with vacation words in the subject).
 *   A bounce is never an auto-reply (reports carry Auto-Submitted too).
 * - `message`: everything else.
 * Pure; reads at most the first 64 KB of any text and never throws (odd input is a `message`).
 */
export function classifyInbound(message: InboundMessage): Classification {
  try {
    const bounce = isBounce(message);
    if (bounce) return { kind: 'bounce', bounce };
    return { kind: isAutoReply(message) ? 'auto_reply' : 'message', bounce: null };
  } catch {
    return { kind: 'message', bounce: null };
  }
}
