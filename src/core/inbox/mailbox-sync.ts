import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import type { ApplyEffects, InboxMessageRepository, MailboxRow, MatchableRow } from './message.repository.js';
import { fallbackKey, FLAGGED, inboundFromSummary, messageRow, receivedAtOf, SEEN } from './message-row.js';
import type { Classification, InboundMessage } from './model.js';
import type { FlagState, ImapSession, MailboxState, MessageSummary } from './imap.port.js';

/** Messages fetched and stored per transaction: what a killed sync may have to fetch again. */
const SYNC_BATCH = 100;
/** Over this size a message's attachments are not fetched by the sync: only its headers and text parts. */
export const MESSAGE_SIZE_CAP = 2 * 1024 * 1024;
/** UIDs whose envelopes are read per FETCH when a changed UIDVALIDITY is matched. */
const SUMMARY_BATCH = 500;

export interface MailboxCounts {
  new: number;
  updated: number;
  removed: number;
  bounces: number;
  auto_replies: number;
  /** the first new message stored, for a notification about a single one */
  firstNew: { sender: string; subject: string } | null;
}

export interface MailboxSyncContext {
  session: ImapSession;
  /** what changes several rows at once is one transaction (tx.inboxMessages) */
  uow: UnitOfWork;
  repo: InboxMessageRepository;
  clock: Clock;
  accountId: number;
  ownerCompanyId: number | null;
  classify: (message: InboundMessage) => Classification;
  applyEffects: ApplyEffects;
  /** after each stored batch: renews the lease; throws to stop (lease lost, asked to stop) */
  afterBatch: (stored: number) => Promise<void>;
}

/** Changed flags of stored messages in one transaction (none when nothing changed). */
async function updateFlags(
  ctx: MailboxSyncContext,
  mailboxId: number,
  uidValidity: string,
  changes: Array<{ uid: number; isRead: boolean; isStarred: boolean }>,
  now: Date,
) {
  if (changes.length) await ctx.uow.write((tx) => tx.inboxMessages.updateFlags(mailboxId, uidValidity, changes, now));
}

const emptyCounts = (): MailboxCounts => ({ new: 0, updated: 0, removed: 0, bounces: 0, auto_replies: 0, firstNew: null });

/** The stored state equals the server's: nothing to transfer (this is what makes a re-sync cheap). */
export const unchanged = (stored: MailboxRow | null, state: MailboxState) =>
  stored !== null &&
  stored.uidNext !== null &&
  stored.highestModseq !== null &&
  stored.uidValidity === state.uidValidity &&
  stored.uidNext === state.uidNext &&
  stored.highestModseq === state.highestModseq;

/**
 * Syncs one mailbox: flags and deletions of stored messages, then the new ones in batches, each
 * batch stored (with its effects) before anything marks it seen; the mailbox's state is written last.
 * A sync stopped anywhere and run again ends with the same rows.
 */
export async function syncMailbox(ctx: MailboxSyncContext, state: MailboxState, archived: boolean): Promise<MailboxCounts> {
  const counts = emptyCounts();
  const stored =
    (await ctx.repo.mailbox(ctx.accountId, state.path)) ?? (await ctx.repo.ensureMailbox(ctx.accountId, state.path, state.uidValidity));
  let known: Set<number>;
  if (stored.uidValidity !== state.uidValidity) {
    known = await rematch(ctx, stored, state, counts);
  } else {
    known = await refreshStored(ctx, stored, state, counts);
  }
  const candidates = (await ctx.session.uidsFrom(state.path, stored.uidValidity === state.uidValidity ? (stored.uidNext ?? 1) : 1)).filter(
    (uid) => !known.has(uid),
  );
  await fetchNew(ctx, stored.id, state, candidates, archived, counts);
  await ctx.repo.completeMailbox(stored.id, state, ctx.clock.now());
  return counts;
}

/** Flags changed on the server and messages deleted there, for the stored messages of an unchanged UIDVALIDITY. */
async function refreshStored(
  ctx: MailboxSyncContext,
  stored: MailboxRow,
  state: MailboxState,
  counts: MailboxCounts,
): Promise<Set<number>> {
  const flags = await ctx.repo.flagsOf(stored.id, stored.uidValidity);
  if (!flags.size) return new Set();
  const storedUids = [...flags.keys()];
  let changed: FlagState[];
  let gone: number[];
  if (state.messages === 0) {
    changed = [];
    gone = storedUids;
  } else if (ctx.session.condstore && stored.highestModseq !== null && stored.uidNext !== null) {
    const since = await ctx.session.changedSince(state.path, stored.highestModseq, Math.max(...storedUids));
    changed = since.flags;
    if (ctx.session.qresync) gone = since.vanished;
    else {
      const present = new Set(await ctx.session.uidsFrom(state.path, 1));
      gone = storedUids.filter((uid) => !present.has(uid));
    }
  } else {
    changed = await ctx.session.allFlags(state.path);
    const present = new Set(changed.map((f) => f.uid));
    gone = storedUids.filter((uid) => !present.has(uid));
  }
  const updates = changed.flatMap(({ uid, flags: list }) => {
    const row = flags.get(uid);
    const isRead = list.includes(SEEN);
    const isStarred = list.includes(FLAGGED);
    return row && (row.isRead !== isRead || row.isStarred !== isStarred) ? [{ uid, isRead, isStarred }] : [];
  });
  await updateFlags(ctx, stored.id, stored.uidValidity, updates, ctx.clock.now());
  counts.updated += updates.length;
  const removed = gone.filter((uid) => flags.has(uid));
  counts.removed += await ctx.repo.removeUids(stored.id, stored.uidValidity, removed);
  for (const uid of removed) flags.delete(uid);
  return new Set(flags.keys());
}

/**
 * UIDVALIDITY changed: the mailbox is read again. A stored row already under the new key stays (or goes,
 * when the server no longer has its UID); the others are paired with the server's messages (pairMessages) and keep their id under the new UID; the
 * rest go. Answers the UIDs now stored; the others are fetched as new.
 */
async function rematch(ctx: MailboxSyncContext, stored: MailboxRow, state: MailboxState, counts: MailboxCounts): Promise<Set<number>> {
  const uids = await ctx.session.uidsFrom(state.path, 1);
  const summaries: MessageSummary[] = [];
  for (let i = 0; i < uids.length; i += SUMMARY_BATCH)
    summaries.push(...(await ctx.session.summaries(state.path, uids.slice(i, i + SUMMARY_BATCH))));
  const rows = await ctx.repo.matchable(stored.id);
  const now = ctx.clock.now();
  const byUid = new Map(summaries.map((s) => [s.uid, s]));
  const kept = new Set<number>();
  // a row under the new key (stored by a sync of this UIDVALIDITY that did not finish) is that message:
  // it stays, with the server's flags now (they may have changed since it was stored)
  // a row under the new key whose UID the server no longer has was expunged since: it goes, and is
  // never paired (it would be taken for another message alike in date, size and sender)
  const flagUpdates: Array<{ uid: number; isRead: boolean; isStarred: boolean }> = [];
  const expunged: number[] = [];
  const remaining = rows.filter((r) => {
    if (r.uidValidity !== state.uidValidity) return true;
    const s = byUid.get(r.uid);
    if (!s || kept.has(r.uid)) {
      expunged.push(r.id);
      return false;
    }
    kept.add(r.uid);
    const isRead = s.flags.includes(SEEN);
    const isStarred = s.flags.includes(FLAGGED);
    if (r.isRead !== isRead || r.isStarred !== isStarred) flagUpdates.push({ uid: r.uid, isRead, isStarred });
    return false;
  });
  await updateFlags(ctx, stored.id, state.uidValidity, flagUpdates, now);
  counts.updated += flagUpdates.length;
  const pairs = pairMessages(
    remaining,
    summaries.filter((s) => !kept.has(s.uid)),
    now,
  );
  const moves = pairs.map(([row, s]) => ({ id: row.id, uid: s.uid, isRead: s.flags.includes(SEEN), isStarred: s.flags.includes(FLAGGED) }));
  const paired = new Set(pairs.map(([row]) => row.id));
  const removeIds = [...expunged, ...remaining.filter((r) => !paired.has(r.id)).map((r) => r.id)];
  await ctx.uow.write((tx) => tx.inboxMessages.rekey(stored.id, state.uidValidity, moves, removeIds, now));
  counts.removed += removeIds.length;
  counts.updated += moves.length;
  return new Set([...kept, ...moves.map((m) => m.uid)]);
}

/**
 * Which stored row is which message of the server, when their UIDs say nothing (a new UIDVALIDITY). A
 * pair is only made where it cannot be another message: a row shown under a message's UID must be that
 * message; a row not paired is fetched again, which costs a download and its id (labels, folders).
 * 1. Message-ID, date, size and sender alike: rows and messages are paired in order, as many as both
 *    sides have (copies of one message are one message), but without a Message-ID only one row with
 *    one message (two different messages may share a date, size and sender).
 * 2. What is left with a Message-ID: a row and a message alone with it (a server that rewrote its
 *    messages' headers or dates: the same message under the same Message-ID).
 */
function pairMessages(rows: MatchableRow[], summaries: MessageSummary[], now: Date): Array<[MatchableRow, MessageSummary]> {
  const pairs: Array<[MatchableRow, MessageSummary]> = [];
  const rowsLeft = new Set(rows);
  const summariesLeft = new Set(summaries);
  const groups = <T>(items: Iterable<T>, key: (item: T) => string | null) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const k = key(item);
      if (k === null) continue;
      const group = map.get(k);
      if (group) group.push(item);
      else map.set(k, [item]);
    }
    return map;
  };
  const pairGroups = (
    rowKey: (r: MatchableRow) => string | null,
    summaryKey: (s: MessageSummary) => string | null,
    onlyAlone: (key: string) => boolean,
  ) => {
    const messagesByKey = groups(summariesLeft, summaryKey);
    for (const [key, group] of groups(rowsLeft, rowKey)) {
      const found = messagesByKey.get(key) ?? [];
      if (onlyAlone(key) && (group.length !== 1 || found.length !== 1)) continue;
      for (const [i, row] of group.entries()) {
        const message = found[i];
        if (message === undefined) break;
        pairs.push([row, message]);
        rowsLeft.delete(row);
        summariesLeft.delete(message);
      }
    }
  };
  const full = (messageId: string | null, receivedAt: Date, size: number, fromEmail: string | null) =>
    `${messageId ?? ''}|${fallbackKey(receivedAt, size, fromEmail)}`;
  pairGroups(
    (r) => full(r.messageId, r.receivedAt, r.size, r.fromEmail),
    (s) => full(s.messageId, receivedAtOf(s, now), s.size, s.from?.address ?? null),
    (key) => key.startsWith('|'),
  );
  pairGroups(
    (r) => r.messageId,
    (s) => s.messageId,
    () => true,
  );
  return pairs;
}

/** The new messages in batches: envelopes, then the messages, classified and stored with their effects. */
async function fetchNew(
  ctx: MailboxSyncContext,
  mailboxId: number,
  state: MailboxState,
  uids: number[],
  archived: boolean,
  counts: MailboxCounts,
) {
  const batches: number[][] = [];
  for (let i = 0; i < uids.length; i += SYNC_BATCH) batches.push(uids.slice(i, i + SYNC_BATCH));
  // a batch fetched is classified and made rows at once: while the batch before it is being stored
  // (the database's work, off this thread), and while the batch after it is on its way from the server
  const load = async (batch: number[]) => {
    const fetched = await ctx.session.messages(state.path, await ctx.session.summaries(state.path, batch), MESSAGE_SIZE_CAP);
    const now = ctx.clock.now();
    const items = fetched.map((m) =>
      messageRow(m, ctx.classify(m.parsed ?? inboundFromSummary(m)), { archived, ownerCompanyId: ctx.ownerCompanyId, now }),
    );
    return { items, now };
  };
  const first = batches[0];
  let next = first ? load(first) : null;
  for (let b = 0; b < batches.length; b += 1) {
    const { items, now } = await (next as ReturnType<typeof load>);
    const following = batches[b + 1];
    next = following ? load(following) : null;
    next?.catch(() => undefined); // a failure surfaces when it is awaited; a stop leaves it unawaited
    const inserted = await ctx.uow.write((tx) =>
      tx.inboxMessages.store(ctx.accountId, mailboxId, state.uidValidity, items, ctx.applyEffects, now),
    );
    counts.new += inserted.length;
    counts.bounces += inserted.filter((r) => r.kind === 'bounce').length;
    counts.auto_replies += inserted.filter((r) => r.kind === 'auto_reply').length;
    if (!counts.firstNew && inserted[0]) {
      counts.firstNew = { sender: inserted[0].from_name || inserted[0].from_email || '', subject: inserted[0].subject ?? '' };
    }
    await ctx.afterBatch(inserted.length);
  }
}
