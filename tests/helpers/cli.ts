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

/** Runs the installed command the way an operator does, with only the environment given (and TEST_ENV). */
export function runCli(args: string[], env: Record<string, string> = {}) {
  return execa('node', [BIN, ...args], {
    env: commandEnv(env),
    extendEnv: false,
    reject: false,
    timeout: 60_000,
  });
}

/** Starts `marketplace serve` and resolves once it prints its URL. */
export async function startServe(args: string[], env: Record<string, string>) {
  const child = execa('node', [BIN, 'serve', ...args], {
    env: commandEnv(env),
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
