import type { Clock } from '../clock.port.js';
import type { InboundEffectsRepository, SentMatch } from './inbound-effects.repository.js';
import type { BounceReport, InboundEffects, InboundEffectsInput } from './model.js';

/** A bounce without the bounced Message-ID is matched to the latest e-mail sent to its recipient this long before it. */
const BOUNCE_MATCH_DAYS = 14;
/** Of the ids a reply names (In-Reply-To, then References from the newest), at most this many are looked up. */
const MAX_REFERENCES = 50;
/** Message-IDs looked up per query (well under either engine's limit of bound values). */
const LOOKUP_BATCH = 500;

const NONE: InboundEffects = { sentEmailId: null, prospectId: null, suppressed: false };

/** What the sent e-mail keeps of a hard bounce (shown in Odeslaná pošta). */
const bouncedMessage = (bounce: BounceReport) =>
  ['Vráceno', bounce.recipient, bounce.status, bounce.diagnostic].filter(Boolean).join(': ').slice(0, 2000);

/**
 * What a received message does to the rest of the product (docs/decisions.md, 'Bounces, auto-replies
 * and replies'), applied by the IMAP sync in the transaction that stores the message:
 * - a hard bounce (5.x.x, failed) of one of our e-mails: the sent e-mail (by the bounced Message-ID,
 *   else the latest sent to the recipient within BOUNCE_MATCH_DAYS before it arrived) becomes
 *   `bounced` with the status and diagnostic, and the address goes on the suppression list (reason
 *   `bounce`; an entry already there stays as it is); a campaign's recipient it was sent to becomes
 *   `bounced` (the campaign counts it). A soft bounce is only linked. A bounce of no
 *   e-mail of ours changes nothing.
 * - a reply or an auto-reply naming a sent e-mail's Message-ID (In-Reply-To, References) is linked to
 *   it and to the prospect its queue row was sent to; a reply (not an auto-reply) marks the prospect
 *   `replied` unless it is further along.
 * Only the operator's mailbox (ownerCompanyId null) has these effects: our outbound mail (offers,
 * bookings, compose) leaves from the operator's address, so its bounces and replies arrive there; a
 * listed business's own mailbox holds that business's correspondence, where a Message-ID or a
 * recipient matching our mail proves nothing, and a business must not put addresses on the operator's
 * suppression list or move the operator's prospects.
 */
export function createInboundEffects(deps: { repo: InboundEffectsRepository; clock: Clock }) {
  /** The sent e-mail of each Message-ID given (the latest by id), from the lookup of the whole batch. */
  type Known = (messageIds: string[]) => SentMatch[];

  async function prospectOf(sent: SentMatch, repo: InboundEffectsRepository) {
    return sent.queueId === null ? null : repo.prospectOf(sent.queueId);
  }

  async function applyBounce(
    bounce: BounceReport,
    receivedAt: Date,
    repo: InboundEffectsRepository,
    known: Known,
  ): Promise<InboundEffects> {
    const byId = bounce.originalMessageId ? known([bounce.originalMessageId])[0] : undefined;
    const since = new Date(receivedAt.getTime() - BOUNCE_MATCH_DAYS * 86_400_000);
    const sent = byId ?? (bounce.recipient ? await repo.latestSentTo(bounce.recipient, since, receivedAt) : undefined);
    if (!sent) return NONE;
    const prospectId = await prospectOf(sent, repo);
    if (!bounce.hard) return { sentEmailId: sent.id, prospectId, suppressed: false };
    await repo.markBounced(sent.id, bouncedMessage(bounce));
    if (sent.queueId !== null) await repo.markCampaignRecipientBounced(sent.queueId, bouncedMessage(bounce));
    // the address that bounced; without one in the report, the e-mail's own recipient when it had one
    const address = bounce.recipient ?? (sent.toEmail.includes(',') ? null : sent.toEmail.trim());
    if (address) await repo.suppress(address, 'bounce', sent.queueId, deps.clock.now());
    return { sentEmailId: sent.id, prospectId, suppressed: Boolean(address) };
  }

  /** The ids a reply names, In-Reply-To first, then References from the newest. */
  const replyIds = (input: InboundEffectsInput) =>
    [...new Set([input.inReplyTo, ...[...input.references].reverse()].filter((id): id is string => Boolean(id)))].slice(0, MAX_REFERENCES);

  async function applyReply(input: InboundEffectsInput, repo: InboundEffectsRepository, known: Known): Promise<InboundEffects> {
    const ids = replyIds(input);
    if (!ids.length) return NONE;
    const found = known(ids);
    const sent = ids.map((id) => found.find((s) => s.messageId === id)).find(Boolean);
    if (!sent) return NONE;
    const prospectId = await prospectOf(sent, repo);
    if (prospectId !== null && input.kind === 'message') await repo.markReplied(prospectId);
    return { sentEmailId: sent.id, prospectId, suppressed: false };
  }

  /** Only the operator's mailbox has effects (see above). */
  const hasEffects = (input: InboundEffectsInput) => input.ownerCompanyId === null && (input.kind !== 'bounce' || input.bounce !== null);
  /** The Message-IDs a message's effects look up: a bounce's original one, a reply's In-Reply-To and References. */
  function namedIds(input: InboundEffectsInput): string[] {
    if (!hasEffects(input)) return [];
    if (input.kind !== 'bounce') return replyIds(input);
    return input.bounce?.originalMessageId ? [input.bounce.originalMessageId] : [];
  }

  /**
   * The effects of received messages, in their order; `repo` is the repository of the caller's
   * transaction (`tx.inboundEffects`), by default the database's. The sent e-mails every message names
   * are looked up in one query per LOOKUP_BATCH ids, not one per message (a mailbox's replies would
   * cost a query each); the other queries (a matched message's prospect, a bounce without a known
   * Message-ID) run for the few messages that need them. `suppressed`: the address is on the
   * suppression list because of this hard bounce (put there now, or already there).
   */
  async function applyAll(inputs: InboundEffectsInput[], repo: InboundEffectsRepository = deps.repo): Promise<InboundEffects[]> {
    const ids = [...new Set(inputs.flatMap(namedIds))];
    const byMessageId = new Map<string, SentMatch>();
    for (let i = 0; i < ids.length; i += LOOKUP_BATCH)
      for (const sent of await repo.sentByMessageIds(ids.slice(i, i + LOOKUP_BATCH))) {
        const seen = byMessageId.get(sent.messageId);
        if (!seen || seen.id < sent.id) byMessageId.set(sent.messageId, sent);
      }
    const known: Known = (messageIds) => messageIds.flatMap((id) => byMessageId.get(id) ?? []);
    const effects: InboundEffects[] = [];
    for (const input of inputs) {
      if (!hasEffects(input)) effects.push(NONE);
      else if (input.kind === 'bounce') effects.push(await applyBounce(input.bounce as BounceReport, input.receivedAt, repo, known));
      else effects.push(await applyReply(input, repo, known));
    }
    return effects;
  }

  return {
    applyAll,
    /** The effects of one received message (applyAll of one). */
    async apply(input: InboundEffectsInput, repo: InboundEffectsRepository = deps.repo): Promise<InboundEffects> {
      const [effects] = await applyAll([input], repo);
      if (!effects) throw new Error('applyAll answers one effect per message');
      return effects;
    },
  };
}
