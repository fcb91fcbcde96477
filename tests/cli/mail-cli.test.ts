import { generateKeyPairSync } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { startSmtpSink } from '../helpers/smtp-sink.js';

describe('marketplace mail', () => {
  it('sends a test message through the file outbox, and signs with a DKIM key set from a file', async () => {
    const dataDir = tempDataDir();
    const env = { MARKETPLACE_DATA_DIR: dataDir };
    expect((await runCli(['db', 'migrate'], env)).exitCode).toBe(0);
    const outbox = path.join(dataDir, 'outbox');

    const bad = await runCli(['mail', 'test', '--to', 'nikdo'], env);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain('není e-mailová adresa');

    const sent = await runCli(['mail', 'test', '--to', 'jana@example.cz', '--json'], env);
    expect(sent.exitCode, sent.stderr).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({ to: 'jana@example.cz', transport: 'outbox' });
    const first = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(first).toHaveLength(1);
    expect(readFileSync(path.join(outbox, first[0]), 'utf8')).not.toContain('DKIM-Signature');

    const notAKey = path.join(dataDir, 'not-a-key.pem');
    writeFileSync(notAKey, 'hello');
    const refused = await runCli(['mail', 'dkim', '--domain', 'example.cz', '--key-file', notAKey], env);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toContain('DKIM: soubor neobsahuje soukromý klíč ve formátu PEM');
    expect((await runCli(['mail', 'dkim', '--domain', 'example.cz'], env)).exitCode).toBe(1);

    const keyFile = path.join(dataDir, 'dkim.pem');
    writeFileSync(keyFile, generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const on = await runCli(['mail', 'dkim', '--domain', 'example.cz', '--selector', 'mk2026', '--key-file', keyFile], env);
    expect(on.exitCode, on.stderr).toBe(0);
    expect(on.stdout.trim()).toBe('DKIM zapnuto: d=example.cz s=mk2026');
    const sink = await startSmtpSink();
    try {
      const viaSmtp = await runCli(['mail', 'test', '--to', 'jana@example.cz'], { ...env, MARKETPLACE_SMTP_URL: sink.url });
      expect(viaSmtp.exitCode, viaSmtp.stderr).toBe(0);
      expect(viaSmtp.stdout).toMatch(/^odesláno na jana@example\.cz přes smtp: 250/);
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0].header('DKIM-Signature')).toMatch(/d=example\.cz; .*s=mk2026;/);
    } finally {
      await sink.close();
    }

    const off = await runCli(['mail', 'dkim', '--off', '--json'], env);
    expect(JSON.parse(off.stdout)).toEqual({ enabled: false, domain: null, selector: null });
  });
});
