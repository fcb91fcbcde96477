import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskAssigneeDto, TaskDto, TaskSummaryDto } from '../../src/contract/tasks.js';
import { launchChromium, logIn, newCzechPage } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { tasksBrowser } from '../helpers/tasks-browser.js';

const PASSWORD = 'silne-heslo-42';
const ADMIN = { email: 'ukoly.admin@example.cz', name: 'Tereza Úkolová' };
const COLLEAGUE = { email: 'ukoly.kolega@example.cz', name: 'Karel Kolega' };

/**
 * Správa úkolů (/admin/tasks) in Chromium against the real `marketplace serve` (jobs off): a task
 * dragged across the Kanban with the mouse and with the keyboard (the server's state polled), the new-task
 * modal (required fields, the contract's Czech message, the created task on the board as todo), the
 * search, employee and category filters in the URL, the list and the detail (status rule, subtask,
 * comment), and an axe check of the board, the list and the modals.
 */
describe('Správa úkolů (/admin/tasks) in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const errors: string[] = [];
  let h: ReturnType<typeof tasksBrowser>;
  let me: TaskAssigneeDto;
  let colleague: TaskAssigneeDto;
  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 200 });
  const task = async (id: number) => (await h.api<{ task: TaskDto }>(`/admin/tasks/${id}`)).task;
  const created: Record<string, TaskDto> = {};

  beforeAll(async () => {
    for (const user of [ADMIN, COLLEAGUE]) {
      const res = await runCli(
        ['users', 'create', '--email', user.email, '--password', PASSWORD, '--role', 'admin', '--name', user.name],
        env,
      );
      expect(res.exitCode, res.stderr).toBe(0);
    }
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors });
    h = tasksBrowser(page, () => server.url);
    await logIn(page, server.url, ADMIN.email, PASSWORD, '/admin');
    const { assignees } = await h.api<{ assignees: TaskAssigneeDto[] }>('/admin/tasks/assignees');
    me = assignees.find((a) => a.name === ADMIN.name)!;
    colleague = assignees.find((a) => a.name === COLLEAGUE.name)!;
    expect(me && colleague).toBeTruthy();
    // the demo team's tasks out (serve loads the demo on a new database): the counts below are the fixture's
    const { tasks: demo } = await h.api<{ tasks: TaskSummaryDto[] }>('/admin/tasks?limit=500');
    for (const { id } of demo) await h.api(`/admin/tasks/${id}`, { method: 'DELETE' });
    const tasks = [
      {
        title: 'Připravit newsletter',
        assigned_to: me.id,
        category: 'Marketing',
        tags: ['email', 'leden', 'akce', 'vip'],
        priority: 'high',
      },
      { title: 'Objednat tonery', assigned_to: colleague.id, category: 'Nákup', due_date: '2020-01-15', priority: 'urgent' },
      { title: 'Aktualizovat ceník', assigned_to: me.id, category: 'Administrativa', priority: 'low' },
    ];
    for (const body of tasks) created[body.title] = (await h.api<{ task: TaskDto }>('/admin/tasks', { method: 'POST', body })).task;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the four columns and the cards (priority, at most 3 tags, assignee, Zpožděno) and is in the sidebar', async () => {
    await page.goto(`${server.url}/admin/tasks`);
    await poll(() => page.getByTestId('task-card').count()).toBe(3);
    for (const status of ['todo', 'in_progress', 'review', 'completed']) expect(await h.column(status).count()).toBe(1);
    expect(await h.column('todo').getByTestId('task-card').count()).toBe(3);
    const newsletter = h.card('Připravit newsletter');
    expect(await newsletter.getByTestId('task-tag').count()).toBe(3);
    expect(await newsletter.getByTestId('task-priority').textContent()).toBe('Vysoká');
    expect(await newsletter.getByTestId('task-assignee').textContent()).toBe(ADMIN.name);
    expect(await h.card('Objednat tonery').getByTestId('task-overdue').textContent()).toBe('Zpožděno');
    expect(await page.getByRole('link', { name: 'Úkoly' }).getAttribute('href')).toBe('/admin/tasks');
    expect(await h.axeViolations('[data-testid="tasks-screen"]')).toEqual([]);
  });

  it('moves a task with the mouse and then with the keyboard, and the server holds each status', async () => {
    const id = created['Aktualizovat ceník']!.id;
    await h.dragWithMouse('Aktualizovat ceník', 'in_progress');
    await poll(async () => (await task(id)).status).toBe('in_progress');
    await poll(() => h.column('in_progress').getByTestId('task-card').filter({ hasText: 'Aktualizovat ceník' }).count()).toBe(1);
    // the status rules: in progress keeps the progress it had (0); completed would set 100

    await h.dragWithKeyboard('Aktualizovat ceník', 2);
    await poll(async () => (await task(id)).status).toBe('completed');
    expect((await task(id)).progress).toBe(100);
    await poll(() => h.column('completed').getByTestId('task-card').filter({ hasText: 'Aktualizovat ceník' }).count()).toBe(1);
    await poll(() => page.getByText('Úkol Aktualizovat ceník přesunut do sloupce Dokončeno.').count()).toBeGreaterThan(0);
    // the focus follows the card to its new column, on its grip
    await poll(() => page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null")).toBe(
      'Přesunout úkol Aktualizovat ceník',
    );

    // Escape puts it back
    await h.card('Aktualizovat ceník').getByTestId('task-card-handle').focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect((await task(id)).status).toBe('completed');
  });

  it('puts a dropped card back and says why when the server refuses the move', async () => {
    const gone = (
      await h.api<{ task: TaskDto }>('/admin/tasks', { method: 'POST', body: { title: 'Mezitím smazaný úkol', assigned_to: me.id } })
    ).task;
    await page.reload();
    await poll(() => h.card('Mezitím smazaný úkol').count()).toBe(1);
    await h.api(`/admin/tasks/${gone.id}`, { method: 'DELETE' });
    await h.dragWithMouse('Mezitím smazaný úkol', 'review');
    await poll(() => page.getByTestId('tasks-notice-error').textContent()).toContain('Úkol se nepodařilo přesunout');
    await poll(() => h.column('review').getByTestId('task-card').filter({ hasText: 'Mezitím smazaný úkol' }).count()).toBe(0);
    await page.getByTestId('tasks-notice-error').getByRole('button').click();
  });

  it('creates a task in the new-task modal: required fields, the Czech field message, todo with progress 0', async () => {
    await page.getByTestId('task-new').click();
    const modal = page.getByTestId('task-create');
    await modal.waitFor();
    expect(await page.getByTestId('task-create-submit').isDisabled()).toBe(true);
    await page.getByTestId('task-create-title').fill('   ');
    await page.getByTestId('task-create-assignee').selectOption(colleague.id);
    await page.getByTestId('task-create-submit').click();
    await poll(() => modal.getByText('Název úkolu je povinný').count()).toBe(1);
    expect(await page.getByTestId('task-create-title').getAttribute('aria-invalid')).toBe('true');
    expect(await h.axeViolations('[data-testid="task-create"]')).toEqual([]);

    await page.getByTestId('task-create-title').fill('Školení nového systému');
    await page.getByTestId('task-create-category').selectOption('Vzdělávání');
    await page.getByTestId('task-create-tags').fill('školení, it');
    await page.getByTestId('task-create-submit').click();
    await modal.waitFor({ state: 'detached' });
    await poll(() => h.column('todo').getByTestId('task-card').filter({ hasText: 'Školení nového systému' }).count()).toBe(1);
    const { tasks } = await h.api<{ tasks: TaskSummaryDto[] }>('/admin/tasks?q=' + encodeURIComponent('Školení'));
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      status: 'todo',
      progress: 0,
      assigned_to: colleague.id,
      category: 'Vzdělávání',
      tags: ['školení', 'it'],
    });
  });

  it('filters by search, employee and category, each kept in the URL', async () => {
    await page.getByTestId('task-search').fill('toner');
    await page.waitForURL((url) => url.searchParams.get('q') === 'toner');
    await poll(() => page.getByTestId('task-card').count()).toBe(1);
    expect(await h.card('Objednat tonery').count()).toBe(1);
    await page.getByTestId('task-search').fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));

    await page.getByTestId('task-filter-employee').selectOption(colleague.id);
    await page.waitForURL((url) => url.searchParams.get('zamestnanec') === colleague.id);
    await poll(() => page.getByTestId('task-card').count()).toBe(2);
    await page.getByTestId('task-filter-category').selectOption('Nákup');
    await page.waitForURL((url) => url.searchParams.get('kategorie') === 'Nákup');
    await poll(() => page.getByTestId('task-card').count()).toBe(1);

    await page.reload();
    await poll(() => page.getByTestId('task-card').count()).toBe(1);
    expect(await page.getByTestId('task-filter-category').inputValue()).toBe('Nákup');
    await page.getByRole('button', { name: 'Zrušit filtry' }).click();
    await poll(() => page.getByTestId('task-card').count()).toBe(4);
  });

  it('lists the tasks with the columns Úkol … Akce and edits one in the detail: status rule, subtask, comment', async () => {
    await page.getByTestId('tasks-tab-seznam').click();
    await page.waitForURL((url) => url.searchParams.get('zobrazeni') === 'seznam');
    await poll(() => page.getByTestId('task-row').count()).toBe(4);
    const headers = await page.getByTestId('task-table').locator('thead th').allTextContents();
    expect(headers).toEqual(['Úkol', 'Přiřazeno', 'Stav', 'Priorita', 'Termín', 'Pokrok', 'Akce']);
    expect(await h.axeViolations('[data-testid="tasks-screen"]')).toEqual([]);

    const id = created['Objednat tonery']!.id;
    await page.getByRole('button', { name: 'Detail úkolu Objednat tonery' }).click();
    const detail = page.getByTestId('task-detail');
    await detail.waitFor();
    await page.getByTestId('task-detail-status').selectOption('completed');
    await poll(async () => (await task(id)).progress).toBe(100);
    await poll(() => page.getByTestId('task-detail-completed').count()).toBe(1);

    await page.getByTestId('task-subtask-new').fill('Porovnat ceny');
    await page.getByTestId('task-subtask-add').click();
    await poll(() => page.getByTestId('task-subtask').count()).toBe(1);
    await page.getByTestId('task-subtask-toggle').click();
    await poll(() => page.getByTestId('task-subtask-toggle').isChecked()).toBe(true);
    await poll(async () => (await task(id)).subtasks[0]?.completed).toBe(true);

    await page.getByTestId('task-comment-new').fill('Objednáno u dodavatele.');
    await page.getByTestId('task-comment-internal').check();
    await page.getByTestId('task-comment-add').click();
    await poll(() => page.getByTestId('task-comment').count()).toBe(1);
    expect((await task(id)).comments[0]).toMatchObject({ content: 'Objednáno u dodavatele.', is_internal: true, author_name: ADMIN.name });

    // a type the server does not allow is refused before any upload; the picker offers the allowed ones
    await poll(() => page.getByTestId('task-attachment-input').getAttribute('accept')).toContain('.docx');
    await page
      .getByTestId('task-attachment-input')
      .setInputFiles({ name: 'skript.ps1', mimeType: 'application/octet-stream', buffer: Buffer.from('Write-Host') });
    await poll(() => page.getByTestId('task-attachment-rejected').textContent()).toContain('skript.ps1: Tento typ souboru nelze přiložit.');
    await page
      .getByTestId('task-attachment-input')
      .setInputFiles({ name: 'faktura.txt', mimeType: 'text/plain', buffer: Buffer.from('faktura') });
    await poll(() => page.getByTestId('task-attachment').count()).toBe(1);
    expect((await task(id)).attachments.map((a) => a.filename)).toEqual(['faktura.txt']);
    expect(await h.axeViolations('[data-testid="task-detail"]')).toEqual([]);
    await page.getByTestId('task-detail-close').click();
    await poll(() => page.getByTestId('task-row-status').filter({ hasText: 'Dokončeno' }).count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows the calendar month in Czech and the statistics from the server', async () => {
    await page.goto(`${server.url}/admin/tasks?zobrazeni=kalendar&mesic=2020-01`);
    await poll(() => page.getByTestId('task-calendar-month').textContent()).toBe('leden 2020');
    await poll(() => page.locator('[data-day="2020-01-15"]').getByTestId('task-calendar-task').count()).toBe(1);
    expect(await h.axeViolations('[data-testid="tasks-screen"]')).toEqual([]);

    await page.getByTestId('tasks-tab-statistiky').click();
    await poll(() => page.getByTestId('task-stats-total').textContent()).toBe('4');
    expect(await page.getByTestId('task-stats-completed').textContent()).toBe('2');
    expect(await page.getByTestId('task-chart-category-table').locator('tbody tr').count()).toBe(8);
    expect(await h.axeViolations('[data-testid="tasks-screen"]')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
