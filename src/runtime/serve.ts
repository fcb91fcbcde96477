import type { FastifyInstance } from 'fastify';
import { instanceName, type Config } from '../config/index.js';
import type { Core } from '../core/index.js';
import { startScheduler } from '../jobs/index.js';
import { listenForChanges } from '../adapters/change-feed/listener.js';
import { buildApp } from '../server/app.js';
import { trackConnections } from './connections.js';
import { openRuntime } from './open.js';
import { gracefulStop } from './shutdown.js';

export interface RunningServer {
  app: FastifyInstance;
  core: Core;
  url: string;
  /** What happened at start-up, for the operator. */
  notes: string[];
  /**
   * Stops gracefully (shutdown.ts): jobs finish the item in hand, requests in progress finish, idle
   * connections close; after config.shutdownTimeoutMs, or when called again, the rest is cut.
   */
  stop(): Promise<void>;
}

/** The address links may use for a server listening on `host`: a wildcard address is reached on loopback. */
const reachableHost = (host: string) =>
  host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;

/**
 * Composition root of `marketplace serve`: database (the embedded default is migrated and seeded
 * with the demo directory when empty; any other must be migrated already), core, HTTP app, jobs.
 */
export async function startServer(config: Config, options: { port: number; host: string; jobs: boolean }): Promise<RunningServer> {
  // links in e-mail use the address served, once known (unless a public address is configured)
  let listeningUrl: string | undefined;
  const { core, db, notes, close, logStore } = await openRuntime(config, { migrate: 'demo', listeningUrl: () => listeningUrl });
  let instance = instanceName(config, options.port);
  // every instance's warnings and errors also go to the log table, so that GET /api/logs on any instance shows them
  const logTable = core.monitoring.logSink({
    instance: () => instance,
    maxRows: config.monitoring.logDbRows,
    onError: (error, dropped) =>
      process.stderr.write(`log table: ${dropped} lines not written (they are in the log file): ${error.message}\n`),
  });
  // the log goes to the standard output, to this machine's log file and (warnings and errors) to the log table
  const logStream = {
    write(line: string) {
      process.stdout.write(line);
      logTable.write(line);
      return logStore.stream.write(line);
    },
  };
  const app = await buildApp(core, { ...config, logStream });
  const connections = trackConnections(app.server);
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    await close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  listeningUrl = `http://${reachableHost(options.host)}:${port}`;
  instance = instanceName(config, port);
  // the schedules are read in the operator's time zone as it is at start (a change applies at the next start);
  // each tick is claimed in job_runs, so that instances sharing one database run it once
  const scheduler = options.jobs ? startScheduler(core, app.log, { timeZone: await core.settings.timeZone(), instance }) : undefined;
  // another instance's change of the settings or the featured campaigns drops this one's copy within a second
  const stopListening = listenForChanges(db, (topic) => core.changed(topic), {
    onError: (error) => app.log.warn({ err: error }, 'listening for changes of other instances failed'),
  });
  // the featured campaigns' impressions and clicks counted in memory: written by every instance, jobs or not
  const flushFeatured = () => core.featured.flush().catch((error: unknown) => app.log.warn({ err: error }, 'featured counts not written'));
  const featuredTimer = setInterval(() => void flushFeatured(), config.featured.flushSeconds * 1000).unref();
  // the monitoring sampler: each instance writes its own minute history (keyed by its name) and runs the alerts of its host
  const stopSampler = core.monitoring.sampler.start(
    config.monitoring.sampleSeconds * 1000,
    (error) => app.log.warn({ err: error }, 'monitoring sample failed'),
    instance,
  );
  if (!(await core.accounts.hasAdmin())) {
    notes.push('zatím tu není účet administrátora; založte ho takto:');
    notes.push('  npx marketplace users create --email you@example.com --password "…" --role admin --name "Jméno Příjmení"');
  }
  return {
    app,
    core,
    url: `http://${shownHost}:${port}`,
    notes,
    stop: gracefulStop({
      app,
      connections,
      scheduler,
      graceMs: config.shutdownTimeoutMs,
      release: async () => {
        stopSampler();
        clearInterval(featuredTimer);
        await stopListening();
        // the featured campaigns' counts kept in memory since the last write
        await flushFeatured();
        await logTable.flush();
        await close();
      },
    }),
  };
}
