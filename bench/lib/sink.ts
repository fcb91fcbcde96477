/** Starts bench/lib/smtp-sink-process.ts in its own process and talks to it over IPC. */
import { fork } from 'node:child_process';
import path from 'node:path';

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
