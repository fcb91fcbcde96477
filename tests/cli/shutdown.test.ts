/**
 * `marketplace serve` on SIGTERM (the built package, a real process): idle connections do not keep it
 * alive, a request in progress is answered, whatever is left after MARKETPLACE_SHUTDOWN_TIMEOUT is cut,
 * and it exits 0. Silent connections are closed after MARKETPLACE_CONNECTION_TIMEOUT while it runs.
 */
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw TCP connection to the server, keeping what it receives and whether the server closed it. */
async function connect(url: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('close', () => (closed = true));
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return {
    socket,
    received: () => received,
    closed: () => closed,
    async until(cond: () => boolean, what: string, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (!cond()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; received: ${received}`);
        await sleep(20);
      }
    },
  };
}

/** The child's result, or an error if it has not exited within `ms`. */
async function exitWithin<T>(exit: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`serve still running ${ms} ms after SIGTERM`)), ms);
  });
  try {
    return await Promise.race([exit, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** a cheap request (a session check, no password hashing) whose body can be sent in parts */
const VERIFY_BODY = JSON.stringify({ token: 'neplatny-token-neplatny-token-neplatny-token' });
const verifyHead = (url: string) =>
  `POST /api/auth/verify HTTP/1.1\r\nHost: ${new URL(url).host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(VERIFY_BODY)}\r\n\r\n`;

describe('marketplace serve on SIGTERM', () => {
  const dataDir = tempDataDir();
  const env = (extra: Record<string, string> = {}) => ({ MARKETPLACE_DATA_DIR: dataDir, ...extra });
  beforeAll(async () => {
    // migrate and seed the embedded database once, so that each serve below starts quickly
    expect((await runCli(['db', 'migrate'], env())).exitCode).toBe(0);
    expect((await runCli(['db', 'seed', '--demo'], env())).exitCode).toBe(0);
  }, 240_000);

  it('exits 0 within 15 s with an idle keep-alive connection and one that never sent a request open', async () => {
    const server = await startServe(['--port', '0', '--no-jobs'], env());
    const keepAlive = await connect(server.url);
    keepAlive.socket.write(`GET /api/health HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nConnection: keep-alive\r\n\r\n`);
    await keepAlive.until(() => keepAlive.received().includes('"status":"ok"'), 'the health answer');
    expect(keepAlive.received()).toMatch(/^HTTP\/1\.1 200/);
    const silent = await connect(server.url);

    const result = await exitWithin(server.stop(), 15_000);
    expect(result.exitCode, server.output()).toBe(0);
    await keepAlive.until(() => keepAlive.closed() && silent.closed(), 'the server to close both connections');
    expect(server.output()).toContain('"msg":"stopped"');
  }, 120_000);

  it('answers a request in progress when SIGTERM comes, then exits 0', async () => {
    // a long grace, so that a loaded machine answers before the deadline
    const server = await startServe(['--port', '0', '--no-jobs'], env({ MARKETPLACE_SHUTDOWN_TIMEOUT: '60' }));
    const client = await connect(server.url);
    client.socket.write(verifyHead(server.url) + VERIFY_BODY.slice(0, 10)); // headers and part of the body
    await sleep(200);
    const exit = server.stop();
    await client.until(() => server.output().includes('"msg":"stopping'), 'serve to start stopping');
    client.socket.write(VERIFY_BODY.slice(10));
    await client.until(() => /\r\n\r\n\{.*\}/s.test(client.received()), 'the answer to the request in progress', 50_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 401/);
    expect(client.received()).toContain('"success":false');
    const result = await exitWithin(exit, 15_000);
    expect(result.exitCode, server.output()).toBe(0);
    await client.until(() => client.closed(), 'the server to close the connection');
    expect(server.output()).not.toContain('deadline passed');
  }, 120_000);

  it('cuts a request that does not finish after MARKETPLACE_SHUTDOWN_TIMEOUT and exits 0', async () => {
    const server = await startServe(['--port', '0', '--no-jobs'], env({ MARKETPLACE_SHUTDOWN_TIMEOUT: '1' }));
    const client = await connect(server.url);
    client.socket.write(verifyHead(server.url) + VERIFY_BODY.slice(0, 10)); // the rest never comes
    await sleep(200);
    const result = await exitWithin(server.stop(), 15_000);
    expect(result.exitCode, server.output()).toBe(0);
    expect(server.output()).toContain('shutdown deadline passed');
    await client.until(() => client.closed(), 'the server to cut the connection');
    expect(client.received()).toBe('');
  }, 120_000);

  it('closes a connection that stays silent for MARKETPLACE_CONNECTION_TIMEOUT while it serves', async () => {
    const server = await startServe(['--port', '0', '--no-jobs'], env({ MARKETPLACE_CONNECTION_TIMEOUT: '1' }));
    try {
      const silent = await connect(server.url);
      // Node's own check of silent connections comes every 30 s and waits 60 s; this is the configured 1 s
      await silent.until(() => silent.closed(), 'the server to close the silent connection', 20_000);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      expect((await exitWithin(server.stop(), 15_000)).exitCode).toBe(0);
    }
  }, 120_000);
});
