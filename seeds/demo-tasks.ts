import type { Knex } from 'knex';
import { foldText } from '../src/contract/text.js';
import type { TaskCategory, TaskPriority, TaskStatus } from '../src/contract/tasks.js';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';
import { DEMO_ACCOUNTS, DEMO_MAIL_DOMAIN } from '../src/core/demo/model.js';
import { addDays, pragueDay } from '../src/core/tasks/model.js';
import { NO_PASSWORD } from './demo-activity.js';

const HOUR = 3_600_000;

/** The operator's team the back-office tasks are shared in (admins without a usable password, like the demo customers). */
const TEAM = [
  { first_name: 'Tereza', last_name: 'Malá', email: `tereza.mala@${DEMO_MAIL_DOMAIN}` },
  { first_name: 'Ondřej', last_name: 'Král', email: `ondrej.kral@${DEMO_MAIL_DOMAIN}` },
  { first_name: 'Lucie', last_name: 'Veselá', email: `lucie.vesela@${DEMO_MAIL_DOMAIN}` },
];

interface DemoTask {
  title: string;
  description?: string;
  /** index into the team (back office) or the company's employees */
  assignee: number;
  /** index into the team; the back office only (a business's tasks are the owner's) */
  assigner?: number;
  priority: TaskPriority;
  status: TaskStatus;
  category: TaskCategory;
  tags?: string[];
  /** days from today (negative: past) */
  due?: number;
  start?: number;
  estimated?: number;
  actual?: number;
  progress: number;
  /** completed this many days ago */
  completedDaysAgo?: number;
  comments?: Array<{ author: number; content: string; internal?: boolean }>;
  subtasks?: Array<[string, boolean]>;
}

const BACK_OFFICE: DemoTask[] = [
  {
    title: 'Připravit newsletter na prosinec',
    description: 'Vánoční nabídky salonů, tipy na dárkové poukazy.',
    assignee: 0,
    assigner: 1,
    priority: 'high',
    status: 'in_progress',
    category: 'Marketing',
    tags: ['newsletter', 'vánoce', 'kampaň', 'e-mail'],
    due: 1,
    start: -3,
    estimated: 6,
    actual: 3.5,
    progress: 60,
    comments: [
      { author: 1, content: 'Texty mám, chybí fotky od salonů.' },
      { author: 0, content: 'Fotky dodám do zítřka.', internal: true },
    ],
    subtasks: [
      ['Vybrat salony do výběru', true],
      ['Napsat texty', true],
      ['Připravit fotky', false],
    ],
  },
  {
    title: 'Zkontrolovat nezaplacené faktury za hosting',
    assignee: 1,
    assigner: 0,
    priority: 'urgent',
    status: 'todo',
    category: 'Administrativa',
    tags: ['faktury', 'hosting'],
    due: -2,
    estimated: 2,
    progress: 0,
    comments: [{ author: 0, content: 'Tři firmy jsou po splatnosti déle než měsíc.' }],
  },
  {
    title: 'Školení nového obchodníka',
    description: 'Práce s CRM, šablony nabídek, kampaně.',
    assignee: 2,
    assigner: 1,
    priority: 'medium',
    status: 'review',
    category: 'Vzdělávání',
    tags: ['onboarding'],
    due: 4,
    start: -5,
    estimated: 8,
    actual: 7,
    progress: 90,
    subtasks: [
      ['CRM a prospekty', true],
      ['Šablony a nabídky', true],
      ['Kampaně', false],
    ],
  },
  {
    title: 'Obnovit SSL certifikát zálohového serveru',
    assignee: 1,
    assigner: 2,
    priority: 'high',
    status: 'completed',
    category: 'IT',
    tags: ['server', 'bezpečnost'],
    due: -6,
    estimated: 1,
    actual: 1,
    progress: 100,
    completedDaysAgo: 7,
  },
  {
    title: 'Odpovědět na dotazy firem z registrace',
    assignee: 0,
    assigner: 0,
    priority: 'medium',
    status: 'completed',
    category: 'Zákazníci',
    due: -10,
    progress: 100,
    completedDaysAgo: 12,
    comments: [{ author: 0, content: 'Všem odpovězeno.' }],
  },
  {
    title: 'Objednat nové notebooky pro podporu',
    assignee: 2,
    assigner: 1,
    priority: 'low',
    status: 'todo',
    category: 'Nákup',
    tags: ['hardware'],
    due: 14,
    estimated: 3,
    progress: 0,
  },
  {
    title: 'Aktualizovat údaje firem v katalogu',
    assignee: 0,
    assigner: 2,
    priority: 'medium',
    status: 'in_progress',
    category: 'Údržba',
    tags: ['katalog', 'data', 'kontrola'],
    due: 7,
    progress: 35,
    subtasks: [
      ['Praha', true],
      ['Brno', false],
      ['Ostrava', false],
    ],
  },
  {
    title: 'Pohovory na pozici správce obsahu',
    assignee: 1,
    assigner: 1,
    priority: 'medium',
    status: 'completed',
    category: 'Personalistika',
    due: -17,
    progress: 100,
    completedDaysAgo: 20,
  },
  {
    title: 'Zrušená akce pro veletrh',
    assignee: 2,
    assigner: 0,
    priority: 'low',
    status: 'cancelled',
    category: 'Marketing',
    due: -4,
    progress: 10,
  },
];

const COMPANY: DemoTask[] = [
  {
    title: 'Objednat barvy na vlasy',
    description: 'Dochází odstíny 6.0 a 7.1.',
    assignee: 0,
    priority: 'high',
    status: 'todo',
    category: 'Nákup',
    tags: ['sklad', 'barvy'],
    due: 1,
    progress: 0,
    subtasks: [
      ['Zkontrolovat sklad', true],
      ['Poslat objednávku', false],
    ],
  },
  {
    title: 'Vyčistit a seřídit křesla',
    assignee: 1,
    priority: 'medium',
    status: 'in_progress',
    category: 'Údržba',
    due: 3,
    progress: 50,
  },
  {
    title: 'Zavolat klientkám s propadlou permanentkou',
    assignee: 0,
    priority: 'urgent',
    status: 'todo',
    category: 'Zákazníci',
    tags: ['klienti', 'telefon'],
    due: -1,
    progress: 0,
    comments: [{ author: -1, content: 'Seznam je v rezervacích, filtr podle data.' }],
  },
  {
    title: 'Fotky účesů na sociální sítě',
    assignee: 1,
    priority: 'low',
    status: 'review',
    category: 'Marketing',
    tags: ['instagram', 'foto', 'účesy', 'jaro'],
    due: 5,
    progress: 80,
  },
  {
    title: 'Kurz balayage',
    assignee: 0,
    priority: 'medium',
    status: 'completed',
    category: 'Vzdělávání',
    due: -8,
    progress: 100,
    completedDaysAgo: 9,
    comments: [{ author: -1, content: 'Certifikát je založený v kanceláři.', internal: true }],
  },
  {
    title: 'Uzávěrka pokladny za listopad',
    assignee: 1,
    priority: 'high',
    status: 'todo',
    category: 'Administrativa',
    due: 4,
    progress: 0,
  },
];

type Insert = (rows: Array<Record<string, unknown>>) => Promise<void>;

/**
 * Tasks of the demo (every row is_demo, so the reminder job never mails the made-up addresses): the
 * operator's team (three admins without a usable password) with tasks across statuses, priorities and
 * categories, with comments and subtasks; and the tasks of the business the demo's company account
 * gets (`marketplace demo accounts`: the demo business, DEMO_BUSINESS_SLUG), assigned to its employees.
 */
export async function seedDemoTasks(trx: Knex.Transaction, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const today = pragueDay(now);
  await trx('users').insert(
    TEAM.map((p) => ({ ...p, password_hash: NO_PASSWORD, role: 'admin', is_active: true, created_at: stamp, updated_at: stamp })),
  );
  const team = (await trx('users')
    .whereIn(
      'email',
      TEAM.map((p) => p.email),
    )
    .select('id', 'email')) as Array<{ id: number; email: string }>;
  const teamIds = TEAM.map((p) => Number(team.find((u) => u.email === p.email)!.id));
  const teamName = (i: number) => `${TEAM[i]!.first_name} ${TEAM[i]!.last_name}`;

  const company = await createDemoRepository(trx).demoBusiness();
  const employees = company
    ? ((await trx('employees').where('company_id', company.id).orderBy(['sort_order', 'id']).select('id', 'name')) as Array<{
        id: number;
        name: string;
      }>)
    : [];
  const ownerName = `${DEMO_ACCOUNTS.company.first_name} ${DEMO_ACCOUNTS.company.last_name}`;

  async function insertTasks(list: DemoTask[], companyId: number | null) {
    for (const [i, task] of list.entries()) {
      const created = new Date(now.getTime() - (list.length - i) * 24 * HOUR);
      const employee = companyId !== null ? employees[task.assignee] : undefined;
      const [row] = await trx('tasks')
        .insert({
          company_id: companyId,
          title: task.title,
          description: task.description ?? null,
          search_text: foldText(`${task.title} ${task.description ?? ''}`),
          assigned_user_id: companyId === null ? teamIds[task.assignee] : null,
          assigned_employee_id: employee ? Number(employee.id) : null,
          assigned_by: companyId === null ? teamIds[task.assigner ?? 0] : null,
          assigned_by_name: companyId === null ? teamName(task.assigner ?? 0) : ownerName,
          priority: task.priority,
          status: task.status,
          category: task.category,
          tags: JSON.stringify(task.tags ?? []),
          due_date: task.due === undefined ? null : addDays(today, task.due),
          start_date: task.start === undefined ? null : addDays(today, task.start),
          completed_at:
            task.completedDaysAgo === undefined ? null : new Date(now.getTime() - task.completedDaysAgo * 24 * HOUR).toISOString(),
          estimated_hours: task.estimated ?? 0,
          actual_hours: task.actual ?? null,
          progress: task.progress,
          is_demo: true,
          created_at: created.toISOString(),
          updated_at: stamp,
        })
        .returning('id');
      const taskId = Number(typeof row === 'object' ? row.id : row);
      const insertComments: Insert = (rows) => (rows.length ? trx('task_comments').insert(rows) : Promise.resolve());
      await insertComments(
        (task.comments ?? []).map((c, n) => ({
          task_id: taskId,
          author_id: companyId === null ? teamIds[c.author] : null,
          author_name: companyId === null ? teamName(c.author) : ownerName,
          content: c.content,
          is_internal: c.internal ?? false,
          created_at: new Date(created.getTime() + (n + 1) * HOUR).toISOString(),
        })),
      );
      if (task.subtasks?.length) {
        await trx('task_subtasks').insert(
          task.subtasks.map(([title, done], position) => ({
            task_id: taskId,
            title,
            completed: done,
            position,
            created_at: created.toISOString(),
          })),
        );
      }
    }
  }

  await insertTasks(BACK_OFFICE, null);
  if (company && employees.length >= 2) await insertTasks(COMPANY, company.id);
}
