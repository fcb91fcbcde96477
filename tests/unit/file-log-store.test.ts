import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFileLogStore } from '../../src/adapters/logs/file-log-store.js';
import { maskedUrl } from '../../src/server/log-options.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-logs-'));
  dirs.push(dir);
  return path.join(dir, 'logs');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const line = (time: number, level: number, msg: string, extra: Record<string, unknown> = {}) =>
  `${JSON.stringify({ level, time, pid: 1, hostname: 'h', msg, ...extra })}\n`;

describe('the file log store', () => {
  it('rotates by size and keeps at most the configured number of files', () => {
    const dir = tempDir();
    const logs = createFileLogStore({ dir, maxBytes: 2000, files: 3 });
    for (let i = 0; i < 500; i++) logs.stream.write(line(1_000_000 + i, 30, `řádek ${i} ${'x'.repeat(40)}`));
    logs.close();
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(['server.log', 'server.log.1', 'server.log.2']);
    for (const f of files) expect(fs.statSync(path.join(dir, f)).size).toBeLessThanOrEqual(2000);
  });

  it('reads the newest lines across files, newest last, by level, text and since', async () => {
    const dir = tempDir();
    const logs = createFileLogStore({ dir, maxBytes: 1500, files: 4 });
    const t0 = Date.parse('2026-11-26T10:00:00Z');
    for (let i = 0; i < 60; i++) logs.stream.write(line(t0 + i * 1000, i % 10 === 0 ? 50 : 30, `zpráva ${i}`, { reqId: `r${i}` }));
    const last = await logs.store.read({ limit: 3 });
    expect(last.map((e) => e.msg)).toEqual(['zpráva 57', 'zpráva 58', 'zpráva 59']);
    expect(last[2]).toMatchObject({ level: 'info', request_id: 'r59', time: '2026-11-26T10:00:59.000Z' });
    const errors = await logs.store.read({ level: 'error', limit: 100 });
    expect(errors.every((e) => e.level === 'error')).toBe(true);
    expect(errors.at(-1)?.msg).toBe('zpráva 50');
    expect((await logs.store.read({ q: 'ZPRÁVA 5', limit: 100 })).map((e) => e.msg).at(0)).toMatch(/^zpráva 5/);
    const after = await logs.store.read({ since: '2026-11-26T10:00:57.000Z', limit: 100 });
    expect(after.map((e) => e.msg)).toEqual(['zpráva 58', 'zpráva 59']);
    logs.close();
  });

  it('masks secret query values in logged URLs', () => {
    expect(maskedUrl('/api/auth/verify?token=abc&country=CZ')).toBe('/api/auth/verify?token=[skryto]&country=CZ');
    expect(maskedUrl('/t/c?sig=xyz&u=1')).toBe('/t/c?sig=[skryto]&u=1');
    expect(maskedUrl('/api/listings')).toBe('/api/listings');
  });
});
