import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = 'kampane.admin@example.cz';
/** The campaign's recipients: their own domain, so that the demo's mail in the sink is told apart. */
const RECIPIENTS = ['alena@kampan-test.cz', 'bohous@kampan-test.cz'];
/** Seconds between the two messages: long enough to pause after the first (the queue job runs every 10 s). */
const INTERVAL = 30;

/**
 * The Campaign screen (/admin/campaigns) in Chromium against the real `marketplace serve` with its jobs
 * (the queue worker sends to a loopback SMTP sink): create with field errors from the server, start
 * after the confirmation, the counts moving as the worker sends, pause, resume until sent, delete;
 * and the Email Center's campaigns tab with the active count.
 */
describe('Campaign screen in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let sink: SmtpSink;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];
  let page: Page;
  let campaignUrl = '';

  beforeAll(async () => {
    sink = await startSmtpSink();
    const res = await runCli(
      ['users', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin', '--name', 'Karel Kampaň'],
      env,
    );
    expect(res.exitCode, res.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort())], { ...env, MARKETPLACE_SMTP_URL: sink.url });
    browser = await launchChromium();
    page = await newCzechPage(browser, { errors });
    await logIn(page, server.url, ADMIN, PASSWORD, '/admin');
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
  });

  const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 250 });
  const ours = () => sink.messages.filter((m) => m.to.some((to) => to.endsWith('@kampan-test.cz')));
  const count = (name: string) => page.getByTestId(`campaign-count-${name}`).getAttribute('data-value').then(Number);
  const status = () => page.getByTestId('campaign-detail').getAttribute('data-status');
  const focused = () => page.evaluate<string | null>("document.activeElement?.getAttribute('data-testid') ?? null");

  it('lists the demo campaigns with their Czech status badges and filters them by country', async () => {
    await page.goto(`${server.url}/admin/campaigns`);
    await page.getByTestId('campaign-row').first().waitFor();
    const badges = await page.getByTestId('campaign-status').allTextContents();
    for (const text of ['Odesláno', 'Pozastaveno', 'Naplánováno', 'Koncept']) expect(badges).toContain(text);
    await page.getByTestId('campaigns-country').selectOption('PL');
    await poll(() => new URL(page.url()).searchParams.get('filter_country')).toBe('PL');
    await page.getByTestId('campaign-list-empty').waitFor();
    expect(await page.getByTestId('campaign-list-empty').textContent()).toContain('Žádné kampaně');
    await page.getByTestId('campaigns-country').selectOption('');
    await page.getByTestId('campaign-row').first().waitFor();
  });

  it('creates a campaign: the server’s field errors in Czech first, then the campaign with its recipients', async () => {
    await page.getByTestId('campaigns-new').click();
    await page.waitForURL((url) => url.pathname === '/admin/campaigns/new');
    await page.getByTestId('campaign-editor').waitFor();
    await page.getByTestId('campaign-form-name').fill('   ');
    await page.getByTestId('campaign-form-recipients').fill('bez zavinace\n');
    await page.getByTestId('campaign-form-submit').click();
    await poll(() => page.getByTestId('campaign-form-name-error').textContent()).toBe('Vyplňte název a předmět kampaně');
    expect(await page.getByTestId('campaign-form-subject-error').textContent()).toBe('Vyplňte název a předmět kampaně');
    expect(await page.getByTestId('campaign-form-name').getAttribute('aria-invalid')).toBe('true');
    await poll(focused).toBe('campaign-form-name');
    expect(await page.getByTestId('campaign-form-error').textContent()).toContain('Chyba při vytváření kampaně: ');

    await page.getByTestId('campaign-form-name').fill('Jarní nabídka (test)');
    await page.getByTestId('campaign-form-subject').fill('Nabídka pro {{company_name}}');
    await page.getByTestId('campaign-form-text').fill('Dobrý den, posíláme nabídku.');
    await page.getByTestId('campaign-form-interval').fill(String(INTERVAL));
    await page
      .getByTestId('campaign-form-recipients')
      .fill(`${RECIPIENTS[0]}\n  ${RECIPIENTS[1]!.toUpperCase()}  \n${RECIPIENTS[0]}\nbez zavinace`);
    await poll(() => page.getByTestId('campaign-form-recipients-count').textContent()).toBe('Platných adres: 2');
    await page.getByTestId('campaign-form-submit').click();
    await page.waitForURL((url) => /^\/admin\/campaigns\/\d+$/.test(url.pathname));
    campaignUrl = page.url();
    await poll(() => page.getByTestId('campaign-notice-success').textContent()).toContain('Kampaň vytvořena s 2 příjemci!');
    await poll(status).toBe('draft');
    expect(await page.getByTestId('campaign-detail-status').textContent()).toBe('Koncept');
    expect(await count('total')).toBe(2);
    await poll(() => page.getByTestId('campaign-recipient-row').count()).toBe(2);
    // only a draft is started; nothing to pause or resume yet
    expect(await page.getByTestId('campaign-pause').count()).toBe(0);
    expect(await page.getByTestId('campaign-resume').count()).toBe(0);
  });

  it('starts after the confirmation; the counts move as the queue worker sends; pause stops, resume finishes', async () => {
    // the confirmation: Escape keeps the draft and gives the focus back to the button
    await page.getByTestId('campaign-start').click();
    await page.getByTestId('campaign-confirm-start').waitFor();
    expect(await page.getByTestId('campaign-confirm-start').textContent()).toContain(
      'Opravdu spustit tuto kampaň? Emaily budou odesílány okamžitě.',
    );
    await page.keyboard.press('Escape');
    await page.getByTestId('campaign-confirm-start').waitFor({ state: 'detached' });
    await poll(focused).toBe('campaign-start');
    expect(await status()).toBe('draft');

    await page.getByTestId('campaign-start').click();
    await page.getByTestId('campaign-confirm-start-ok').click();
    await poll(() => page.getByTestId('campaign-notice-success').textContent()).toContain(
      'Kampaň byla spuštěna! Emaily se budou odesílat postupně.',
    );
    await poll(status).toBe('sending');
    expect(await page.getByTestId('campaign-detail-status').textContent()).toBe('Odesílá se');
    // the start button went with the draft: the focus is on the campaign's heading, not lost
    await poll(focused).toBe('campaign-name');

    // the first message goes out at the queue job's next run; the detail reloads by itself
    await poll(() => count('sent'), 30_000).toBe(1);
    await page.getByTestId('campaign-pause').click();
    await poll(status).toBe('paused');
    expect(await page.getByTestId('campaign-detail-status').textContent()).toBe('Pozastaveno');
    await poll(() => page.getByTestId('campaign-notice-success').textContent()).toContain('Kampaň byla pozastavena.');
    expect(ours().length).toBe(1);
    const progress = page.getByTestId('campaign-progress');
    expect(await progress.getAttribute('aria-valuenow')).toBe('1');
    expect(await progress.getAttribute('aria-valuemax')).toBe('2');
    expect(await progress.getAttribute('aria-valuetext')).toBe('1 z 2 (50 %)');
    await page.getByTestId('campaign-recipients-status').selectOption('pending');
    await poll(() => page.getByTestId('campaign-recipient-row').count()).toBe(1);
    await page.getByTestId('campaign-recipients-status').selectOption('');

    await page.getByTestId('campaign-resume').click();
    await poll(() => page.getByTestId('campaign-notice-success').textContent()).toContain('Odesílání kampaně pokračuje.');
    await poll(status, 45_000).toBe('sent');
    expect(await page.getByTestId('campaign-detail-status').textContent()).toBe('Odesláno');
    expect(await count('sent')).toBe(2);
    expect(await page.getByTestId('campaign-progress').getAttribute('aria-valuenow')).toBe('2');
    // each recipient exactly once, lower-cased
    expect(
      ours()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(RECIPIENTS);
    expect(ours()[0]!.header('Subject')).toBeDefined();
  }, 120_000);

  it('the Email Center’s campaigns tab lists the campaigns and counts the active ones from the summary', async () => {
    const active = await withDb(async (db) =>
      Number((await db('email_campaigns').whereIn('status', ['sending', 'scheduled']).count({ n: '*' }).first())?.n),
    );
    expect(active).toBeGreaterThan(0); // the demo's scheduled campaign
    await page.goto(`${server.url}/admin/email?tab=campaigns`);
    await page.getByTestId('center-campaign-list').waitFor();
    await poll(() => page.getByTestId('center-badge-campaigns').textContent()).toBe(String(active));
    await poll(() => page.getByTestId('center-campaigns-active').textContent()).toBe(`Aktivní kampaně: ${active}`);
    const activeWords = active === 1 ? 'aktivní kampaň' : active <= 4 ? 'aktivní kampaně' : 'aktivních kampaní';
    await poll(() => page.getByTestId('center-active-campaigns').textContent()).toBe(`${active} ${activeWords}`);
    expect(await page.getByTestId('center-campaign-list').getByText('Jarní nabídka (test)').count()).toBe(1);
    await page.getByTestId('center-campaign-list').getByText('Jarní nabídka (test)').click();
    await page.waitForURL(campaignUrl);
    await page.getByTestId('campaign-detail').waitFor();
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    await page.goto(campaignUrl);
    await page.getByTestId('campaign-delete').click();
    expect(await page.getByTestId('campaign-confirm-delete').textContent()).toContain('Opravdu smazat tuto kampaň? Tato akce je nevratná.');
    await page.getByTestId('campaign-confirm-delete-ok').click();
    await page.waitForURL((url) => url.pathname === '/admin/campaigns');
    await poll(() => page.getByTestId('campaign-notice-success').textContent()).toContain('Kampaň „Jarní nabídka (test)“ byla smazána.');
    await page.getByTestId('campaign-row').first().waitFor();
    await poll(() => page.getByTestId('campaign-list').getByText('Jarní nabídka (test)', { exact: true }).count()).toBe(0);
    // the link of the deleted one answers 'Chyba připojení' with the server's message and 'Zkusit znovu'
    await page.goto(campaignUrl);
    await page.getByTestId('campaign-detail-error').waitFor();
    expect(await page.getByTestId('campaign-detail-error-message').textContent()).toBe('Kampaň nenalezena');
    expect(await page.getByTestId('campaign-detail-error-retry').textContent()).toBe('Zkusit znovu');
    expect(errors).toEqual([]);
  });
});
