import { foldText } from '../text/normalize.js';
import { addressIn, cleanDiagnostic, ENHANCED_STATUS, head, headerOf } from './delivery-report.js';
import type { BounceReport, InboundMessage } from './model.js';

/**
 * Bounces that are not RFC 3464 reports: the texts of the MTAs and providers (Postfix, Exim, qmail,
 * Exchange, Gmail, Outlook.com, Yahoo, Seznam …). Subjects and phrases are matched folded (lower case,
 * no diacritics).
 */

/** Subjects of delivery failures and delays. */
const BOUNCE_SUBJECT =
  /undeliver|delivery status notification|failure notice|mail delivery (failed|failure|system)|delivery (has )?failed|delivery failure|returned mail|could not be delivered|not delivered|could not send message|delayed mail|delivery delayed|nedorucitel|nedorucen|vracena zprava|niedostarcz|nie dostarczono/;

/** Phrases of a delivery failure (or delay) in the text. */
const FAILURE_TEXT =
  /could not be delivered|couldn't be delivered|wasn't delivered|was not delivered|unable to deliver|delivery (has|to the following recipients?) failed|delivery to the following recipient|permanent (error|failure)|failed permanently|user unknown|unknown user|no such user|mailbox (is )?(unavailable|full|not found|does not exist)|address not found|recipient address rejected|does not exist|not a valid recipient|could not deliver|will (continue|retry)|still being retried|nepodarilo dorucit|nelze dorucit|nebylo mozne dorucit|nebyla dorucena|nedorucitel|nie mozna dostarczyc|nie zostala dostarczona|nie zostal dostarczony/;

/** A delay: the server keeps trying. */
const DELAY_TEXT =
  /delay|will (continue|retry|be retried)|still (being )?(retried|trying)|temporar|try again later|not yet been delivered|docasn|zpozden|opozn/;

/** Says plainly that it is for good. */
const PERMANENT_TEXT =
  /permanent|given up|user unknown|unknown user|no such user|does not exist|doesn't (exist|have)|address not found|couldn't be found|not a valid recipient|recipientnotfound|recipnotfound|neexistuje|trvale|nie istnieje/;

/** Where the copy of the bounced message begins (matched on the text as it is): the text before it is the report itself. */
const COPY_START =
  /^[ \t-]*(below this line is a copy of the message|this is a copy of the message|original message headers|original message follows|p[uů]vodn[ií] zpr[aá]va|hlavi[cč]ky p[uů]vodn[ií] zpr[aá]vy|oryginalna wiadomo[sś][cć])|^(received|return-path|dkim-signature|message-id)[ \t]*:/im;

/** A basic SMTP reply code as servers quote it: '550 5.1.1', '550-5.1.1', '554: delivery error', "returned '550 …". */
const SMTP_CODE = /(?<![\w.])([45]\d\d)(?=[ \t]*[-:]?[ \t]*(?:[245]\.\d|[A-Za-z<#]))/;

const ADDRESS = /^[A-Za-z0-9._%+'=-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The addresses of a text, in order: its words tested one by one (a search through the whole text would be quadratic on a long word). */
const addressesIn = (text: string) =>
  text
    .split(/[\s<>()[\]"',;:]+/)
    .map((word) => word.replace(/\.+$/, ''))
    .filter((word) => word.length <= 320 && word.includes('@') && ADDRESS.test(word));
const DAEMON_LOCAL = /^(mailer-?daemon|postmaster|mail-daemon|mail-delivery|bounces?)$/i;

/** From a mail system, not a person: MAILER-DAEMON, postmaster, 'Mail Delivery Subsystem', or the empty Return-Path of a report. */
function fromMailSystem(message: InboundMessage): boolean {
  const local = (message.from?.address ?? '').split('@')[0] ?? '';
  const name = foldText(message.from?.name ?? '');
  return (
    DAEMON_LOCAL.test(local) ||
    /mail delivery (subsystem|system|service)|mailer-daemon/.test(name) ||
    headerOf(message, 'return-path') === '<>'
  );
}

/** The report's own text: the body (its first 64 KB) up to the copy of the bounced message. */
const reportText = (message: InboundMessage) => {
  const text = head(message.text);
  const copy = COPY_START.exec(text);
  return copy ? text.slice(0, copy.index) : text;
};

/** Whether a message that is no RFC 3464 report still is a bounce: two signals of the list, or Exim's X-Failed-Recipients. */
export function looksLikeBounce(message: InboundMessage): boolean {
  if (headerOf(message, 'x-failed-recipients')) return true;
  const subject = BOUNCE_SUBJECT.test(foldText(message.subject.slice(0, 1000)));
  const system = fromMailSystem(message);
  // two signals: without the sender's nor the subject's, the text (its folding and phrases, most of
  // the classifier's time on a person's long message) cannot make it one
  if (!system && !subject) return false;
  const text = foldText(reportText(message));
  const failure = FAILURE_TEXT.test(text) || (ENHANCED_STATUS.test(text) && SMTP_CODE.test(text));
  return (system && (subject || failure)) || (subject && failure);
}

/** The line of `text` where `index` falls, with the indented lines that continue it. */
function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  const lines = text.slice(start).split(/\r?\n/);
  const out = [lines[0]];
  for (const line of lines.slice(1, 4)) {
    if (!/^[ \t]+\S/.test(line)) break;
    out.push(line);
  }
  return out.join(' ');
}

/**
 * What a non-standard bounce says: the recipient (X-Failed-Recipients, else the first address of the
 * report's text that is not ours nor the mail system's), the status and the diagnostic line (an SMTP
 * code: enhanced, else basic), and whether it is permanent (a 5 code, else words that say so; a 4
 * code or a delay is not).
 */
export function bounceFromText(message: InboundMessage): Omit<BounceReport, 'originalMessageId'> {
  const text = reportText(message);
  const folded = foldText(`${message.subject.slice(0, 1000)}\n${text}`);
  const ours = new Set([...message.to, message.from?.address ?? ''].map((a) => a.toLowerCase()));
  const failed = (headerOf(message, 'x-failed-recipients') ?? '').split(',').map(addressIn).find(Boolean);
  const recipient =
    failed ??
    addressesIn(text)
      .map((a) => a.toLowerCase())
      .find((a) => !ours.has(a) && !DAEMON_LOCAL.test(a.split('@')[0] ?? '')) ??
    null;
  const enhanced = ENHANCED_STATUS.exec(text);
  const basic = SMTP_CODE.exec(text);
  const code = enhanced ?? basic;
  const klass = enhanced?.[1] ?? basic?.[1]?.[0] ?? null;
  const delayed = klass === '4' || (klass === null && DELAY_TEXT.test(folded));
  const hard = klass === '5' || (klass === null && !delayed && PERMANENT_TEXT.test(folded));
  return {
    recipient,
    status: enhanced?.[0] ?? null,
    action: delayed ? 'delayed' : 'failed',
    diagnostic: code ? cleanDiagnostic(lineAt(text, code.index)) : null,
    hard,
  };
}
