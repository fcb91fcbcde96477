import { execa, type ResultPromise } from 'execa';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BIN = path.resolve('bin/marketplace.js');

export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'marketplace-cli-'));

/** scrypt's N of the passwords tests make, instead of the product's 2^17 (see TEST_LIMITS in app.ts) */
export const TEST_SCRYPT_N = 2 ** 10;

/**
 * The environment every spawned command gets before the test's own: cheap password hashes
 * (MARKETPLACE_TEST_SCRYPT_N, honoured only with NODE_ENV=test).
 */
const TEST_ENV = { NODE_ENV: 'test', MARKETPLACE_TEST_SCRYPT_N: String(TEST_SCRYPT_N) };

/**
 * libfaketime's settings when the suite runs under `npm run test:dates` (LD_PRELOAD and FAKETIME*): a command
 * spawned with only its own environment would otherwise run on the real clock beside a faked test.
 */
const fakedTime = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name === 'LD_PRELOAD' || name.startsWith('FAKETIME'))) as Record<
    string,
    string
  >;

/**
 * The whole environment of a spawned command: PATH, HOME (a temporary folder), libfaketime's settings when
 * faked, TEST_ENV, then the test's own.
 */
export const commandEnv = (env: Record<string, string | undefined> = {}, home = os.tmpdir()) => ({
  PATH: process.env.PATH ?? '',
  HOME: home,
  ...fakedTime(),
  ...TEST_ENV,
  ...env,
});

/**
 * The instant a browser test that shows "today" or "this month" pins its commands to: Wednesday 18 November
 * 2026, 10:00 in Prague, far from a day's, a month's and a daylight-saving edge. Such a test runs its
 * commands `at` it (libfaketime: the clock starts there and goes on at normal speed), opens its pages on the
 * same clock (newCzechPage's `at`) and reckons its expectations from it, so it gives the same answer
 * whatever day or hour it runs (a run across midnight on the last of a month once failed four of them).
 */
export const PINNED_AT = new Date('2026-11-18T09:00:00Z');

/** Options of a spawned command: `at`, the instant its clock starts from (Debian's `faketime`; default the real clock). */
export interface CommandOptions {
  at?: Date;
}

/**
 * libfaketime as Debian's `faketime` preloads it (`$LIB` is the loader's own token). Preloaded directly, not
 * through the `faketime` wrapper: the wrapper forks and waits, so a signal to it would not reach `serve`.
 */
const LIBFAKETIME = '/usr/$LIB/faketime/libfaketime.so.1';

/** The environment of a spawned command whose clock starts `at` when given (its settings replace the suite's). */
function spawnEnv(env: Record<string, string | undefined>, at?: Date) {
  const all = commandEnv(env);
  if (!at) return all;
  const own = Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME')));
  return {
    ...own,
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `@${at.toISOString().slice(0, 19).replace('T', ' ')}`,
    TZ: 'UTC', // libfaketime reads the instant in local time
    FAKETIME_DONT_FAKE_MONOTONIC: '1', // node's timers run on the monotonic clock: it stays real
  };
}

/** Runs the installed command the way an operator does, with only the environment given (and TEST_ENV). */
export function runCli(args: string[], env: Record<string, string> = {}, options: CommandOptions = {}) {
  return execa('node', [BIN, ...args], {
    env: spawnEnv(env, options.at),
    extendEnv: false,
    reject: false,
    timeout: 60_000,
  });
}

/** Starts `marketplace serve` and resolves once it prints its URL. */
export async function startServe(args: string[], env: Record<string, string>, options: CommandOptions = {}) {
  const child = execa('node', [BIN, 'serve', ...args], {
    env: spawnEnv(env, options.at),
    extendEnv: false,
    reject: false,
  }) as ResultPromise;
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/běží na (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    void child.then((r) => {
      clearTimeout(timer);
      reject(new Error(`serve exited ${r.exitCode}: ${output}`));
    });
  });
  return {
    url,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return child;
    },
  };
}
