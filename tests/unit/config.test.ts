import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

describe('configuration', () => {
  it('defaults to the embedded SQLite database in ./data on 127.0.0.1:3003 and generates the secret once', () => {
    const dir = path.join(tmp(), 'data');
    const config = loadConfig({ MARKETPLACE_DATA_DIR: dir });
    expect(config.port).toBe(3003);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ client: 'sqlite', filename: path.join(dir, 'marketplace.sqlite'), embedded: true });
    expect(config.secret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'secret.key'), 'utf8').trim()).toBe(config.secret);
    expect(loadConfig({ MARKETPLACE_DATA_DIR: dir }).secret).toBe(config.secret);
    expect(existsSync(dir)).toBe(true);
  });

  it("lowers scrypt's N of new password hashes only with NODE_ENV=test, to a power of two", () => {
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp(), MARKETPLACE_TEST_SCRYPT_N: '1024' }).limits.hashing.scryptN).toBeUndefined();
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp(), NODE_ENV: 'test' }).limits.hashing.scryptN).toBeUndefined();
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp(), NODE_ENV: 'test', MARKETPLACE_TEST_SCRYPT_N: '1024' }).limits.hashing.scryptN).toBe(
      1024,
    );
    expect(() => loadConfig({ MARKETPLACE_DATA_DIR: tmp(), NODE_ENV: 'test', MARKETPLACE_TEST_SCRYPT_N: '1000' })).toThrow(
      /MARKETPLACE_TEST_SCRYPT_N/,
    );
    expect(() => loadConfig({ MARKETPLACE_DATA_DIR: tmp(), NODE_ENV: 'test', MARKETPLACE_TEST_SCRYPT_N: '512' })).toThrow(
      /MARKETPLACE_TEST_SCRYPT_N/,
    );
  });

  it('reads the outbound-fetch limits, and the test origins only with NODE_ENV=test', () => {
    const origins = 'http://127.0.0.1:4000, http://127.0.0.1:4001';
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp(), MARKETPLACE_TEST_FETCH_ORIGINS: origins }).outboundFetch).toEqual({
      timeoutMs: 10_000,
      maxRedirects: 5,
      maxBytes: 1024 * 1024,
      maxHtmlTokens: 100_000,
      testOrigins: [],
    });
    const tuned = loadConfig({
      MARKETPLACE_DATA_DIR: tmp(),
      NODE_ENV: 'test',
      MARKETPLACE_TEST_FETCH_ORIGINS: origins,
      MARKETPLACE_FETCH_TIMEOUT_MS: '5000',
      MARKETPLACE_FETCH_MAX_REDIRECTS: '2',
      MARKETPLACE_FETCH_MAX_BYTES: '65536',
      MARKETPLACE_AUDIT_MAX_HTML_TOKENS: '5000',
    });
    expect(tuned.outboundFetch).toEqual({
      timeoutMs: 5000,
      maxRedirects: 2,
      maxBytes: 65536,
      maxHtmlTokens: 5000,
      testOrigins: ['http://127.0.0.1:4000', 'http://127.0.0.1:4001'],
    });
    expect(() => loadConfig({ MARKETPLACE_DATA_DIR: tmp(), MARKETPLACE_FETCH_MAX_BYTES: 'lots' })).toThrow(ConfigError);
  });

  it('reads PostgreSQL, domains and the other fixed names', () => {
    const config = loadConfig({
      MARKETPLACE_DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://u:p@db:5432/market',
      PORT: '8080',
      HOST: '0.0.0.0',
      MARKETPLACE_SECRET: 'x'.repeat(40),
      MARKETPLACE_DOMAINS: 'cz=firmy.cz, sk=firmy.sk,pl=firmy.pl',
      MARKETPLACE_PUBLIC_URL: 'https://firmy.cz/',
      MARKETPLACE_SMTP_URL: 'smtp://mail:587',
    });
    expect(config.database).toEqual({ client: 'postgres', connectionString: 'postgres://u:p@db:5432/market', embedded: false });
    expect(config.port).toBe(8080);
    expect(config.domains).toEqual({ CZ: 'firmy.cz', SK: 'firmy.sk', PL: 'firmy.pl' });
    expect(config.publicUrl).toBe('https://firmy.cz');
    expect(config.secret).toBe('x'.repeat(40));
  });

  it('reads MARKETPLACE_OUTBOX_MESSAGES (default 2000), and refuses a bad one', () => {
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp() }).outboxMessages).toBe(2000);
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp(), MARKETPLACE_OUTBOX_MESSAGES: '50' }).outboxMessages).toBe(50);
    for (const bad of ['0', 'many', '2.5'])
      expect(() => loadConfig({ MARKETPLACE_DATA_DIR: tmp(), MARKETPLACE_OUTBOX_MESSAGES: bad }), bad).toThrow(ConfigError);
  });

  it('reads MARKETPLACE_ATTACHMENT_TYPES as extensions replacing the default list, and refuses a bad one', () => {
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp() }).attachmentTypes).toBeUndefined();
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp(), MARKETPLACE_ATTACHMENT_TYPES: ' pdf, .DOCX,zip,pdf ' }).attachmentTypes).toEqual([
      'pdf',
      'docx',
      'zip',
    ]);
    for (const bad of ['pdf,ex e', ',', 'pdf;docx']) {
      expect(() => loadConfig({ MARKETPLACE_DATA_DIR: tmp(), MARKETPLACE_ATTACHMENT_TYPES: bad }), bad).toThrow(
        /MARKETPLACE_ATTACHMENT_TYPES/,
      );
    }
  });

  it('stops with one line per bad value', () => {
    try {
      loadConfig({
        MARKETPLACE_DATA_DIR: tmp(),
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        MARKETPLACE_DOMAINS: 'de=x.de',
        MARKETPLACE_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'MARKETPLACE_DOMAINS', 'MARKETPLACE_SECRET', 'PORT']);
    }
  });

  const mode = (file: string) => statSync(file).mode & 0o777;
  const problemsOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    return expect.unreachable('no configuration error');
  };

  it('refuses a stored secret.key shorter than 32 characters (empty, cut) with one line naming the file and the fix', () => {
    for (const content of ['', '\n', 'kratky-klic\n', `${'k'.repeat(31)}\n`]) {
      const dir = tmp();
      writeFileSync(path.join(dir, 'secret.key'), content, { mode: 0o600 });
      const problems = problemsOf(() => loadConfig({ MARKETPLACE_DATA_DIR: dir }));
      expect(problems).toHaveLength(1);
      expect(problems[0]).not.toContain('\n');
      expect(problems[0]).toContain(path.join(dir, 'secret.key'));
      expect(problems[0]).toMatch(/alespoň 32/);
      expect(problems[0]).toMatch(/smažte soubor.*nebo nastavte MARKETPLACE_SECRET/);
    }
    const dir = tmp();
    writeFileSync(path.join(dir, 'secret.key'), `${'k'.repeat(32)}\n`);
    expect(loadConfig({ MARKETPLACE_DATA_DIR: dir }).secret).toBe('k'.repeat(32));
    // MARKETPLACE_SECRET wins over the file (the short file is not read)
    writeFileSync(path.join(dir, 'secret.key'), '');
    expect(loadConfig({ MARKETPLACE_DATA_DIR: dir, MARKETPLACE_SECRET: 's'.repeat(32) }).secret).toBe('s'.repeat(32));
  });

  it('refuses a MARKETPLACE_SECRET under 32 characters (also only blanks) and says how to make one', () => {
    for (const secret of ['x'.repeat(31), ' '.repeat(40), `  ${'x'.repeat(30)}  `]) {
      const problems = problemsOf(() => loadConfig({ MARKETPLACE_DATA_DIR: tmp(), MARKETPLACE_SECRET: secret }));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^MARKETPLACE_SECRET: musí mít alespoň 32 znaků; vytvořte ho příkazem: openssl rand -base64 48$/);
    }
  });

  it('keeps the data directory private: 0700, the generated secret.key 0600, and tightens ones left too open', () => {
    const fresh = path.join(tmp(), 'data');
    loadConfig({ MARKETPLACE_DATA_DIR: fresh });
    expect(mode(fresh)).toBe(0o700);
    expect(mode(path.join(fresh, 'secret.key'))).toBe(0o600);
    // mail without SMTP is kept in the database: no outbox folder is made
    expect(existsSync(path.join(fresh, 'outbox'))).toBe(false);

    const old = tmp();
    chmodSync(old, 0o755);
    writeFileSync(path.join(old, 'secret.key'), `${'k'.repeat(40)}\n`, { mode: 0o644 });
    writeFileSync(path.join(old, 'marketplace.sqlite-wal'), '', { mode: 0o664 });
    // an older version kept mail without SMTP as .eml files in <data dir>/outbox
    mkdirSync(path.join(old, 'outbox'), { mode: 0o755 });
    writeFileSync(path.join(old, 'outbox', 'zprava.eml'), 'Subject: x\n', { mode: 0o644 });
    chmodSync(path.join(old, 'secret.key'), 0o644);
    chmodSync(path.join(old, 'outbox', 'zprava.eml'), 0o644);
    loadConfig({ MARKETPLACE_DATA_DIR: old });
    expect(mode(old)).toBe(0o700);
    expect(mode(path.join(old, 'secret.key'))).toBe(0o600);
    expect(mode(path.join(old, 'marketplace.sqlite-wal'))).toBe(0o600);
    expect(mode(path.join(old, 'outbox'))).toBe(0o700);
    expect(mode(path.join(old, 'outbox', 'zprava.eml'))).toBe(0o600);
  });
});
