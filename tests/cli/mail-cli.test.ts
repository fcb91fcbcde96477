import { generateKeyPairSync } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { startSmtpSink } from '../helpers/smtp-sink.js';

describe('marketplace mail', () => {
  it('sends a test message into the outbox in the database, lists and prints it, and signs with a DKIM key set from a file', async () => {
    const dataDir = tempDataDir();
    const env = { MARKETPLACE_DATA_DIR: dataDir };
    expect((await runCli(['db', 'migrate'], env)).exitCode).toBe(0);

    const bad = await runCli(['mail', 'test', '--to', 'nikdo'], env);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toContain('není e-mailová adresa');

    const sent = await runCli(['mail', 'test', '--to', 'jana@example.cz', '--json'], env);
    expect(sent.exitCode, sent.stderr).toBe(0);
    expect(JSON.parse(sent.stdout)).toMatchObject({ to: 'jana@example.cz', transport: 'outbox' });
    expect(JSON.parse(sent.stdout).response).toMatch(/^uloženo do databáze \(outbox #\d+\)$/);
    const listed = await runCli(['mail', 'outbox', '--json'], env);
    expect(listed.exitCode, listed.stderr).toBe(0);
    const { messages, total } = JSON.parse(listed.stdout) as {
      messages: Array<{ id: number; recipients: string; subject: string }>;
      total: number;
    };
    expect(total).toBe(1);
    expect(messages[0]).toMatchObject({ recipients: 'jana@example.cz', subject: 'Marketplace: testovací e-mail' });
    const text = await runCli(['mail', 'outbox', '--limit', '5'], env);
    expect(text.stdout).toContain(`#${messages[0]!.id}  `);
    expect(text.stdout).toContain('jana@example.cz  Marketplace: testovací e-mail');
    const eml = await runCli(['mail', 'outbox', '--id', String(messages[0]!.id)], env);
    expect(eml.exitCode, eml.stderr).toBe(0);
    const parsed = await simpleParser(eml.stdout);
    expect(parsed.subject).toBe('Marketplace: testovací e-mail');
    expect(parsed.to).toMatchObject({ text: 'jana@example.cz' });
    expect(eml.stdout).not.toContain('DKIM-Signature');
    const missing = await runCli(['mail', 'outbox', '--id', '999999'], env);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('Uložený e-mail nenalezen');
    expect((await runCli(['mail', 'outbox', '--limit', '0'], env)).exitCode).toBe(2);
    expect(existsSync(path.join(dataDir, 'outbox'))).toBe(false);

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
      expect(sink.messages[0]!.header('DKIM-Signature')).toMatch(/d=example\.cz; .*s=mk2026;/);
    } finally {
      await sink.close();
    }

    const off = await runCli(['mail', 'dkim', '--off', '--json'], env);
    expect(JSON.parse(off.stdout)).toEqual({ enabled: false, domain: null, selector: null });
  });
});
