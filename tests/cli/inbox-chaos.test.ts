/**
 * The IMAP sync under chaos, as an operator runs it (the built `marketplace inbox sync`, a child process)
 * against a real Dovecot: 2 000 messages; the sync SIGKILLed in the middle of its batches and run again
 * while another client changes flags; the mailbox rebuilt (a new UIDVALIDITY, every message under a new
 * UID in another order) with new mail, messages expunged while the sync runs, the sync killed again.
 * Afterwards the stored inbox is the server's: each of its messages once (by UID, with its Message-ID and
 * subject), none it lacks, and its flags.
 */
import { execa } from 'execa';
import type { ImapFlow } from 'imapflow';
import type { Knex } from 'knex';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { BIN, commandEnv, runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { startDovecot, type DovecotServer } from '../helpers/dovecot.js';
import { rawMessage } from '../helpers/inbox.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FIRST = 2_000;
const LATER = 800;

/** A small deterministic random source (mulberry32): the chaos differs by timing only, not by run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The messages of one delivery: unique Message-IDs, except the first message arriving ten times more
 * (copies: five byte for byte, five with a header a mailing list added); every 97th without any
 * Message-ID (some of them alike in date, size and sender); some read, some starred.
 */
function messages(from: number, count: number) {
  const message = (i: number) =>
    rawMessage({
      subject: `Chaos ${i}`,
      text: `Zpráva číslo ${i}. `.repeat(1 + (i % 7)),
      messageId: (i - from) % 97 === 5 ? null : `<chaos-${i}@example.cz>`,
      date: new Date(Date.UTC(2026, 10, 1) + i * 60_000),
    });
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const copy = k >= count - 10;
    return {
      raw: copy
        ? message(from).replace('MIME-Version', k % 2 ? `List-Id: <kopie-${k}.example.cz>\r\nMIME-Version` : 'MIME-Version')
        : message(i),
      flags: [...(i % 3 === 0 ? ['\\Seen'] : []), ...(i % 7 === 0 ? ['\\Flagged'] : [])],
    };
  });
}

interface ServerMessage {
  messageId: string | null;
  subject: string;
  seen: boolean;
  flagged: boolean;
}

/** Another mail client doing things in a loop until stopped; answers how many it did. */
function actor(step: () => Promise<boolean>, pause: number) {
  let stop = false;
  let done = 0;
  let failure: unknown = null;
  const running = (async () => {
    while (!stop) {
      if (!(await step())) break;
      done += 1;
      await sleep(pause);
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    async stop() {
      stop = true;
      await running;
      if (failure) throw failure;
      return done;
    },
    get done() {
      return done;
    },
  };
}

describe.each(DB_KINDS)('the inbox sync under chaos on a real Dovecot, on %s', (kind) => {
  let database: TestDatabase;
  let dovecot: DovecotServer;
  let dataDir: string;
  let other: ImapFlow;
  const rand = random(kind === 'sqlite' ? 7 : 11);
  const env = () => ({
    DATABASE_URL: database.url,
    MARKETPLACE_SECRET: TEST_SECRET,
    MARKETPLACE_DATA_DIR: dataDir,
    MARKETPLACE_IMAP_URL: dovecot.url,
  });
  const syncProcess = () =>
    execa('node', [BIN, 'inbox', 'sync', '--json'], {
      env: commandEnv(env()),
      extendEnv: false,
      reject: false,
    });
  const sync = async () => {
    const run = await runCli(['inbox', 'sync', '--json'], env());
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    return JSON.parse(run.stdout);
  };
  /** the killed process still holds the account's lease: five minutes later it has run out */
  const leaseRunsOut = () => database.db('mail_accounts').update({ lease_until: new Date(Date.now() - 1000).toISOString() });
  const count = async (where: (q: Knex.QueryBuilder) => void = () => undefined) => {
    const q = database.db('received_emails');
    where(q);
    return Number((await q.count({ n: '*' }))[0]!.n);
  };

  /** INBOX as the server has it: UID -> Message-ID, subject, \Seen, \Flagged; and its UIDVALIDITY. */
  async function serverInbox(): Promise<{ uidValidity: string; messages: Map<number, ServerMessage> }> {
    const client = await dovecot.client();
    try {
      const box = await client.mailboxOpen('INBOX', { readOnly: true });
      const found = new Map<number, ServerMessage>();
      if (box.exists > 0) {
        for await (const m of client.fetch('1:*', { uid: true, envelope: true, flags: true }, { uid: true })) {
          found.set(m.uid, {
            messageId: m.envelope?.messageId ?? null,
            subject: m.envelope?.subject ?? '',
            seen: Boolean(m.flags?.has('\\Seen')),
            flagged: Boolean(m.flags?.has('\\Flagged')),
          });
        }
      }
      return { uidValidity: String(box.uidValidity), messages: found };
    } finally {
      await client.logout();
    }
  }

  async function storedRows() {
    return database
      .db('received_emails as e')
      .join('mail_mailboxes as b', 'b.id', 'e.mailbox_id')
      .select('e.uid', 'e.uidvalidity', 'e.message_id', 'e.subject', 'e.is_read', 'e.is_starred', 'b.path');
  }

  /**
   * What differs between the stored inbox and the server's (lists cut to a few examples): every count 0
   * means each server message is stored once under its UID with its Message-ID, subject and flags, and
   * nothing else is. `flags: false` leaves flags out (while another client is still changing them).
   */
  async function differences({ flags = true } = {}) {
    const server = await serverInbox();
    const rows = await storedRows();
    const seen = new Map<number, number>();
    for (const r of rows) seen.set(Number(r.uid), (seen.get(Number(r.uid)) ?? 0) + 1);
    const diff = {
      outside_inbox: rows.filter((r) => r.path !== 'INBOX').length,
      stale_uidvalidity: rows.filter((r) => String(r.uidvalidity) !== server.uidValidity).length,
      duplicated: [...seen].filter(([, n]) => n > 1).map(([uid]) => uid),
      missing: [...server.messages.keys()].filter((uid) => !seen.has(uid)),
      not_on_server: rows.filter((r) => !server.messages.has(Number(r.uid))).map((r) => Number(r.uid)),
      other_message: rows
        .filter((r) => {
          const m = server.messages.get(Number(r.uid));
          return m && ((r.message_id ?? null) !== m.messageId || r.subject !== m.subject);
        })
        .map((r) => Number(r.uid)),
      other_flags: flags
        ? rows
            .filter((r) => {
              const m = server.messages.get(Number(r.uid));
              return m && (Boolean(r.is_read) !== m.seen || Boolean(r.is_starred) !== m.flagged);
            })
            .map((r) => Number(r.uid))
        : [],
    };
    const cut = (uids: number[]) => ({ count: uids.length, some: uids.slice(0, 5) });
    return {
      server: server.messages.size,
      stored: rows.length,
      outside_inbox: diff.outside_inbox,
      stale_uidvalidity: diff.stale_uidvalidity,
      duplicated: cut(diff.duplicated),
      missing: cut(diff.missing),
      not_on_server: cut(diff.not_on_server),
      other_message: cut(diff.other_message),
      other_flags: cut(diff.other_flags),
    };
  }
  const none = { count: 0, some: [] };
  const mirrored = (size: number) => ({
    server: size,
    stored: size,
    outside_inbox: 0,
    stale_uidvalidity: 0,
    duplicated: none,
    missing: none,
    not_on_server: none,
    other_message: none,
    other_flags: none,
  });

  /** toggles \Seen or \Flagged of a random message of `uids` (one gone meanwhile: the STORE does nothing) */
  const flagger = (uids: () => number[]) =>
    actor(async () => {
      const list = uids();
      const uid = list[Math.floor(rand() * list.length)];
      const flag = rand() < 0.5 ? '\\Seen' : '\\Flagged';
      if (rand() < 0.5) await other.messageFlagsAdd(String(uid), [flag], { uid: true });
      else await other.messageFlagsRemove(String(uid), [flag], { uid: true });
      return true;
    }, 3);

  /** runs the sync as a child process and SIGKILLs it once `ready()` holds (polled), a few ms into its next batch */
  async function killedSync(ready: () => Promise<boolean>, during?: () => void) {
    const child = syncProcess();
    let started = false;
    const deadline = Date.now() + 40_000;
    while (Date.now() < deadline && child.exitCode === null) {
      if (!started && (await database.db('mail_accounts').whereNotNull('lease_owner').first('id'))) {
        started = true;
        during?.();
      }
      if (await ready()) break;
      await sleep(5);
    }
    await sleep(Math.floor(rand() * 40));
    child.kill('SIGKILL');
    const result = await child;
    expect(result.signal, `the sync ended before it was killed: ${result.stdout} ${result.stderr}`).toBe('SIGKILL');
    return started;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dovecot = await startDovecot();
    dataDir = tempDataDir();
  });
  afterAll(async () => {
    await other?.logout().catch(() => undefined);
    await database?.drop();
    await dovecot?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    '2 000 messages: the sync SIGKILLed midway while another client changes flags, run again: the server once',
    { timeout: 120_000 },
    async () => {
      dovecot.deliver(messages(0, FIRST));
      other = await dovecot.client();
      await other.mailboxOpen('INBOX');
      const uids = [...(await serverInbox()).messages.keys()];
      expect(uids).toHaveLength(FIRST);
      const flags = flagger(() => uids);
      await killedSync(async () => (await count()) >= 700);
      const stored = await count();
      expect(stored).toBeGreaterThanOrEqual(700);
      expect(stored).toBeLessThan(FIRST);
      // nothing half-stored: a batch is one transaction
      expect((await differences({ flags: false })).duplicated).toEqual(none);

      await leaseRunsOut();
      expect(await sync()).toMatchObject({ configured: 1, accounts: 1, errors: 0, failures: [] }); // flags still changing meanwhile
      const changed = await flags.stop();
      expect(changed).toBeGreaterThan(20);
      expect(await differences({ flags: false })).toEqual(mirrored(FIRST));
      await sync(); // the flags changed during the run before
      expect(await differences()).toEqual(mirrored(FIRST));
    },
  );

  it(
    'the mailbox rebuilt (new UIDVALIDITY and UIDs), new mail, messages expunged while the sync runs, the sync killed and run again: the server once',
    { timeout: 120_000 },
    async () => {
      await other.logout();
      const before = (await serverInbox()).uidValidity;
      const uidValidity = await dovecot.rebuild();
      expect(uidValidity).not.toBe(before);
      dovecot.deliver(messages(FIRST, LATER));
      other = await dovecot.client();
      await other.mailboxOpen('INBOX');
      const uids = [...(await serverInbox()).messages.keys()];
      expect(uids).toHaveLength(FIRST + LATER);

      // once the sync runs (it holds the account's lease): another client expunges old and new messages, a
      // few at a time, and changes flags
      const doomed = [...uids].sort(() => rand() - 0.5).slice(0, 150);
      // what the other client expunged (it is stopped with the kill, maybe before the last of `doomed`)
      const expunged = new Set<number>();
      let expunger: ReturnType<typeof actor> | undefined;
      let flags: ReturnType<typeof actor> | undefined;
      const started = await killedSync(
        async () => (await count((q) => q.where('uidvalidity', uidValidity).where('uid', '>', FIRST))) >= 150,
        () => {
          expunger = actor(async () => {
            const next = doomed.splice(0, 3);
            if (!next.length) return false;
            await other.messageDelete(next.join(','), { uid: true });
            next.forEach((uid) => expunged.add(uid));
            return true;
          }, 10);
          flags = flagger(() => uids);
        },
      );
      expect(started).toBe(true);
      expect(await expunger?.stop()).toBeGreaterThan(0);

      // run again: more expunged meanwhile, flags still changing
      await leaseRunsOut();
      const more = [...uids].sort(() => rand() - 0.5).slice(0, 40);
      const secondExpunger = actor(async () => {
        const next = more.splice(0, 2);
        if (!next.length) return false;
        await other.messageDelete(next.join(','), { uid: true });
        next.forEach((uid) => expunged.add(uid));
        return true;
      }, 10);
      expect(await sync()).toMatchObject({ configured: 1, accounts: 1, errors: 0, failures: [] });
      await secondExpunger.stop();
      await flags?.stop();
      const afterRun = await differences({ flags: false });
      expect(afterRun.duplicated).toEqual(none);
      expect(afterRun.stale_uidvalidity).toBe(0);
      expect(afterRun.other_message).toEqual(none);
      await sync(); // what changed during the run before
      const server = await serverInbox();
      expect(server.uidValidity).toBe(uidValidity);
      expect(expunged.size).toBeGreaterThan(0);
      expect(server.messages.size).toBe(FIRST + LATER - expunged.size);
      expect(await differences()).toEqual(mirrored(server.messages.size));
    },
  );
});
