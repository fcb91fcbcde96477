import type { TaskPriority } from '../../contract/tasks.js';
import { calendarDateText } from '../hosting/reminder-texts.js';
import { isEmailAddress } from '../mail/model.js';
import type { OutboundMessage } from '../mail/outbound.service.js';
import type { QueueRepository } from '../mail/queue.repository.js';
import { renderedText, type SystemTexts, type TextsOf } from '../mail/system-texts.service.js';
import { languageOfCountry, type SystemTemplateKey, type TemplateLanguage } from '../mail/template-files.js';
import type { NotificationInput } from '../notifications/model.js';
import type { NotificationRepository } from '../notifications/notifications.repository.js';
import { notificationRow } from '../notifications/notifications.repository.js';
import { TASK_PRIORITY_LABELS, TASK_TEXTS } from './model.js';

/** The priority's name in the e-mail's language. */
const PRIORITY_NAMES: Record<TemplateLanguage, Record<TaskPriority, string>> = {
  cs: TASK_PRIORITY_LABELS,
  sk: { low: 'Nízka', medium: 'Stredná', high: 'Vysoká', urgent: 'Urgentná' },
  pl: { low: 'Niski', medium: 'Średni', high: 'Wysoki', urgent: 'Pilny' },
};

/** What a notice is about: one task of a scope and the person it is for. */
export interface TaskNotice {
  key: Extract<SystemTemplateKey, 'task_assigned' | 'task_due_tomorrow' | 'task_overdue'>;
  companyId: number | null;
  country: string;
  taskId: number;
  title: string;
  priority: string;
  dueDate: string | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
  assignerName?: string;
}

export interface NoticeDeps {
  texts: SystemTexts;
  outbound: { enqueueWithin(queue: QueueRepository, messages: OutboundMessage[]): Promise<number[]> };
  baseUrl(country: string): string;
}

/** Where the task is seen: the back office's Úkoly, or the salon dashboard's Úlohy. */
const linkOf = (deps: NoticeDeps, n: Pick<TaskNotice, 'companyId' | 'country'>) =>
  `${deps.baseUrl(n.country)}${n.companyId === null ? '/admin/tasks' : '/firma?sekce=ulohy'}`;

function notificationOf(n: TaskNotice): NotificationInput {
  const title =
    n.key === 'task_assigned'
      ? TASK_TEXTS.assignedTitle(n.title)
      : n.key === 'task_due_tomorrow'
        ? TASK_TEXTS.dueTomorrowTitle(n.title)
        : TASK_TEXTS.overdueTitle(n.title);
  const data: Record<string, string | number> = { [TASK_TEXTS.rowAssignee]: n.assigneeName ?? TASK_TEXTS.unassigned };
  if (n.assignerName) data[TASK_TEXTS.rowAssigner] = n.assignerName;
  if (n.dueDate) data[TASK_TEXTS.rowDue] = calendarDateText(n.dueDate, 'cs');
  data[TASK_TEXTS.rowPriority] = TASK_PRIORITY_LABELS[n.priority as TaskPriority] ?? n.priority;
  return { companyId: n.companyId, type: 'task', title, data };
}

/** The templates of a scope's country, loaded before a transaction (SQLite has one connection: nothing else may read inside it). */
export async function noticeTexts(deps: NoticeDeps, country: string, keys: readonly TaskNotice['key'][]): Promise<TextsOf> {
  return deps.texts.of(languageOfCountry(country), keys);
}

/**
 * A task's notice inside the caller's transaction (`texts` loaded before it by noticeTexts): a notification in the scope's bell (the operator's
 * or the business's; the `task` switch of Nastavení › Notifikace turns them off) and, when the assignee
 * has an e-mail address, the template's e-mail on the queue. Answers whether an e-mail was queued.
 */
export async function sendTaskNotice(
  deps: NoticeDeps,
  tx: { notifications: NotificationRepository; queue: QueueRepository },
  n: TaskNotice,
  texts: TextsOf,
  now: Date,
): Promise<boolean> {
  await tx.notifications.insert(notificationRow(notificationOf(n), now));
  if (!n.assigneeEmail || !isEmailAddress(n.assigneeEmail)) return false;
  const language = languageOfCountry(n.country);
  await deps.outbound.enqueueWithin(tx.queue, [
    {
      kind: 'system',
      country: n.country,
      to: n.assigneeEmail,
      toName: n.assigneeName,
      companyId: n.companyId,
      ...renderedText(texts(n.key), {
        task: n.title,
        priority: PRIORITY_NAMES[language][n.priority as TaskPriority] ?? n.priority,
        assigner: n.assignerName ?? '',
        date: n.dueDate ? calendarDateText(n.dueDate, language) : '',
        cta_link: linkOf(deps, n),
        site: new URL(deps.baseUrl(n.country)).host,
      }),
      tracking: false,
    },
  ]);
  return true;
}
