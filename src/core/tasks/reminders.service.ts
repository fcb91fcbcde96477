import { isDomainError } from '../errors.js';
import type { TextsOf } from '../mail/system-texts.service.js';
import { languageOfCountry, type TemplateLanguage } from '../mail/template-files.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { addDays, pragueDay } from './model.js';
import { noticeTexts, sendTaskNotice, type NoticeDeps } from './notices.js';
import type { TaskRemindersRepository } from './reminders.repository.js';

/** Tasks one run looks at by default (`jobs run task-reminders --limit N`); the rest wait for the next run of the day. */
const REMINDERS_PER_RUN = 2000;

export interface TaskRemindersRun {
  /** the Prague day of the run */
  day: string;
  /** reminders this run gave (notification, and e-mail when the assignee has an address) */
  reminded: number;
  /** of them, how many were due tomorrow and how many overdue */
  due_tomorrow: number;
  overdue: number;
  /** of them, how many e-mails were queued */
  emails: number;
  /** tasks another run reminded of today already */
  already_reminded: number;
}

/**
 * The daily `task-reminders` job: every open task (not completed or cancelled, not demo data) due
 * tomorrow (Prague) or overdue gets a notice (notices.ts: the scope's notification and the assignee's
 * e-mail), once per task and day: the task_reminders row of (task, day) is claimed in the notice's
 * transaction, so runs that overlap or repeat remind once.
 */
export function createTaskReminders(deps: NoticeDeps & { uow: UnitOfWork; repo: TaskRemindersRepository; clock: Clock }) {
  return async function run(options: { limit?: number } = {}): Promise<TaskRemindersRun> {
    const now = deps.clock.now();
    const day = pragueDay(now);
    const tomorrow = addDays(day, 1);
    const result: TaskRemindersRun = { day, reminded: 0, due_tomorrow: 0, overdue: 0, emails: 0, already_reminded: 0 };
    const textsByLanguage = new Map<TemplateLanguage, TextsOf>();
    for (const task of await deps.repo.candidates(day, tomorrow, options.limit ?? REMINDERS_PER_RUN)) {
      const key = task.due_date === tomorrow ? 'task_due_tomorrow' : 'task_overdue';
      const language = languageOfCountry(task.country);
      let texts = textsByLanguage.get(language);
      if (!texts) textsByLanguage.set(language, (texts = await noticeTexts(deps, task.country, ['task_due_tomorrow', 'task_overdue'])));
      const notice = {
        key,
        companyId: task.company_id,
        country: task.country,
        taskId: task.id,
        title: task.title,
        priority: task.priority,
        dueDate: task.due_date,
        assigneeName: task.assignee_name,
        assigneeEmail: task.assignee_email,
      } as const;
      const outcome = await deps.uow
        .write(async (tx) => {
          if (!(await tx.taskReminders.claim(task.id, day, key === 'task_due_tomorrow' ? 'due_tomorrow' : 'overdue', now)))
            return 'already';
          return (await sendTaskNotice(deps, tx, notice, texts, now)) ? 'emailed' : 'notified';
        })
        .catch((error: unknown) => {
          if (isDomainError(error)) return 'already'; // the queue refused the address: nothing was claimed
          throw error;
        });
      if (outcome === 'already') {
        result.already_reminded += 1;
        continue;
      }
      result.reminded += 1;
      if (key === 'task_due_tomorrow') result.due_tomorrow += 1;
      else result.overdue += 1;
      if (outcome === 'emailed') result.emails += 1;
    }
    return result;
  };
}
