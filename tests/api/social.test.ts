import { createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSocialPublishers } from '../../src/adapters/social/index.js';
import { findJob } from '../../src/jobs/index.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createUser, login, userWithToken } from '../helpers/factories.js';

/** A webhook receiver on loopback: checks each request's signature with the account's key and answers `status` after `delayMs`. */
function startReceiver() {
  const received: Array<{ path: string; body: string; headers: IncomingHttpHeaders; valid: boolean }> = [];
  const state = { status: 200, delayMs: 0, secrets: new Map<string, string>() };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = String(request.headers['x-marketplace-signature'] ?? '');
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
      const secret = state.secrets.get(request.url ?? '');
      let valid = false;
      if (match && secret) {
        const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
        valid = timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
      }
      received.push({ path: request.url ?? '', body, headers: request.headers, valid });
      setTimeout(() => {
        response.writeHead(valid ? state.status : 401, { 'content-type': 'text/plain' });
        response.end(valid ? (state.status < 300 ? 'ok' : 'receiver broke') : 'bad signature');
      }, state.delayMs);
    });
  });
  return {
    received,
    state,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DB_KINDS)('social posting on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  const receiver = startReceiver();
  const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
  const auth: Record<'a' | 'b' | 'admin', { authorization: string }> = {} as never;
  const companyIds: number[] = [];
  const job = findJob('social-publish')!;

  const api = (who: keyof typeof auth, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: auth[who] });
  const base = (who: keyof typeof auth) => (who === 'admin' ? '/api/admin/social' : '/api/company/social');
  const newPost = async (who: keyof typeof auth, body: object = {}) => {
    const res = await api(who, 'POST', `${base(who)}/posts`, { title: 'Nový střih', content: 'Přijďte k nám!', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().post as { id: number; status: string; hashtags: string[] };
  };
  const connect = async (who: keyof typeof auth, body: object) => {
    const res = await api(who, 'POST', `${base(who)}/accounts`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { account: { id: number }; secret: string | null };
  };
  const postRow = (id: number) => t.database.db('social_posts').where({ id }).first();

  beforeAll(async () => {
    origin = await receiver.listen();
    t = await startTestApp(kind, {
      clock,
      socialPublishers: createSocialPublishers({ timeoutMs: 5000, testLoopbackOrigins: [origin] }),
      social: { maxAttempts: 3, retrySeconds: 60, leaseSeconds: 300 },
    });
    const rows = await t.database.db('companies').where({ status: 'active' }).orderBy('id').offset(40).limit(2).select('id');
    for (const [i, who] of (['a', 'b'] as const).entries()) {
      const id = Number(rows[i].id);
      companyIds.push(id);
      const user = await createUser(t.core, 'company', { company_id: id });
      auth[who] = { authorization: `Bearer ${(await login(t.app, user.email)).json().token}` };
    }
    auth.admin = { authorization: `Bearer ${(await userWithToken(t.app, t.core, 'admin')).token}` };
  });
  afterAll(async () => {
    await t?.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.state.status = 200;
    receiver.state.delayMs = 0;
  });

  it('requires title and content, keeps only hashtags starting with #, allows 2200 characters; a new post is a draft', async () => {
    const missing = await api('a', 'POST', '/api/company/social/posts', { title: ' ', content: '' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .fields.map((f: { key: string }) => f.key)
        .sort(),
    ).toEqual(['social.content', 'social.title']);

    const post = await newPost('a', { hashtags: '#kadeřnictví střih  #akce #', platforms: ['instagram', 'facebook', 'instagram'] });
    expect(post.status).toBe('draft');
    expect(post.hashtags).toEqual(['#kadeřnictví', '#akce', '#']);
    expect((await newPost('a', { hashtags: ['#a b', 'c #d'] })).hashtags).toEqual(['#a', '#d']);

    const long = await api('a', 'POST', '/api/company/social/posts', { title: 'Dlouhý', content: 'x'.repeat(2201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields[0]).toMatchObject({
      field: 'content',
      key: 'social.contentLong',
      message: 'Obsah může mít nejvýše 2200 znaků',
    });
    // 2200 characters counted as the counter counts them: an emoji is one
    const full = await newPost('a', { content: '😀'.repeat(2200) });
    expect(full.status).toBe('draft');

    const scheduled = await api('a', 'POST', '/api/company/social/posts', { title: 'T', content: 'C', status: 'scheduled' });
    expect(scheduled.statusCode).toBe(400);
    const tooLongEdit = await api('a', 'PUT', `/api/company/social/posts/${post.id}`, { content: 'y'.repeat(2201) });
    expect(tooLongEdit.statusCode).toBe(400);
  });

  it("another company's post is 404, lists are per company, the back office's posts are its own", async () => {
    const mine = await newPost('a', { title: 'Jen moje' });
    for (const [method, url] of [
      ['GET', `/api/company/social/posts/${mine.id}`],
      ['PUT', `/api/company/social/posts/${mine.id}`],
      ['DELETE', `/api/company/social/posts/${mine.id}`],
      ['POST', `/api/company/social/posts/${mine.id}/mark-published`],
      ['PUT', `/api/company/social/cart/${mine.id}`],
    ] as const) {
      const res = await api('b', method, url, method === 'PUT' && !url.includes('cart') ? { title: 'Cizí' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api('admin', 'GET', `/api/admin/social/posts/${mine.id}`)).statusCode).toBe(404);
    const listB = (await api('b', 'GET', '/api/company/social/posts')).json();
    expect(listB.posts.some((p: { id: number }) => p.id === mine.id)).toBe(false);
    const listA = (await api('a', 'GET', '/api/company/social/posts?status=draft')).json();
    expect(listA.posts.some((p: { id: number }) => p.id === mine.id)).toBe(true);
    expect(listA.posts.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect((await api('a', 'GET', '/api/admin/social/posts')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/social/posts' })).statusCode).toBe(401);
  });

  it('connects accounts: the webhook secret is shown once and sealed at rest; one account per platform', async () => {
    const created = await connect('b', {
      platform: 'linkedin',
      display_name: 'Salon B',
      adapter: 'webhook',
      webhook_url: `${origin}/b-linkedin`,
    });
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.database.db('social_accounts').where({ id: created.account.id }).first();
    expect(row.secret_sealed).not.toContain(created.secret);
    const list = (await api('b', 'GET', '/api/company/social/accounts')).json();
    expect(JSON.stringify(list)).not.toContain(created.secret!);
    expect(list.platforms).toContainEqual({ platform: 'linkedin', connected: true });
    expect(list.platforms).toContainEqual({ platform: 'twitter', connected: false });
    const again = await api('b', 'POST', '/api/company/social/accounts', { platform: 'linkedin', display_name: 'X', adapter: 'manual' });
    expect(again.statusCode).toBe(409);
    const noUrl = await api('b', 'POST', '/api/company/social/accounts', { platform: 'twitter', display_name: 'X', adapter: 'webhook' });
    expect(noUrl.statusCode).toBe(400);
    expect((await api('a', 'DELETE', `/api/company/social/accounts/${created.account.id}`)).statusCode).toBe(404);
    expect((await api('b', 'DELETE', `/api/company/social/accounts/${created.account.id}`)).statusCode).toBe(200);
  });

  it("templates: the 4 categories, filled from the company's data and the values given", async () => {
    const res = await api('a', 'GET', '/api/company/social/templates?service_name=Pánský%20střih&discount=20%20%25&end_date=31.%2012.');
    expect(res.statusCode).toBe(200);
    const templates = res.json().templates as Array<{ category: string; preview: { title: string; content: string }; built_in: boolean }>;
    expect(new Set(templates.map((x) => x.category))).toEqual(new Set(['service', 'promotion', 'general', 'event']));
    const company = await t.database.db('companies').where({ id: companyIds[0] }).first();
    const promotion = templates.find((x) => x.category === 'promotion')!;
    expect(promotion.built_in).toBe(true);
    expect(promotion.preview.title).toBe('Sleva 20 % na Pánský střih');
    expect(promotion.preview.content).toContain(company.name);
    expect(promotion.preview.content).toContain(company.phone);
    expect(promotion.preview.content).toContain('do 31. 12.');
    const event = templates.find((x) => x.category === 'event')!;
    expect(event.preview.content).toContain('{event_name}');
    const filtered = (await api('a', 'GET', '/api/company/social/templates?category=general')).json().templates;
    expect(filtered.every((x: { category: string }) => x.category === 'general')).toBe(true);
  });

  it("the cart: 'Naplánovat' schedules all its posts; a post without a platform refuses the whole cart", async () => {
    const one = await newPost('b', { platforms: ['facebook'], in_cart: true });
    const two = await newPost('b', { platforms: [] });
    expect((await api('b', 'PUT', `/api/company/social/cart/${two.id}`)).statusCode).toBe(200);
    expect((await api('b', 'GET', '/api/company/social/cart')).json().posts.map((p: { id: number }) => p.id)).toEqual([one.id, two.id]);
    const refused = await api('b', 'POST', '/api/company/social/cart/schedule', {});
    expect(refused.statusCode).toBe(400);
    expect((await postRow(one.id)).status).toBe('draft');
    expect((await api('b', 'DELETE', `/api/company/social/cart/${two.id}`)).json().post.in_cart).toBe(false);
    const done = await api('b', 'POST', '/api/company/social/cart/schedule', { scheduled_date: '2026-12-01T10:00' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ scheduled: 1, posts: [{ id: one.id, status: 'scheduled', in_cart: false }] });
    // 10:00 in Prague (CET) is 09:00 UTC
    expect(done.json().posts[0].scheduled_date).toBe('2026-12-01T09:00:00.000Z');
    expect((await api('b', 'GET', '/api/company/social/cart')).json().posts).toEqual([]);
    expect((await api('b', 'POST', '/api/company/social/cart/schedule', {})).statusCode).toBe(409);
    // back to draft, then removed
    expect((await api('b', 'PUT', `/api/company/social/posts/${one.id}`, { status: 'draft' })).json().post.status).toBe('draft');
    expect((await api('b', 'DELETE', `/api/company/social/posts/${one.id}`)).statusCode).toBe(200);
  });

  it('the job publishes a due post once with two runs overlapping, signed; published keeps its text, takes engagement', async () => {
    await t.database.db('social_posts').where({ status: 'scheduled' }).delete();
    const { secret } = await connect('a', {
      platform: 'facebook',
      display_name: 'Salon A',
      adapter: 'webhook',
      webhook_url: `${origin}/a-fb`,
    });
    const ig = await connect('a', { platform: 'instagram', display_name: 'salon_a', adapter: 'webhook', webhook_url: `${origin}/a-ig` });
    receiver.state.secrets.set('/a-fb', secret!);
    receiver.state.secrets.set('/a-ig', ig.secret!);
    const post = await newPost('a', {
      title: 'Otevíráme',
      content: 'Nová pobočka',
      hashtags: '#novinka',
      platforms: ['facebook', 'instagram'],
    });
    const scheduled = await api('a', 'PUT', `/api/company/social/posts/${post.id}`, {
      status: 'scheduled',
      scheduled_date: '2026-11-22T09:30:00Z',
    });
    expect(scheduled.json().post.status).toBe('scheduled');

    expect(await job.run(t.core)).toMatchObject({ claimed: 0 });
    clock.set(new Date('2026-11-22T09:30:00Z'));
    receiver.state.delayMs = 150;
    const [first, second] = await Promise.all([job.run(t.core), job.run(t.core)]);
    expect(Number(first.claimed) + Number(second.claimed)).toBe(1);
    expect(receiver.received.map((r) => r.path).sort()).toEqual(['/a-fb', '/a-ig']);
    expect(receiver.received.every((r) => r.valid)).toBe(true);
    const sent = JSON.parse(receiver.received[0]!.body);
    expect(sent).toMatchObject({
      event: 'social_post.publish',
      post: { id: post.id, title: 'Otevíráme', text: 'Nová pobočka\n\n#novinka' },
    });
    expect(receiver.received[0]!.headers['x-marketplace-signature']).toMatch(/^t=1795339800,v1=/);

    const published = (await api('a', 'GET', `/api/company/social/posts/${post.id}`)).json().post;
    expect(published).toMatchObject({ status: 'published', published_date: '2026-11-22T09:30:00.000Z', attempts: 1, last_error: null });
    expect(await job.run(t.core)).toMatchObject({ claimed: 0 });
    expect(receiver.received).toHaveLength(2);

    expect((await api('a', 'PUT', `/api/company/social/posts/${post.id}`, { title: 'Jiný' })).statusCode).toBe(409);
    const engaged = await api('a', 'PUT', `/api/company/social/posts/${post.id}`, { likes: 12, shares: 3, comments: 4 });
    expect(engaged.json().post.engagement).toEqual({ likes: 12, shares: 3, comments: 4 });
    const stats = (await api('a', 'GET', '/api/company/social/stats')).json().stats;
    expect(stats.by_status.published).toBe(1);
    expect(stats.engagement).toEqual({ likes: 12, shares: 3, comments: 4 });
    expect(stats.published_last_30_days).toBe(1);
    expect(stats.connected_accounts).toBe(2);
    expect(stats.by_platform.facebook).toBeGreaterThanOrEqual(1);
  });

  it('a failing receiver: retried with back-off, then failed with the reason and the owner notified', async () => {
    receiver.state.status = 500;
    const post = await newPost('a', { title: 'Selže', platforms: ['facebook'] });
    await api('a', 'PUT', `/api/company/social/posts/${post.id}`, { status: 'scheduled' });
    expect(await job.run(t.core)).toMatchObject({ claimed: 1, retrying: 1 });
    let row = await postRow(post.id);
    expect(row.status).toBe('scheduled');
    expect(row.last_error).toBe('Facebook: Webhook odpověděl HTTP 500: receiver broke');
    // back-off: 60 s after the first failure, then 120 s
    clock.advance(59_000);
    expect(await job.run(t.core)).toMatchObject({ claimed: 0 });
    clock.advance(1_000);
    expect(await job.run(t.core)).toMatchObject({ claimed: 1, retrying: 1 });
    clock.advance(119_000);
    expect(await job.run(t.core)).toMatchObject({ claimed: 0 });
    clock.advance(1_000);
    expect(await job.run(t.core)).toMatchObject({ claimed: 1, failed: 1 });
    row = await postRow(post.id);
    expect(row.status).toBe('failed');
    expect(Number(row.attempts)).toBe(3);
    expect(row.last_error).toContain('HTTP 500');
    expect(receiver.received.filter((r) => r.path === '/a-fb')).toHaveLength(3);
    const notes = await t.database.db('email_notifications').where({ company_id: companyIds[0], type: 'social_post' });
    expect(notes.some((n: { message: string }) => n.message.includes('Selže') && n.message.includes('HTTP 500'))).toBe(true);
    clock.advance(600_000);
    expect(await job.run(t.core)).toMatchObject({ claimed: 0 });
    // scheduled again after the receiver is fixed, it goes out
    receiver.state.status = 200;
    await api('a', 'PUT', `/api/company/social/posts/${post.id}`, { status: 'scheduled' });
    expect(await job.run(t.core)).toMatchObject({ published: 1 });
  });

  it("a business's webhook may not point at a non-public address; a platform without an account fails", async () => {
    const closed = await connect('b', {
      platform: 'twitter',
      display_name: 'B',
      adapter: 'webhook',
      webhook_url: 'http://127.0.0.1:9/hook',
    });
    const post = await newPost('b', { title: 'Interní', platforms: ['twitter', 'instagram'] });
    await api('b', 'PUT', `/api/company/social/posts/${post.id}`, { status: 'scheduled' });
    expect(await job.run(t.core)).toMatchObject({ claimed: 1, failed: 1 });
    const row = await postRow(post.id);
    expect(row.status).toBe('failed');
    expect(row.last_error).toContain('X (Twitter): Adresa webhooku není povolena');
    expect(row.last_error).toContain('Účet Instagram není připojen');
    await api('b', 'DELETE', `/api/company/social/accounts/${closed.account.id}`);
  });

  it('uploads a post image (the photo rules), serves it, and sends its absolute address to the webhook', async () => {
    const upload = async (filename: string, content: Buffer) => {
      const boundary = `----social${Math.random().toString(16).slice(2)}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/company/social/images',
        payload,
        headers: { ...auth.a, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#2255aa' } })
      .png()
      .toBuffer();
    expect((await upload('virus.exe', png)).statusCode).toBe(400);
    expect((await upload('fake.png', Buffer.from('not an image'))).statusCode).toBe(400);
    const res = await upload('obrazek.png', png);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().image as { id: number; url: string; width: number; height: number };
    expect(image).toMatchObject({ width: 40, height: 20 });
    // an unguessable name (128 random bits), not the row's id
    expect(image.url).toMatch(/^\/media\/social\/[A-Za-z0-9_-]{22}$/);
    const get = (url: string, who?: keyof typeof auth) => t.app.inject({ method: 'GET', url, headers: who ? auth[who] : {} });
    for (const id of [image.id, image.id - 1, 1]) expect((await get(`/media/social/${id}`, 'a')).statusCode).toBe(404);

    // not published yet: its company and admins only, never cached publicly; anybody else 404
    expect((await get(image.url)).statusCode).toBe(404);
    expect((await get(image.url, 'b')).statusCode).toBe(404);
    for (const who of ['a', 'admin'] as const) {
      const served = await get(image.url, who);
      expect(served.statusCode, who).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await get(image.url)).headers['cache-control']).toBe('no-store');

    const post = await newPost('a', { title: 'S obrázkem', platforms: ['facebook'], image_url: image.url });
    await api('a', 'PUT', `/api/company/social/posts/${post.id}`, { status: 'scheduled' });
    expect((await get(image.url)).statusCode).toBe(404); // scheduled is not published
    expect(await job.run(t.core)).toMatchObject({ published: 1 });
    // the webhook gets the absolute address with a grant, so that it can fetch the image before the post is published
    const body = JSON.parse(receiver.received.at(-1)!.body);
    expect(body.post.image_url).toMatch(new RegExp(`^http://mail\\.test${image.url}\\?expires=\\d+&signature=[A-Za-z0-9_-]{22}$`));

    // published: anybody, cacheable
    for (const who of [undefined, 'b'] as const) {
      const served = await get(image.url, who);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it("a publisher's grant opens an image not yet published until it expires, and only unaltered", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa2255' } })
      .png()
      .toBuffer();
    const image = await t.core.social.images.upload({ companyId: companyIds[1]! }, { filename: 'b.png', content: png });
    const granted = t.core.social.images.publisherUrl(image.url, 'http://mail.test')!;
    const path = granted.replace('http://mail.test', '');
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    // One character of the signature changed (to another character whatever it was: a fixed 'A' was no change
    // for the 1 in 64 signatures that start with it).
    const altered = path.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect(altered).not.toBe(path);
    expect((await t.app.inject({ method: 'GET', url: altered })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: path.replace(/expires=\d+/, (e) => `expires=${Number(e.slice(8)) + 1}`) })).statusCode,
    ).toBe(404);
    const start = clock.now();
    clock.advance(8 * 24 * 3600 * 1000);
    try {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    } finally {
      clock.set(start);
    }
  });

  it("manual accounts: the owner is notified at the time, 'Označit jako publikované' marks it done", async () => {
    await connect('admin', { platform: 'linkedin', display_name: 'Marketplace', adapter: 'manual' });
    const post = await newPost('admin', { title: 'Ruční', platforms: ['linkedin'], scheduled_date: '2026-11-22T10:00:00+01:00' });
    const scheduled = await api('admin', 'PUT', `/api/admin/social/posts/${post.id}`, { status: 'scheduled' });
    expect(scheduled.json().post.scheduled_date).toBe('2026-11-22T09:00:00.000Z');
    expect(await job.run(t.core)).toMatchObject({ claimed: 1, manual: 1 });
    const waiting = (await api('admin', 'GET', `/api/admin/social/posts/${post.id}`)).json().post;
    expect(waiting).toMatchObject({ status: 'scheduled', awaiting_manual: true });
    expect(await job.run(t.core)).toMatchObject({ claimed: 0 });
    const note = await t.database
      .db('email_notifications')
      .whereNull('company_id')
      .where({ type: 'social_post' })
      .orderBy('id', 'desc')
      .first();
    expect(note.title).toBe('Čas zveřejnit příspěvek');
    expect(note.message).toContain('Ruční');
    const marked = await api('admin', 'POST', `/api/admin/social/posts/${post.id}/mark-published`);
    expect(marked.json().post).toMatchObject({ status: 'published', awaiting_manual: false });
    expect((await api('admin', 'POST', `/api/admin/social/posts/${post.id}/mark-published`)).statusCode).toBe(409);
  });
});
