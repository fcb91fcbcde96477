import { execa } from 'execa';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { BIN, commandEnv, runCli, tempDataDir } from '../helpers/cli.js';
import { insertHostingProject } from '../helpers/hosting.js';

const HAS_TMUX = spawnSync('tmux', ['-V']).status === 0;

/**
 * The live terminal views redraw in place (each frame replaces the last) in a real terminal: tmux, as an
 * operator over SSH runs them, at 120x35 and 200x50 and after a resize. Each runs in its own tmux server
 * (`-L`), the screen is read with `capture-pane`, and after several redraws every heading is on the screen
 * once: `marketplace monitor`, `campaign watch` of a sending campaign, and `hosting renewals`' table.
 */
describe.runIf(HAS_TMUX)('live views in a terminal (tmux)', () => {
  const dataDir = tempDataDir();
  const files = mkdtempSync(path.join(os.tmpdir(), 'terminal-redraw-'));
  const socket = `mp-redraw-${process.pid}`;
  const env = { MARKETPLACE_DATA_DIR: dataDir, MARKETPLACE_SECRET: 'terminal-redraw-secret-0123456789abcdef0123456789' };
  const tmux = (...args: string[]) => execa('tmux', ['-L', socket, ...args], { reject: false });
  const screen = async (session: string) => (await tmux('capture-pane', '-p', '-t', session)).stdout;
  const count = (text: string, needle: string | RegExp) =>
    text.split('\n').filter((line) => (typeof needle === 'string' ? line.includes(needle) : needle.test(line))).length;

  /** Starts `marketplace ARGS` in a detached tmux session of the given size, with the test's environment. */
  async function start(session: string, width: number, height: number, args: string[]) {
    const vars = Object.entries({ ...commandEnv(env), TERM: 'xterm-256color' })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${String(v).replace(/'/g, "'\\''")}`)
      .map((kv) => `'${kv}'`)
      .join(' ');
    const command = `env -i ${vars} ${process.execPath} ${BIN} ${args.join(' ')}; sleep 30`;
    const result = await tmux('new-session', '-d', '-s', session, '-x', String(width), '-y', String(height), command);
    expect(result.exitCode, result.stderr).toBe(0);
  }

  /** Polls the screen until `frames` different frames (told apart by `changing`) were seen; answers the last screen. */
  async function afterRedraws(session: string, changing: RegExp, frames: number): Promise<string> {
    const seen = new Set<string>();
    let last = '';
    await expect
      .poll(
        async () => {
          last = await screen(session);
          for (const line of last.split('\n')) if (changing.test(line)) seen.add(line);
          return seen.size;
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBeGreaterThanOrEqual(frames);
    return last;
  }

  beforeAll(async () => {
    expect((await runCli(['db', 'migrate'], env)).exitCode).toBe(0);
  }, 60_000);
  afterAll(async () => {
    await tmux('kill-server');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  for (const [width, height] of [
    [120, 35],
    [200, 50],
  ] as const) {
    it(`monitor at ${width}x${height} redraws in place, also after a resize`, async () => {
      const session = `monitor-${width}`;
      await start(session, width, height, ['monitor', '--interval', '1']);
      // the header carries the time: a new one each second
      let text = await afterRedraws(session, /^marketplace monitor · /, 5);
      const once = (body: string) => {
        expect(count(body, /^marketplace monitor · /), body).toBe(1);
        expect(count(body, /^CPU\s+[█░]/), body).toBe(1);
        expect(count(body, /^RAM\s+[█░]/), body).toBe(1);
        expect(count(body, 'Fronta e-mailů:'), body).toBe(1);
        expect(count(body, 'Požadavky za minutu:'), body).toBe(1);
        expect(count(body, 'q nebo Ctrl-C: konec'), body).toBe(1);
      };
      once(text);
      // narrower and shorter: the next frames fit the new size and still replace each other
      expect((await tmux('resize-window', '-t', session, '-x', '90', '-y', '30')).exitCode).toBe(0);
      text = await afterRedraws(session, /^marketplace monitor · /, 4);
      once(text);
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(90);
      await tmux('kill-session', '-t', session);
    }, 90_000);
  }

  it('campaign watch of a sending campaign redraws in place', async () => {
    const html = path.join(files, 'content.html');
    writeFileSync(html, '<p>Dobrý den!</p><p><a href="{{unsubscribe_link}}">Odhlásit</a></p>');
    const list = path.join(files, 'list.txt');
    writeFileSync(list, Array.from({ length: 5 }, (_, i) => `p${i}@watch.test`).join('\n'));
    const created = await runCli(
      ['campaign', 'create', '--name', 'Sledovaná', '--subject', 'S', '--html', html, '--recipients', list, '--interval', '3600', '--json'],
      env,
    );
    expect(created.exitCode, created.stderr).toBe(0);
    const id = String(JSON.parse(created.stdout).campaign.id);
    expect((await runCli(['campaign', 'start', id], env)).exitCode).toBe(0);
    const session = 'campaign';
    await start(session, 120, 35, ['campaign', 'watch', id]);
    // its view refreshes every second; the screen is read until it has been drawn a while
    let frames = 0;
    let text = '';
    await expect
      .poll(
        async () => {
          text = await screen(session);
          if (text.includes('Sledovaná')) frames++;
          return frames;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(8);
    expect(count(text, 'Sledovaná'), text).toBe(1);
    await tmux('kill-session', '-t', session);
  }, 60_000);

  it('hosting renewals draws its table once', async () => {
    const db = openDatabase({ client: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite'), embedded: true });
    try {
      await insertHostingProject(db, { company_name: 'Salon Terminál', domain: 'terminal.cz', next_payment_date: '2026-03-01' });
    } finally {
      await db.destroy();
    }
    const session = 'renewals';
    await start(session, 120, 35, ['hosting', 'renewals', '--as-of', '2026-02-20']);
    let text = '';
    await expect
      .poll(
        async () => {
          text = await screen(session);
          return text.includes('Salon Terminál');
        },
        { timeout: 30_000, interval: 300 },
      )
      .toBe(true);
    expect(count(text, 'Salon Terminál'), text).toBe(1);
    await tmux('kill-session', '-t', session);
  }, 60_000);
});
