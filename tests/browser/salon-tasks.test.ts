import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskAssigneeDto, TaskDto, TaskStatsDto, TaskSummaryDto } from '../../src/contract/tasks.js';
import { launchChromium, logIn, newCzechPage, serveDatabase } from '../helpers/browser.js';
import { runCli, startServe, tempDataDir } from '../helpers/cli.js';
import { freePort } from '../helpers/postgres-cluster.js';
import { tasksBrowser } from '../helpers/tasks-browser.js';

const PASSWORD = 'silne-heslo-42';
const OWNER = { email: 'majitelka.ulohy@example.cz', name: 'Olga Úlohová' };
const TITLE = 'Vyměnit žárovky v salonu';

/**
 * The salon section Úlohy (/firma?sekce=ulohy) in Chromium against the real `marketplace serve` on the
 * demo data: the Nástěnka's 'Nové úlohy' card counts the business's tasks to do, its quick action
 * 'Nová úloha' opens the section with the new-task modal, a task assigned to an employee is created,
 * dragged across the Kanban with the mouse and with the keyboard (the server's state polled), and the
 * employee and category filters (in the URL) show what the API answers for them; an axe check.
 */
describe('salon section Úlohy in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const dataDir = tempDataDir();
  const env = { MARKETPLACE_DATA_DIR: dataDir };
  const withDb = serveDatabase(dataDir);
  const errors: string[] = [];
  let h: ReturnType<typeof tasksBrowser>;
  let employee: TaskAssigneeDto;
  let created: TaskDto;
  const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 200 });
  const stats = () => h.api<TaskStatsDto>('/company/tasks/stats');
  const status = async (id: number) => (await h.api<{ task: TaskDto }>(`/company/tasks/${id}`)).task.status;

  beforeAll(async () => {
    const seeded = await runCli(['db', 'seed', '--demo'], env);
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    // a business of the demo with active employees (tasks may be given to them)
    const companyId = await withDb(async (db) =>
      Number(
        (
          await db('companies')
            .where({ country_code: 'CZ', status: 'active' })
            .whereIn('id', db('employees').where('is_active', true).select('company_id'))
            .orderBy('id')
            .first('id')
        ).id,
      ),
    );
    const owner = await runCli(
      [
        'users',
        'create',
        '--email',
        OWNER.email,
        '--password',
        PASSWORD,
        '--role',
        'company',
        '--company',
        String(companyId),
        '--name',
        OWNER.name,
      ],
      env,
    );
    expect(owner.exitCode, owner.stderr).toBe(0);
    server = await startServe(['--port', String(await freePort()), '--no-jobs'], env);
    browser = await launchChromium();
    page = await newCzechPage(browser, { timeout: 20_000, errors });
    h = tasksBrowser(page, () => server.url);
    await logIn(page, server.url, OWNER.email, PASSWORD, '/firma');
    const { assignees } = await h.api<{ assignees: TaskAssigneeDto[] }>('/company/tasks/assignees');
    employee = assignees.find((a) => a.kind === 'employee' && a.is_active)!;
    expect(employee).toBeTruthy();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("counts the tasks to do on the Nástěnka and creates one from the quick action 'Nová úloha'", async () => {
    const before = (await stats()).by_status.todo ?? 0;
    await page.goto(`${server.url}/firma`);
    await poll(() => page.getByTestId('card-new-tasks-value').textContent()).toBe(String(before));

    await page.getByTestId('quick-new-task').click();
    await page.waitForURL((url) => url.searchParams.get('sekce') === 'ulohy' && url.searchParams.get('novy') === '1');
    const modal = page.getByTestId('task-create');
    await modal.waitFor();
    expect(await page.getByTestId('task-create-submit').isDisabled()).toBe(true);
    await page.getByTestId('task-create-title').fill(TITLE);
    expect(await page.getByTestId('task-create-submit').isDisabled()).toBe(true);
    await page.getByTestId('task-create-assignee').selectOption(employee.id);
    await page.getByTestId('task-create-category').selectOption('Údržba');
    await page.getByTestId('task-create-priority').selectOption('urgent');
    await page.getByTestId('task-create-submit').click();
    await modal.waitFor({ state: 'detached' });
    await page.waitForURL((url) => !url.searchParams.has('novy'));
    await poll(() => h.column('todo').getByTestId('task-card').filter({ hasText: TITLE }).count()).toBe(1);
    const { tasks } = await h.api<{ tasks: TaskSummaryDto[] }>(`/company/tasks?q=${encodeURIComponent(TITLE)}`);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      status: 'todo',
      progress: 0,
      assigned_to: employee.id,
      assignee_name: employee.name,
      priority: 'urgent',
    });
    created = tasks[0] as TaskDto;
    expect(await h.card(TITLE).getByTestId('task-assignee').textContent()).toBe(employee.name);
    expect(await h.axeViolations('[data-testid="salon-dashboard"]')).toEqual([]);

    await page.getByRole('button', { name: 'Nástěnka' }).first().click();
    await poll(() => page.getByTestId('card-new-tasks-value').textContent()).toBe(String(before + 1));
  });

  it('moves the task with the mouse and then with the keyboard, and the server holds each status', async () => {
    await page.goto(`${server.url}/firma?sekce=ulohy`);
    await poll(() => h.card(TITLE).count()).toBe(1);
    await h.dragWithMouse(TITLE, 'review');
    await poll(() => status(created.id)).toBe('review');
    await poll(() => h.column('review').getByTestId('task-card').filter({ hasText: TITLE }).count()).toBe(1);

    await h.dragWithKeyboard(TITLE, -1);
    await poll(() => status(created.id)).toBe('in_progress');
    await poll(() => h.column('in_progress').getByTestId('task-card').filter({ hasText: TITLE }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('filters by employee and category as the API does, kept in the URL', async () => {
    await page.getByTestId('task-filter-employee').selectOption(employee.id);
    await page.waitForURL((url) => url.searchParams.get('zamestnanec') === employee.id && url.searchParams.get('sekce') === 'ulohy');
    const mine = await h.api<{ total: number }>(`/company/tasks?assigned_to=${encodeURIComponent(employee.id)}`);
    await poll(() => page.getByTestId('task-card').count()).toBe(mine.total);
    for (const name of await page.getByTestId('task-assignee').allTextContents()) expect(name).toBe(employee.name);

    await page.getByTestId('task-filter-category').selectOption('Údržba');
    await page.waitForURL((url) => url.searchParams.get('kategorie') === 'Údržba');
    const both = await h.api<{ total: number }>(
      `/company/tasks?assigned_to=${encodeURIComponent(employee.id)}&category=${encodeURIComponent('Údržba')}`,
    );
    await poll(() => page.getByTestId('task-card').count()).toBe(both.total);
    expect(await h.card(TITLE).count()).toBe(1);

    await page.getByTestId('task-search').fill('žárovky');
    await page.waitForURL((url) => url.searchParams.get('q') === 'žárovky');
    await poll(() => page.getByTestId('task-card').count()).toBe(1);
    expect(await h.axeViolations('[data-testid="tasks-screen"]')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
