import type { ImapFlow, FetchMessageObject, MessageAddressObject, MessageEnvelopeObject, MessageStructureObject } from 'imapflow';
import { lookup } from 'node:dns/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import { nonPublicKind } from '../net/address-policy.js';
import type {
  FetchedMessage,
  FlagState,
  ImapClient,
  ImapServer,
  ImapSession,
  MailboxState,
  MessageSummary,
} from '../../core/inbox/imap.port.js';
import { attachmentsOf, hasAttachedFile, parseAll, rebuildFromParts, splitPlainText, textPartsOf } from './mime.js';

/** How long connecting (and each command's silence) may take before the connection is given up. */
const CONNECT_TIMEOUT_MS = 20_000;
const SOCKET_TIMEOUT_MS = 120_000;
/**
 * Up to this size a message without attached files is fetched whole and parsed (a bounce's report and
 * returned message included); a larger one only with its headers and text parts: the sync lists
 * attachments from the body structure and never stores them, so downloading them would be wasted.
 */
const WHOLE_SOURCE_MAX = 64 * 1024;

/**
 * Whether the sync fetches a message whole (else its headers and text parts): up to WHOLE_SOURCE_MAX
 * and with no attached file. A file (a PDF, an image) is never stored, and mailparser walked its
 * base64 byte by byte: one message in twenty of the imap bench carried one, and that walk was the
 * largest single cost of mailparser in the sync's CPU profile (0.14 s of 2.1 s for 2 000 messages).
 */
export const fetchedWhole = (size: number, structure: MessageStructureObject | undefined) =>
  size <= WHOLE_SOURCE_MAX && !hasAttachedFile(structure);

/** A UID set in IMAP's compact form: 1:5,7,9:12. */
export function uidSet(uids: number[]): string {
  const sorted = [...new Set(uids)].sort((a, b) => a - b);
  const ranges: Array<[number, number]> = [];
  for (const uid of sorted) {
    const last = ranges.at(-1);
    if (last && uid === last[1] + 1) last[1] = uid;
    else ranges.push([uid, uid]);
  }
  return ranges.map(([from, to]) => (from === to ? String(from) : `${from}:${to}`)).join(',');
}

const first = (list: MessageAddressObject[] | undefined) => {
  const a = list?.find((x) => x.address);
  return a?.address ? { address: a.address, name: a.name ?? '' } : null;
};
const emails = (list: MessageAddressObject[] | undefined) => (list ?? []).flatMap((a) => (a.address ? [a.address] : []));
const dateOf = (value: Date | string | undefined) => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

function summaryOf(m: FetchMessageObject): MessageSummary {
  const envelope: MessageEnvelopeObject = m.envelope ?? {};
  return {
    uid: m.uid,
    flags: [...(m.flags ?? [])],
    size: m.size ?? 0,
    internalDate: dateOf(m.internalDate),
    messageId: envelope.messageId ?? null,
    date: dateOf(envelope.date),
    from: first(envelope.from),
    to: emails(envelope.to),
    cc: emails(envelope.cc),
    subject: envelope.subject ?? '',
    inReplyTo: envelope.inReplyTo ?? null,
  };
}

/** Why connecting or logging in failed, in Czech (stored on the account as its last error). */
function connectFailure(error: unknown): string {
  const e = error as { authenticationFailed?: boolean; code?: string; responseText?: string; message?: string };
  if (e.authenticationFailed) return `přihlášení odmítnuto (uživatel nebo heslo)${e.responseText ? `: ${e.responseText}` : ''}`;
  if (e.code === 'ECONNREFUSED') return 'server nepřijímá spojení (ECONNREFUSED)';
  if (e.code === 'ENOTFOUND') return 'server neexistuje (ENOTFOUND)';
  if (e.code === 'ETIMEDOUT' || e.code === 'CONNECT_TIMEOUT') return 'server neodpověděl včas';
  return e.responseText ?? e.message ?? String(error);
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/** The ImapClient port over imapflow (CONDSTORE always, QRESYNC when the server offers it). */
/**
 * Where a business's server may be: a public address only. Answers the address to connect to (so a
 * name cannot resolve to another address between the check and the connection).
 */
async function publicAddress(host: string, loopbackAllowed: boolean): Promise<string> {
  const literal = isIP(host) ? host : null;
  const addresses = literal ? [literal] : (await lookup(host, { all: true, verbatim: true }).catch(() => [])).map((a) => a.address);
  if (!addresses.length) throw new Error('server neexistuje (ENOTFOUND)');
  for (const address of addresses) {
    const kind = nonPublicKind(address);
    if (kind === null || (loopbackAllowed && kind === 'loopback')) return address;
  }
  throw new Error(`server IMAP má neveřejnou adresu (${addresses[0]}): schránku firmy lze připojit jen k veřejnému serveru`);
}

/** imapflow (with its MIME and socket helpers, ~160 files) loads at the first connection, not with every command. */
const loadImapFlow = () => (createRequire(import.meta.url)('imapflow') as typeof import('imapflow')).ImapFlow;

/**
 * The ImapClient port over imapflow. `loopbackAllowed` (tests only): a business's account may be a
 * server on this machine, as the test Dovecot is.
 */
export function createImapflowClient(options: { loopbackAllowed?: boolean } = {}): ImapClient {
  return {
    async connect(server: ImapServer, connectOptions = {}): Promise<ImapSession> {
      let vanished: number[] | null = null;
      const host = connectOptions.publicOnly ? await publicAddress(server.host, options.loopbackAllowed ?? false) : server.host;
      const client = new (loadImapFlow())({
        host,
        ...(host !== server.host && !isIP(server.host) && { servername: server.host }),
        port: server.port,
        secure: server.tls === 'tls',
        doSTARTTLS: server.tls === 'starttls' ? true : server.tls === 'none' ? false : undefined,
        auth: { user: server.username, pass: server.password },
        logger: false,
        qresync: true,
        disableAutoIdle: true,
        connectionTimeout: CONNECT_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
        expungeHandler: (event) => {
          if (event.uid !== undefined && vanished) vanished.push(event.uid);
        },
      });
      client.on('error', () => undefined); // a dropped connection rejects the command in hand; nothing else to do
      await client.connect().catch((error: unknown) => {
        throw new Error(connectFailure(error), { cause: error });
      });
      const enabled = (client as unknown as { enabled: Set<string> }).enabled;

      const open = async (path: string) => {
        if (client.mailbox && client.mailbox.path === path) return;
        await client.mailboxOpen(path);
      };
      /**
       * The messages a FETCH answered, each once, that carry what was asked (`carries`). imapflow hands
       * over every untagged FETCH the server sends while the command runs, and a server tells a session
       * of another client's flag changes that way (`* 12 FETCH (UID 645 FLAGS (\\Seen))`): such a
       * response has no envelope, source or headers, and taken for the answer it made a message stored
       * without its text or under an empty envelope (the chaos test's flagger found it).
       */
      const fetchAll = async (
        range: string,
        query: Parameters<ImapFlow['fetch']>[1],
        carries: (m: FetchMessageObject) => boolean,
        options: Parameters<ImapFlow['fetch']>[2] = {},
      ) => {
        const found = new Map<number, FetchMessageObject>();
        for await (const m of client.fetch(range, query, { uid: true, ...options })) {
          if (m.uid && carries(m) && !found.has(m.uid)) found.set(m.uid, m);
        }
        return [...found.values()];
      };
      /** flags: the newest a FETCH saw of each message (a flag change told meanwhile comes after its answer) */
      const fetchFlags = async (range: string, options: Parameters<ImapFlow['fetch']>[2] = {}) => {
        const found = new Map<number, FlagState>();
        for await (const m of client.fetch(range, { uid: true, flags: true }, { uid: true, ...options })) {
          if (m.uid && m.flags) found.set(m.uid, { uid: m.uid, flags: [...m.flags] });
        }
        return [...found.values()];
      };

      /** body structures the last summaries() read, by UID (messages() decides with them what to fetch) */
      let structures = new Map<number, MessageStructureObject | undefined>();

      async function fetchWhole(path: string, summaries: MessageSummary[]): Promise<FetchedMessage[]> {
        if (!summaries.length) return [];
        await open(path);
        const found = await fetchAll(uidSet(summaries.map((s) => s.uid)), { uid: true, source: true }, (m) => m.source !== undefined);
        const byUid = new Map(found.map((m) => [m.uid, m]));
        const sources = summaries.map((summary) => byUid.get(summary.uid)?.source);
        // a plain text message: mailparser reads its header block only, its text is decoded here (mime.ts)
        const plain = summaries.map((summary, i) => {
          const source = sources[i];
          return source ? splitPlainText(source, structures.get(summary.uid)) : null;
        });
        const parsed = await parseAll(sources.flatMap((source, i) => (source ? [plain[i]?.header ?? source] : [])));
        let next = 0;
        return summaries.map((summary, i): FetchedMessage => {
          const attachments = attachmentsOf(structures.get(summary.uid));
          if (!sources[i]) return { ...summary, parsed: null, attachments, note: 'Zdroj zprávy se nepodařilo stáhnout.' };
          const result = parsed[next++];
          if (result === undefined) throw new Error('parseAll answers one result per source');
          if (result instanceof Error)
            return { ...summary, parsed: null, attachments, note: `Zprávu se nepodařilo rozebrat: ${describe(result)}` };
          const text = plain[i]?.text;
          return { ...summary, parsed: text === undefined ? result : { ...result, text }, attachments, note: null };
        });
      }

      /** Headers and text parts only (attachments stay on the server), one FETCH per set of part numbers. */
      async function fetchTexts(path: string, summaries: MessageSummary[], sizeCap: number): Promise<FetchedMessage[]> {
        await open(path);
        const plans = summaries.map((summary) => {
          const structure = structures.get(summary.uid);
          const parts = textPartsOf(structure).filter((node) => (node.size ?? 0) <= sizeCap);
          const note =
            summary.size > sizeCap
              ? `Zpráva má ${Math.round(summary.size / 1024)} kB (víc než ${Math.round(sizeCap / 1024)} kB): uloženy jen hlavičky a text.`
              : null;
          return { summary, structure, parts, keys: parts.map((node) => node.part ?? '1'), note };
        });
        const groups = new Map<string, typeof plans>();
        for (const plan of plans) groups.set(plan.keys.join(' '), [...(groups.get(plan.keys.join(' ')) ?? []), plan]);
        const fetched = new Map<number, FetchMessageObject>();
        for (const group of groups.values()) {
          const [first] = group;
          if (!first) continue;
          const found = await fetchAll(
            uidSet(group.map((p) => p.summary.uid)),
            { uid: true, headers: true, bodyParts: first.keys },
            (m) => m.headers !== undefined,
          );
          for (const m of found) fetched.set(m.uid, m);
        }
        const rebuilt = plans.map(({ summary, parts, keys }) => {
          const m = fetched.get(summary.uid);
          if (!m?.headers) return null;
          return rebuildFromParts(
            m.headers,
            parts.map((node, i) => ({ node, body: m.bodyParts?.get((keys[i] ?? '').toLowerCase()) ?? Buffer.alloc(0) })),
          );
        });
        const parsed = await parseAll(rebuilt.filter((source): source is Buffer => source !== null));
        let next = 0;
        return plans.map(({ summary, structure, note }, i): FetchedMessage => {
          const attachments = attachmentsOf(structure);
          if (!rebuilt[i]) return { ...summary, parsed: null, attachments, note: note ?? 'Hlavičky zprávy se nepodařilo stáhnout.' };
          const result = parsed[next++];
          if (result === undefined) throw new Error('parseAll answers one result per source');
          return result instanceof Error
            ? { ...summary, parsed: null, attachments, note: `${note ?? ''} Zprávu se nepodařilo rozebrat: ${describe(result)}`.trim() }
            : { ...summary, parsed: result, attachments, note };
        });
      }

      return {
        condstore: enabled.has('CONDSTORE'),
        qresync: enabled.has('QRESYNC'),

        async status(path): Promise<MailboxState | null> {
          try {
            const s = await client.status(path, { uidNext: true, uidValidity: true, highestModseq: true, messages: true });
            if (!s || s.uidValidity === undefined) return null;
            return {
              path,
              uidValidity: s.uidValidity.toString(),
              uidNext: s.uidNext ?? 1,
              highestModseq: s.highestModseq !== undefined ? s.highestModseq.toString() : null,
              messages: s.messages ?? 0,
            };
          } catch (error) {
            if ((error as { serverResponseCode?: string }).serverResponseCode === 'NONEXISTENT') return null;
            const list = await client.list();
            if (!list.some((entry) => entry.path === path)) return null;
            throw error;
          }
        },

        async archiveMailbox() {
          const list = await client.list();
          return list.find((entry) => entry.specialUse === '\\Archive')?.path ?? null;
        },

        async createMailbox(path) {
          await client.mailboxCreate(path);
        },

        async uidsFrom(path, fromUid) {
          await open(path);
          if (client.mailbox && client.mailbox.exists === 0) return [];
          const uids = (await client.search({ uid: `${fromUid}:*` }, { uid: true })) || [];
          return uids.filter((uid) => uid >= fromUid);
        },

        async summaries(path, uids) {
          if (!uids.length) return [];
          await open(path);
          const asked = new Set(uids);
          const found = await fetchAll(
            uidSet(uids),
            { uid: true, flags: true, size: true, internalDate: true, envelope: true, bodyStructure: true },
            (m) => asked.has(m.uid) && m.envelope !== undefined,
          );
          structures = new Map(found.map((m) => [m.uid, m.bodyStructure]));
          return found.map(summaryOf);
        },

        async messages(path, summaries, sizeCap) {
          const missing = summaries.filter((m) => !structures.has(m.uid)).map((m) => m.uid);
          if (missing.length) {
            await open(path);
            for (const m of await fetchAll(uidSet(missing), { uid: true, bodyStructure: true }, (f) => f.bodyStructure !== undefined))
              structures.set(m.uid, m.bodyStructure);
          }
          // small messages whole (a bounce's report and returned headers included); others without their attachments
          const whole = summaries.filter((m) => fetchedWhole(m.size, structures.get(m.uid)));
          const byUid = new Map(
            [
              ...(await fetchWhole(path, whole)),
              ...(await fetchTexts(
                path,
                summaries.filter((m) => !fetchedWhole(m.size, structures.get(m.uid))),
                sizeCap,
              )),
            ].map((m) => [m.uid, m]),
          );
          return summaries.map((s) => byUid.get(s.uid)).filter((m): m is FetchedMessage => Boolean(m));
        },

        async changedSince(path, modseq, uptoUid) {
          await open(path);
          vanished = [];
          try {
            const flags = await fetchFlags(`1:${Math.max(uptoUid, 1)}`, { changedSince: BigInt(modseq) });
            return { flags, vanished: [...vanished] };
          } finally {
            vanished = null;
          }
        },

        async allFlags(path) {
          await open(path);
          if (client.mailbox && client.mailbox.exists === 0) return [];
          return fetchFlags('1:*');
        },

        async setFlag(path, uid, flag, on) {
          await open(path);
          const done = on
            ? await client.messageFlagsAdd(String(uid), [flag], { uid: true })
            : await client.messageFlagsRemove(String(uid), [flag], { uid: true });
          if (!done) throw new Error(`STORE ${flag} refused`);
        },

        async move(path, uid, to) {
          await open(path);
          const moved = await client.messageMove(String(uid), to, { uid: true });
          if (!moved) throw new Error(`MOVE to ${to} refused`);
          return { uid: moved.uidMap?.get(uid) ?? null, uidValidity: moved.uidValidity?.toString() ?? null };
        },

        async remove(path, uid) {
          await open(path);
          if (!(await client.messageDelete(String(uid), { uid: true }))) throw new Error('delete refused');
        },

        async download(path, uid, part): Promise<Readable> {
          await open(path);
          const found = await client.download(String(uid), part, { uid: true });
          if (!('content' in found) || !found.content) throw new Error(`part ${part} not found`);
          return found.content;
        },

        async close() {
          try {
            await client.logout();
          } catch {
            client.close();
          }
        },
      };
    },
  };
}
