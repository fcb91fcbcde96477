import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJob, type Job } from '../../src/jobs/index.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { fakeHost } from '../helpers/fake-host.js';

const TOKEN = 'metriky-tajne-0123456789';
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

/** GET /metrics (Prometheus text format): only with MARKETPLACE_METRICS_TOKEN, only for its bearer. */
describe.each(DB_KINDS)('metrics on %s', (kind) => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [t, off] = await Promise.all([startTestApp(kind, { metricsToken: TOKEN, host: fakeHost().host }), startTestApp(kind)]);
  });
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is not there without the token (404), and answers 401 without its bearer or with another', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json().error).toContain('MARKETPLACE_METRICS_TOKEN');
    expect((await scrape('Bearer jiny-token-0123456789')).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it("answers the process's, the HTTP routes', the jobs', the queue's, the inbox's and the pool's figures", async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/nic-takoveho-tu-neni-123' });
    const job: Job = { name: 'zkusebni', schedule: '* * * * * *', run: async () => ({ done: 1 }) };
    const failing: Job = { ...job, run: () => Promise.reject(new Error('selhalo')) };
    await runScheduledJob(t.core, job, quiet, { record: { instance: 'test:1', tick: '2026-11-20T10:00:00.000Z' } });
    await runScheduledJob(t.core, failing, quiet, { record: { instance: 'test:1', tick: '2026-11-20T10:00:01.000Z' } });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^marketplace_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1$/m);
    // a path no route matched is one series, whatever the path
    expect(text).toMatch(/^marketplace_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(text).not.toContain('nic-takoveho');
    expect(text).toMatch(/^marketplace_job_runs_total\{job="zkusebni",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^marketplace_job_runs_total\{job="zkusebni",outcome="failed"\} 1$/m);
    expect(text).toMatch(/^marketplace_job_duration_seconds_count\{job="zkusebni"\} 2$/m);
    for (const status of ['pending', 'sending', 'unknown', 'failed']) {
      expect(text).toMatch(new RegExp(`^marketplace_queue_messages\\{status="${status}"\\} \\d+$`, 'm'));
    }
    expect(text).toMatch(/^marketplace_db_pool_connections\{state="max"\} [1-9]\d*$/m);
    expect(text).toMatch(/^marketplace_db_pool_connections\{state="used"\} \d+$/m);
    expect(text).toContain('# TYPE marketplace_inbox_sync_age_seconds gauge');
  });

  it('stays reachable in maintenance mode', async () => {
    await t.core.settings.save({ general: { maintenanceMode: true } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(503);
      expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    } finally {
      await t.core.settings.save({ general: { maintenanceMode: false } });
    }
  });
});
