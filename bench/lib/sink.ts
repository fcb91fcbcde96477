/** Starts bench/lib/smtp-sink-process.ts in its own process and talks to it over IPC. */
import { fork } from 'node:child_process';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface SinkProcess {
  port: number;
  url: string;
  stats(): Promise<{ received: number; distinct: number }>;
  reset(): Promise<void>;
  stop(): void;
}

export async function startSinkProcess(): Promise<SinkProcess> {
  const child = fork(path.resolve('bench/lib/smtp-sink-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      child.once('message', (m) => resolve(m as T));
      child.once('exit', (code) => reject(new Error(`smtp sink exited ${code}`)));
    });
  const { port } = await next<{ port: number }>();
  return {
    port,
    url: `smtp://127.0.0.1:${port}?tls=off`,
    async stats() {
      const answer = next<{ received: number; distinct: number }>();
      child.send('stats');
      return answer;
    },
    async reset() {
      const answer = next<unknown>();
      child.send('reset');
      await answer;
    },
    stop: () => child.disconnect(),
  };
}

/** Raw and queue send the same messages (same Message-IDs): each side's count is checked, then the sink is emptied. */
export async function expectReceived(sink: SinkProcess, n: number, distinct: number, what: string): Promise<void> {
  const stats = await sink.stats();
  if (stats.received !== n || stats.distinct !== distinct) {
    throw new Error(`${what}: the sink got ${stats.received} messages (${stats.distinct} distinct), expected ${n} (${distinct})`);
  }
  await sink.reset();
}

/** The baseline: raw nodemailer with the pool settings of the product's SMTP adapter (src/adapters/mail), to the sink. */
export function rawPooledTransport(sink: SinkProcess) {
  return nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    maxMessages: Infinity,
    host: '127.0.0.1',
    port: sink.port,
    ignoreTLS: true,
  });
}
