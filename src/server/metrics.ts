import { createHash, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { DomainError, type Core } from '../core/index.js';

type PromClient = typeof import('prom-client');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header bears `token` (compared in constant time). */
function bearsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` in Prometheus's text format (prom-client), only when MARKETPLACE_METRICS_TOKEN is set and only
 * for a request bearing it (else 401; without the token the route does not exist: 404). Per process, as
 * Prometheus expects of each scraped instance:
 * - prom-client's defaults: `process_cpu_user_seconds_total`, memory, event-loop lag, GC …;
 * - `marketplace_http_request_duration_seconds{method,route,status}`: every answer, by the route's pattern
 *   (`unmatched` for no route, so that a scan of random paths adds no series);
 * - `marketplace_job_runs_total{job,outcome}` and `marketplace_job_duration_seconds{job}` of the jobs this
 *   process ran (the scheduler, `jobs run`);
 * - read when scraped: `marketplace_queue_messages{status}` (the mail queue's rows by state) and
 *   `marketplace_inbox_sync_age_seconds` from the monitoring sampler's latest sample, and
 *   `marketplace_db_pool_connections{state}` of knex's pool.
 * prom-client is loaded only when the token is set.
 */
export function createMetrics(app: FastifyInstance, core: Core, token: string) {
  const prom = createRequire(import.meta.url)('prom-client') as PromClient;
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });

  const requests = new prom.Histogram({
    name: 'marketplace_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const observe = (method: string, route: string, status: number, seconds: number) =>
    requests.observe({ method, route, status: String(status) }, seconds);
  app.addHook('onResponse', (request, reply, done) => {
    observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const jobRuns = new prom.Counter({
    name: 'marketplace_job_runs_total',
    help: 'Runs of the scheduled jobs in this process, by job and outcome (ok, shortfall, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDurations = new prom.Histogram({
    name: 'marketplace_job_duration_seconds',
    help: 'How long the scheduled jobs ran in this process',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
    registers: [registry],
  });
  const unsubscribe = core.jobRuns.onFinished((run) => {
    jobRuns.inc({ job: run.job, outcome: run.outcome });
    jobDurations.observe({ job: run.job }, run.durationMs / 1000);
  });
  app.addHook('onClose', (_app, done) => {
    unsubscribe();
    done();
  });

  new prom.Gauge({
    name: 'marketplace_queue_messages',
    help: 'Rows of the outbound mail queue by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { queue } = (await core.monitoring.sampler.latest()).app;
      for (const [status, count] of Object.entries(queue)) this.set({ status }, count);
    },
  });
  new prom.Gauge({
    name: 'marketplace_inbox_sync_age_seconds',
    help: "Seconds since the operator mailbox's last completed sync (absent when it never synced)",
    registers: [registry],
    async collect() {
      const { timestamp, app: figures } = await core.monitoring.sampler.latest();
      this.reset();
      if (figures.inbox_last_sync) this.set(Math.max(0, (Date.parse(timestamp) - Date.parse(figures.inbox_last_sync)) / 1000));
    },
  });
  new prom.Gauge({
    name: 'marketplace_db_pool_connections',
    help: "Connections of this process's database pool: used, free, pending (requests waiting) and max",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = core.database.poolUse();
      for (const state of ['used', 'free', 'pending', 'max'] as const) this.set({ state }, pool[state]);
    },
  });

  return {
    /** Times an answer fastify did not write (the answer cache's), by its route's pattern. */
    observe,
    /** Registers GET /metrics (with the routes, after the plugins); the timing hook is in place from the start. */
    registerRoute() {
      app.get('/metrics', { config: { access: 'public' as const } }, async (request, reply) => {
        if (!bearsToken(request.headers.authorization, token)) {
          void reply.header('www-authenticate', 'Bearer');
          throw new DomainError('unauthenticated', 'Chybí nebo nesedí token metrik (MARKETPLACE_METRICS_TOKEN)');
        }
        return reply.header('content-type', registry.contentType).send(await registry.metrics());
      });
    },
  };
}
