import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ImapFlow } from 'imapflow';

const run = promisify(execFile);

export interface DovecotServer {
  host: '127.0.0.1';
  port: number;
  /** the mailbox's login */
  user: string;
  password: string;
  /** `imap://user:password@127.0.0.1:port?tls=off` (MARKETPLACE_IMAP_URL's form) */
  url: string;
  /** puts a raw message into a mailbox (INBOX unless given) with IMAP APPEND; answers its UID */
  append(raw: string | Buffer, options?: { mailbox?: string; flags?: string[]; date?: Date }): Promise<number | undefined>;
  /**
   * Puts many messages into INBOX at once, as a delivery agent would: each a file of the maildir (flags
   * \Seen and \Flagged in its name), in the order given; the server gives them UIDs when next opened.
   * Thousands take well under a second, where IMAP APPEND takes a few milliseconds each.
   */
  deliver(messages: Array<{ raw: string; flags?: string[]; /** its INTERNALDATE (the file's time) */ date?: Date }>): void;
  /**
   * Rebuilds INBOX as a server whose index was lost does: the index and the UID list go, and the
   * messages get a new UIDVALIDITY and new UIDs, in reverse order (no client may be logged in).
   * Answers the new UIDVALIDITY.
   */
  rebuild(): Promise<string>;
  /** a client logged in to the mailbox, for a test to change things as another mail client would (log it out) */
  client(): Promise<ImapFlow>;
  /** runs a doveadm command for the user, e.g. doveadm('mailbox update', ['--uid-validity', '7', 'INBOX']) */
  doveadm(command: string, args: string[]): Promise<string>;
  /**
   * The server's log so far: each IMAP session's logout line counts what it transferred
   * (`hdr_count=… hdr_bytes=… body_count=… body_bytes=…`), which a test of a cheap re-sync can read.
   */
  log(): string;
  stop(): Promise<void>;
}

/** The users Dovecot runs as: as root, Debian's dovecot and dovenull; else the user running the tests. */
function accounts() {
  const self = os.userInfo();
  if (self.uid !== 0) return { mailUid: self.uid, mailGid: self.gid, internal: self.username, login: self.username, root: false };
  const id = (name: string) => {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${name}:`));
    if (!line) throw new Error(`user ${name} missing: install dovecot-imapd (it creates dovecot and dovenull)`);
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  };
  const mail = id('dovecot');
  id('dovenull');
  return { mailUid: mail.uid, mailGid: mail.gid, internal: 'dovecot', login: 'dovenull', root: true };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForGreeting(port: number, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dovecot exited (${child.exitCode}): ${readLog(logFile)}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not answer on ${port}: ${readLog(logFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const readLog = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * A real Dovecot (Debian's dovecot-imapd) for tests and benches: its own configuration, state and
 * maildir in a temporary folder, one user, IMAP on a free port of 127.0.0.1 only, no TLS, plain login.
 * CONDSTORE and QRESYNC are there as in any Dovecot (enabled by the client that asks for them); the
 * mailboxes Archive, Trash and Sent exist with their special-use flags.
 */
export async function startDovecot(options: { user?: string; password?: string } = {}): Promise<DovecotServer> {
  const user = options.user ?? 'marketplace';
  const password = options.password ?? 'tajne-heslo-123';
  const who = accounts();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dovecot-'));
  chmodSync(dir, 0o755); // the login processes (dovenull) pass through it to the sockets
  const mail = path.join(dir, 'mail');
  mkdirSync(mail);
  if (who.root) chownSync(mail, who.mailUid, who.mailGid);
  const logFile = path.join(dir, 'dovecot.log');
  const port = await freePort();
  writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`, { mode: 0o644 });
  const config = path.join(dir, 'dovecot.conf');
  writeFileSync(
    config,
    `# a test server: nothing outside ${dir}
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${logFile}
info_log_path = ${logFile}
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${Math.min(who.mailUid, 1)}
default_internal_user = ${who.internal}
default_internal_group = ${who.root ? 'dovecot' : os.userInfo().username}
default_login_user = ${who.login}
mail_location = maildir:${mail}/%u
mail_fsync = never
mail_uid = ${who.mailUid}
mail_gid = ${who.mailGid}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${who.mailUid} gid=${who.mailGid} home=${mail}/%u
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Archive {
    special_use = \\Archive
    auto = create
  }
  mailbox Trash {
    special_use = \\Trash
    auto = create
  }
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  inet_listener http {
    port = 0
  }
}
`,
  );
  // the mail server is the outside world: on the real clock even under `npm run test:dates` (libfaketime's
  // LD_PRELOAD left out), as a real server's clock is not the test's
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')));
  const child = spawn('/usr/sbin/dovecot', ['-F', '-c', config], { stdio: ['ignore', 'ignore', 'pipe'], env });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  try {
    await waitForGreeting(port, child, logFile);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }

  const connect = async () => {
    const client = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
    await client.connect();
    return client;
  };
  const doveadm = async (command: string, args: string[]) => {
    const { stdout } = await run('/usr/bin/doveadm', ['-c', config, ...command.split(' '), '-u', user, ...args]);
    return stdout;
  };
  let appender: ImapFlow | undefined;
  let delivered = 0;
  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}?tls=off`,
    async append(raw, { mailbox = 'INBOX', flags = [], date } = {}) {
      appender ??= await connect();
      const result = await appender.append(mailbox, raw, flags, date);
      return result && typeof result === 'object' ? result.uid : undefined;
    },
    deliver(messages) {
      const inbox = path.join(mail, user);
      for (const sub of ['', 'cur', 'new', 'tmp']) {
        mkdirSync(path.join(inbox, sub), { recursive: true });
        if (who.root) chownSync(path.join(inbox, sub), who.mailUid, who.mailGid);
      }
      const stamp = Math.floor(Date.now() / 1000);
      messages.forEach(({ raw, flags = [], date }, i) => {
        const letters = [flags.includes('\\Flagged') ? 'F' : '', flags.includes('\\Seen') ? 'S' : ''].join('');
        const file = path.join(inbox, 'cur', `${stamp}.D${String(delivered + i).padStart(7, '0')}.test:2,${letters}`);
        writeFileSync(file, raw);
        if (date) utimesSync(file, date, date);
        if (who.root) chownSync(file, who.mailUid, who.mailGid);
      });
      delivered += messages.length;
    },
    async rebuild() {
      await appender?.logout().catch(() => undefined);
      appender = undefined;
      const inbox = path.join(mail, user);
      const uidValidity = async () => /uidvalidity=(\d+)/.exec(await doveadm('mailbox status', ['uidvalidity', 'INBOX']))?.[1] ?? '';
      const before = await uidValidity();
      // the files renamed so that the new UID list numbers them in reverse: each message under another UID
      const files = ['cur', 'new']
        .flatMap((sub) => readdirSync(path.join(inbox, sub)).map((name) => ({ sub, name })))
        .sort((a, b) => (a.name < b.name ? 1 : -1));
      files.forEach(({ sub, name }, i) => {
        const flags = name.includes(':2,') ? name.slice(name.indexOf(':2,')) : ':2,';
        renameSync(path.join(inbox, sub, name), path.join(inbox, 'cur', `${2_000_000_000 + i}.R${i}.rebuilt${flags}`));
      });
      for (const name of readdirSync(inbox))
        if (name.startsWith('dovecot.index') || name === 'dovecot-uidlist') rmSync(path.join(inbox, name));
      // a new UID list takes the time as its UIDVALIDITY: within the second the mailbox was made, the same
      if ((await uidValidity()) === before) await doveadm('mailbox update', ['--uid-validity', String(Number(before) + 1), 'INBOX']);
      return uidValidity();
    },
    client: connect,
    doveadm,
    log: () => readLog(logFile),
    async stop() {
      await appender?.logout().catch(() => undefined);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
