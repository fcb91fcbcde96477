/**
 * `marketplace campaign …` as an operator runs it (the built package), against the loopback SMTP sink:
 * created from a CSV, a list of addresses and a prospect segment; listed; its status as JSON; paused,
 * resumed and cancelled; started without a terminal (one summary line) and with --follow (a line per
 * 10 % while this process sends, until the campaign is sent: every recipient exactly once); a campaign
 * already started re-attached to by start --follow and by watch (a draft refused).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../helpers/app.js';
import { runCli, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { insertProspects } from '../helpers/prospects.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const STATUS_KEYS = [
  'id',
  'name',
  'status',
  'total_recipients',
  'sent_count',
  'failed_count',
  'opened_count',
  'clicked_count',
  'bounced_count',
  'unsubscribed_count',
];

describe.each(DB_KINDS)('marketplace campaign on %s', (kind) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let dataDir: string;
  const files = mkdtempSync(path.join(os.tmpdir(), 'campaign-cli-'));
  const file = (name: string, content: string) => {
    const at = path.join(files, name);
    writeFileSync(at, content);
    return at;
  };
  const env = () => ({
    DATABASE_URL: database.url,
    MARKETPLACE_SECRET: TEST_SECRET,
    MARKETPLACE_DATA_DIR: dataDir,
    MARKETPLACE_SMTP_URL: sink.url,
    MARKETPLACE_PUBLIC_URL: 'http://mail.test',
  });
  const cli = (...args: string[]) => runCli(['campaign', ...args], env());
  const json = async (...args: string[]) => {
    const result = await cli(...args, '--json');
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    return JSON.parse(result.stdout);
  };
  let html: string;
  const receivedBy = (domain: string) => sink.messages.flatMap((m) => m.to).filter((to) => to.endsWith(`@${domain}`));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    sink = await startSmtpSink();
    dataDir = tempDataDir();
    html = file('content.html', '<p>Dobrý den, {{company_name}}!</p><p><a href="{{unsubscribe_link}}">Odhlásit</a></p>');
  });
  afterAll(async () => {
    await sink?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  });

  // one test per piece (each spawns the CLI a few times, ~2-4 s a run on a loaded machine): together they ran
  // past the 60 s timeout on PostgreSQL under load
  let fromCsv: Awaited<ReturnType<typeof json>>;

  it('creates from a CSV and from a list of addresses (invalid and duplicate addresses skipped and counted)', async () => {
    const csv = file(
      'people.csv',
      'email;company;city\nA@csv.test;Firma A;Brno\na@csv.test;Dvakrát;Brno\nneni-adresa;X;Y\nb@csv.test;Firma B;Praha\n',
    );
    fromCsv = await json('create', '--name', 'Z CSV', '--subject', 'Nabídka pro {{company_name}}', '--html', html, '--recipients', csv);
    expect(fromCsv.campaign).toMatchObject({
      name: 'Z CSV',
      status: 'draft',
      total_recipients: 2,
      interval_seconds: 10,
      country_code: 'CZ',
    });
    expect(fromCsv.skipped).toEqual({ invalid: ['neni-adresa'], duplicates: 1 });
    expect(fromCsv.message).toBe('Kampaň vytvořena s 2 příjemci!');

    const list = file('list.txt', 'jedna@list.test\n\n DVA@list.test \njedna@list.test');
    const text = await cli('create', '--name', 'Ze seznamu', '--subject', 'S', '--html', html, '--recipients', list, '--interval', '0');
    expect(text.stderr).toBe('');
    expect(text.stdout).toMatch(
      /^Kampaň vytvořena s 2 příjemci! \(kampaň #\d+; neplatných adres vynecháno 0, duplicit 1\); spusťte ji: marketplace campaign start \d+$/,
    );
  });

  it('creates from a segment of the prospects', async () => {
    await insertProspects(database.db, [
      {
        name: 'Segment 1',
        email: 'seg1@segment.test',
        city: 'Praha',
        postal_code: '110 00',
        category: 'cli-segment',
        extra: { web_quality_score: 2 },
      },
      {
        name: 'Segment 2',
        email: 'seg2@segment.test',
        city: 'Praha',
        postal_code: '110 00',
        category: 'cli-segment',
        extra: { web_quality_score: 8 },
      },
      { name: 'Segment 3', email: null, city: 'Praha', postal_code: '110 00', category: 'cli-segment', extra: { web_quality_score: 1 } },
    ]);
    const region = (await database.db('prospects').where({ name: 'Segment 1' }).first('region_slug')).region_slug;
    const bySegment = await json(
      'create',
      '--name',
      'Segment',
      '--subject',
      'S',
      '--html',
      html,
      '--segment',
      `region=${region}&score=1-2&category=cli-segment`,
    );
    expect(bySegment.campaign.total_recipients).toBe(1);
    const [recipient] = await database.db('email_campaign_recipients').where({ campaign_id: bySegment.campaign.id });
    expect(recipient).toMatchObject({ email_address: 'seg1@segment.test', company_name: 'Segment 1' });
  });

  it('lists the campaigns newest first (text and --json) and gives one status --json', async () => {
    const listed = await json('list');
    const names = listed.map((c: { name: string }) => c.name);
    expect(names.slice(0, 3)).toEqual(['Segment', 'Ze seznamu', 'Z CSV']);
    const lines = (await cli('list')).stdout.split('\n');
    expect(lines).toContain(
      `#${fromCsv.campaign.id} koncept      Z CSV: příjemců 2, odesláno 0, selhalo 0, nedoručeno 0, otevřeno 0, prokliknuto 0, odhlášeno 0`,
    );

    const status = await json('status', String(fromCsv.campaign.id));
    expect(Object.keys(status)).toEqual(STATUS_KEYS);
    expect(status).toMatchObject({ id: fromCsv.campaign.id, name: 'Z CSV', status: 'draft', total_recipients: 2, sent_count: 0 });
  });

  it('refuses what does not go together: usage errors exit 2, core refusals 1 with the Czech message', async () => {
    const list = file('refused.txt', 'jedna@list.test');
    // independent runs that change nothing: at once
    const [both, noSource, badSegment, empty, missing, badId] = await Promise.all([
      cli('create', '--name', 'X', '--subject', 'S', '--html', html, '--template', '1', '--recipients', list),
      cli('create', '--name', 'X', '--subject', 'S', '--html', html),
      cli('create', '--name', 'X', '--subject', 'S', '--html', html, '--segment', 'mesto=praha'),
      cli('create', '--name', 'X', '--subject', 'S', '--html', html, '--recipients', file('empty.txt', 'neni-adresa@\n')),
      cli('status', '999999'),
      cli('status', 'x'),
    ]);
    expect(both.exitCode).toBe(2);
    expect(both.stderr).toContain('použijte právě jedno z --html SOUBOR a --template ID');
    expect(noSource.exitCode).toBe(2);
    expect(badSegment.exitCode).toBe(2);
    expect(empty.exitCode).toBe(1);
    expect(empty.stderr).toBe('marketplace: Zadejte alespoň jeden platný email');
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toBe('marketplace: Kampaň nenalezena');
    expect(badId.exitCode).toBe(2);
  });

  it('starts without a terminal (one summary line); pauses, resumes and cancels with --json; refuses a second start', async () => {
    const list = file('slow.txt', Array.from({ length: 5 }, (_, i) => `p${i}@pause.test`).join('\n'));
    const { campaign } = await json(
      'create',
      '--name',
      'Pomalá',
      '--subject',
      'S',
      '--html',
      html,
      '--recipients',
      list,
      '--interval',
      '3600',
    );
    const id = String(campaign.id);
    const started = await cli('start', id);
    expect(started.exitCode).toBe(0);
    // one due now, the next an hour later: beyond the queue's 10-minute horizon
    expect(started.stdout).toBe(
      `Kampaň byla spuštěna! Emaily se budou odesílat postupně. Kampaň #${id}: ve frontě 1; odesílá ji \`marketplace serve\` (fronta a úloha campaigns), nebo cron \`marketplace jobs run campaigns\` a \`marketplace jobs run queue\`.`,
    );
    const again = await cli('start', id);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toBe('marketplace: Spustit lze jen kampaň ve stavu koncept.');

    expect(await json('pause', id)).toMatchObject({ id: campaign.id, status: 'paused', message: 'Kampaň byla pozastavena.' });
    expect(await database.db('email_queue').where({ campaign_id: campaign.id }).count({ n: '*' }).first()).toMatchObject({
      n: expect.anything(),
    });
    expect(Number((await database.db('email_queue').where({ campaign_id: campaign.id }).count({ n: '*' }).first())?.n)).toBe(0);
    const pausedText = await cli('pause', id);
    expect(pausedText.exitCode).toBe(1);
    expect(pausedText.stderr).toBe('marketplace: Pozastavit lze jen kampaň, která se odesílá.');
    expect(await json('resume', id)).toMatchObject({ status: 'sending', message: 'Odesílání kampaně pokračuje.' });
    const cancelled = await cli('cancel', id);
    expect(cancelled.stdout.split('\n')[0]).toBe('Kampaň byla zrušena.');
    expect(cancelled.stdout).toContain(`Kampaň #${id} „Pomalá“ (zrušeno): příjemců 5, odesláno 0`);
    expect((await json('status', id)).status).toBe('cancelled');
    expect(receivedBy('pause.test')).toEqual([]);
  });

  it('start --follow without a terminal sends from this process and prints a line per 10 % until the campaign is sent', async () => {
    const COUNT = 40;
    const csv = file(
      'follow.csv',
      `email,company\n${Array.from({ length: COUNT }, (_, i) => `f${i}@follow.test,Firma ${i}`).join('\n')}\n`,
    );
    const { campaign } = await json(
      'create',
      '--name',
      'Sledovaná',
      '--subject',
      'S',
      '--html',
      html,
      '--recipients',
      csv,
      '--interval',
      '0',
    );
    const run = await cli('start', String(campaign.id), '--follow');
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const steps = lines.filter((l) => /^\d+ % \(/.test(l)).map((l) => Number(l.split(' ')[0]));
    expect(steps).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(lines.find((l) => l.startsWith('100 % '))).toMatch(/^100 % \(40\/40\): příjemců 40, odesláno 40, selhalo 0,/);
    expect(lines.at(-1)).toMatch(/^konec \(odesláno\): příjemců 40, odesláno 40, selhalo 0, nedoručeno 0/);
    const received = receivedBy('follow.test');
    expect(received).toHaveLength(COUNT);
    expect(new Set(received).size).toBe(COUNT);
    expect(await json('status', String(campaign.id))).toMatchObject({
      status: 'sent',
      sent_count: 40,
      failed_count: 0,
      total_recipients: 40,
    });
  });

  it('start --follow --json: a JSON line per 10 % and the status last', async () => {
    const list = file('json.txt', Array.from({ length: 10 }, (_, i) => `j${i}@json.test`).join('\n'));
    const { campaign } = await json('create', '--name', 'JSON', '--subject', 'S', '--html', html, '--recipients', list, '--interval', '0');
    const run = await cli('start', String(campaign.id), '--follow', '--json');
    expect(run.exitCode).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.slice(0, -1).map((l) => l.percent)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(Object.keys(lines.at(-1))).toEqual(STATUS_KEYS);
    expect(lines.at(-1)).toMatchObject({ status: 'sent', sent_count: 10 });
    expect(receivedBy('json.test').sort()).toEqual(Array.from({ length: 10 }, (_, i) => `j${i}@json.test`).sort());
  });

  it('start --follow re-attaches to a campaign already started (sends it, a line per 10 %) instead of refusing; watch follows one and refuses a draft', async () => {
    const list = file('again.txt', Array.from({ length: 10 }, (_, i) => `a${i}@again.test`).join('\n'));
    const { campaign } = await json('create', '--name', 'Znovu', '--subject', 'S', '--html', html, '--recipients', list, '--interval', '0');
    const id = String(campaign.id);
    const draft = await cli('watch', id);
    expect(draft.exitCode).toBe(1);
    expect(draft.stderr).toBe(`marketplace: Kampaň #${id} je koncept; spusťte ji: marketplace campaign start ${id}`);

    // started here, sent by nobody yet (no serve): a second start --follow attaches and sends
    expect((await cli('start', id)).exitCode).toBe(0);
    expect(receivedBy('again.test')).toEqual([]);
    const run = await cli('start', id, '--follow');
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.filter((l) => /^\d+ % \(/.test(l)).map((l) => Number(l.split(' ')[0]))).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(lines.at(-1)).toMatch(/^konec \(odesláno\): příjemců 10, odesláno 10, selhalo 0/);
    expect(receivedBy('again.test').sort()).toEqual(Array.from({ length: 10 }, (_, i) => `a${i}@again.test`).sort());

    // watch (only watching) a campaign that has ended: its lines at once, the status last with --json
    const watched = await cli('watch', id, '--json');
    expect(watched.exitCode).toBe(0);
    const json_ = watched.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(json_.slice(0, -1).map((l) => l.percent)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(Object.keys(json_.at(-1))).toEqual(STATUS_KEYS);
    expect(json_.at(-1)).toMatchObject({ status: 'sent', sent_count: 10 });
    expect(receivedBy('again.test')).toHaveLength(10);
  });

  it('watch --follow re-attaches to a campaign sending again after a pause and sends the rest', async () => {
    const list = file('paused.txt', Array.from({ length: 4 }, (_, i) => `w${i}@watch.test`).join('\n'));
    const { campaign } = await json(
      'create',
      '--name',
      'Sledovat',
      '--subject',
      'S',
      '--html',
      html,
      '--recipients',
      list,
      '--interval',
      '0',
    );
    const id = String(campaign.id);
    expect((await cli('start', id)).exitCode).toBe(0);
    expect(await json('pause', id)).toMatchObject({ status: 'paused' });
    expect(await json('resume', id)).toMatchObject({ status: 'sending' });
    const run = await cli('watch', id, '--follow');
    expect(run.exitCode).toBe(0);
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^konec \(odesláno\): příjemců 4, odesláno 4/);
    expect(receivedBy('watch.test').sort()).toEqual(['w0@watch.test', 'w1@watch.test', 'w2@watch.test', 'w3@watch.test']);
  });
});
