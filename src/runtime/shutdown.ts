import type { FastifyInstance } from 'fastify';
import type { Scheduler } from '../jobs/index.js';
import type { Connections } from './connections.js';

interface Parts {
  app: FastifyInstance;
  connections: Connections;
  scheduler?: Scheduler;
  /** closes what the server was built on (core, database), once nothing uses it */
  release(): Promise<void>;
  /** how long requests in progress and the job in hand may take before they are cut */
  graceMs: number;
}

/**
 * The stop of `serve`: the scheduled jobs take nothing new and finish the item in hand (the queue:
 * the message being sent), the server stops listening, idle connections close at once and busy ones
 * after their response. What is still running after `graceMs` (or at once, when stop is called a
 * second time) is cut: every connection is destroyed and core and database close under a job that
 * did not finish (its rows are then left to their lease, as after a crash).
 */
export function gracefulStop({ app, connections, scheduler, release, graceMs }: Parts): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  let forceNow: () => void = () => undefined;
  const forced = new Promise<'forced'>((resolve) => {
    forceNow = () => resolve('forced');
  });

  async function stop() {
    const timer = setTimeout(forceNow, graceMs);
    const jobs = scheduler?.stop() ?? Promise.resolve();
    const http = app.close();
    connections.closeIdle();
    const outcome = await Promise.race([Promise.all([jobs, http]).then(() => 'finished' as const), forced]);
    clearTimeout(timer);
    if (outcome === 'forced') {
      app.log.warn({ connections: connections.open, graceMs }, 'shutdown deadline passed: cutting what still runs');
      connections.destroyAll();
      await http;
    }
    await release();
  }

  return () => {
    if (stopping) forceNow();
    else stopping = stop();
    return stopping;
  };
}
