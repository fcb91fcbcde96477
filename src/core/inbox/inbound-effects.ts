import type { Clock } from '../ports.js';
import type { InboundEffectsRepository, SentMatch } from './inbound-effects-repository.js';
import type { BounceReport, InboundEffects, InboundEffectsInput } from './model.js';

/** A bounce without the bounced Message-ID is matched to the latest e-mail sent to its recipient this long before it. */
export const BOUNCE_MATCH_DAYS = 14;
/** The ids a reply names (In-Reply-To, then References from the newest) are looked up at most this many at a time. */
const MAX_REFERENCES = 50;

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
  async function prospectOf(sent: SentMatch, repo: InboundEffectsRepository) {
    return sent.queueId === null ? null : repo.prospectOf(sent.queueId);
  }

  async function applyBounce(bounce: BounceReport, receivedAt: Date, repo: InboundEffectsRepository): Promise<InboundEffects> {
    const byId = bounce.originalMessageId ? (await repo.sentByMessageIds([bounce.originalMessageId]))[0] : undefined;
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

  async function applyReply(input: InboundEffectsInput, repo: InboundEffectsRepository): Promise<InboundEffects> {
    const ids = [...new Set([input.inReplyTo, ...[...input.references].reverse()].filter((id): id is string => Boolean(id)))];
    if (!ids.length) return NONE;
    const found = await repo.sentByMessageIds(ids.slice(0, MAX_REFERENCES));
    const sent = ids.map((id) => found.find((s) => s.messageId === id)).find(Boolean);
    if (!sent) return NONE;
    const prospectId = await prospectOf(sent, repo);
    if (prospectId !== null && input.kind === 'message') await repo.markReplied(prospectId);
    return { sentEmailId: sent.id, prospectId, suppressed: false };
  }

  return {
    /**
     * The effects of one stored message; `repo` is the repository of the caller's transaction
     * (`tx.inboundEffects`), by default the database's. `suppressed`: the address is on the
     * suppression list because of this hard bounce (put there now, or already there).
     */
    async apply(input: InboundEffectsInput, repo: InboundEffectsRepository = deps.repo): Promise<InboundEffects> {
      if (input.ownerCompanyId !== null) return NONE;
      if (input.kind === 'bounce') return input.bounce ? applyBounce(input.bounce, input.receivedAt, repo) : NONE;
      return applyReply(input, repo);
    },
  };
}

export type InboundEffectsService = ReturnType<typeof createInboundEffects>;
