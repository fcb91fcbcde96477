import type { Command } from 'commander';
import { loadConfig } from '../../config/index.js';
import { exitIfStillAlive, onStopSignal } from '../../runtime/signals.js';
import { printResult, type GlobalFlags } from '../output.js';
import { SERVE_TEXTS as T } from '../texts.js';

export function registerServeCommand(program: Command) {
  program
    .command('serve')
    .description(T.description)
    .option('--port <port>', T.port, (v) => Number.parseInt(v, 10))
    .option('--host <host>', T.host)
    .option('--no-jobs', T.noJobs)
    .action(async (opts: { port?: number; host?: string; jobs: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const config = loadConfig(process.env, { sharedSecret: true });
      // the server (fastify, the routes, the web app) loads only for serve, not with every command
      const { startServer } = await import('../../runtime/serve.js');
      const server = await startServer(config, {
        port: opts.port ?? config.port,
        host: opts.host ?? config.host,
        jobs: opts.jobs,
      });
      printResult(flags, { url: server.url, db: config.database.client, notes: server.notes }, [
        T.serving(
          config.version,
          server.url,
          `${config.database.client}${config.database.embedded ? `, ${config.database.filename}` : ''}`,
        ),
        ...server.notes,
      ]);
      // SIGTERM/SIGINT: a graceful stop (runtime/shutdown.ts), bounded by MARKETPLACE_SHUTDOWN_TIMEOUT;
      // a second signal cuts it short
      let signals = 0;
      const stopped = new Promise<void>((resolve, reject) => {
        const dispose = onStopSignal((signal) => {
          signals += 1;
          server.app.log.info({ signal }, signals === 1 ? 'stopping: finishing the requests and the job in hand' : 'stopping now');
          server.stop().then(resolve, reject).finally(dispose);
        });
      });
      await stopped;
      server.app.log.info('stopped');
      exitIfStillAlive(0);
    });
}
