import { execa } from 'execa';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, commandEnv, runCli, tempDataDir } from '../helpers/cli.js';

/**
 * Packages only some commands need, loaded on first use (createRequire at the call): a command that sends no
 * mail, cleans no HTML and audits no website starts without them (together about a fifth of a command's
 * start-up), so every cron run and every `serve` starts sooner.
 */
const LOADED_ON_USE = ['nodemailer', 'html-to-text', 'sanitize-html', 'htmlparser2', 'ink'];

describe("a command's start-up", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'startup-'));
  const dataDir = tempDataDir();
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the core without the packages that only sending, cleaning HTML, auditing a site or a dashboard need', async () => {
    // a module hook that names every module the command loads, on stderr
    writeFileSync(
      path.join(dir, 'hook.mjs'),
      "export async function load(url, context, next) { process.stderr.write('LOADED ' + url + '\\n'); return next(url, context); }\n",
    );
    writeFileSync(
      path.join(dir, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(dir, 'hook.mjs')).href)});\n`,
    );
    expect((await runCli(['db', 'migrate'], { MARKETPLACE_DATA_DIR: dataDir })).exitCode).toBe(0);
    const run = await execa('node', ['--import', pathToFileURL(path.join(dir, 'register.mjs')).href, BIN, 'campaign', 'list', '--json'], {
      env: commandEnv({ MARKETPLACE_DATA_DIR: dataDir }),
      extendEnv: false,
      reject: false,
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
    const packages = new Set([...run.stderr.matchAll(/^LOADED .*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map((m) => m[1]));
    expect(packages.has('knex'), 'the hook sees the packages a command loads').toBe(true);
    expect(LOADED_ON_USE.filter((name) => packages.has(name))).toEqual([]);
  });
});
