import { z } from 'zod';
import { idParams } from './common.js';
import { messageKeys } from './messages.js';

const M = messageKeys('tasks');

/**
 * Tasks (Správa úkolů): the operator's back-office tasks (`/api/admin/tasks`, assignees: admin users)
 * and each business's tasks (`/api/company/tasks`, assignees: the company's account and its employees).
 * The same shapes serve both; the server applies the status and progress rules (docs/decisions.md).
 */

/** Every status a task can have; cancelled has no Kanban column. */
export const TASK_STATUSES = ['todo', 'in_progress', 'review', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The Kanban's four columns, in order. */
export const TASK_BOARD_STATUSES = ['todo', 'in_progress', 'review', 'completed'] as const satisfies readonly TaskStatus[];

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: 'Nízká',
  medium: 'Střední',
  high: 'Vysoká',
  urgent: 'Urgentní',
};

/** The fixed list of categories (the value is the Czech name itself). */
export const TASK_CATEGORIES = [
  'Marketing',
  'Administrativa',
  'Vzdělávání',
  'Údržba',
  'Zákazníci',
  'Nákup',
  'IT',
  'Personalistika',
] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export const TASK_DEFAULT_CATEGORY: TaskCategory = 'Administrativa';

/** Limits of a task's texts and lists. */
export const TASK_LIMITS = {
  title: 200,
  description: 5000,
  /** tags per task; a board card shows at most `boardTags` of them */
  tags: 10,
  tagLength: 30,
  boardTags: 3,
  comment: 5000,
  subtaskTitle: 200,
  subtasks: 100,
  hours: 100000,
} as const;

/**
 * Who a task is assigned to: `user:<id>` (an admin user for the back office; the company's own account
 * for a business) or `employee:<id>` (a business's employee record; employees have no user accounts).
 */
const ASSIGNEE_KINDS = ['user', 'employee'] as const;
const assigneeKey = z
  .string()
  .trim()
  .regex(/^(user|employee):[1-9]\d{0,9}$/, M.assignedTo);

/** `YYYY-MM-DD` (a calendar day in Europe/Prague). */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), message)
    .nullish()
    .transform((v) => v || null);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);
/** Hours as the new-task form parses them: a whole number; anything not a number is 0. */
const wholeHours = z.preprocess(
  (v) => {
    if (v === null || v === undefined || v === '') return 0;
    const n = typeof v === 'number' ? Math.trunc(v) : Number.parseInt(String(v), 10);
    return Number.isFinite(n) ? n : 0;
  },
  z.number().int().min(0, M.hours).max(TASK_LIMITS.hours, M.hours),
);
/** Actual hours: a number of hours with up to two decimals, or null. */
const actualHours = z
  .number({ error: M.hours })
  .min(0, M.hours)
  .max(TASK_LIMITS.hours, M.hours)
  .transform((v) => Math.round(v * 100) / 100)
  .nullish();
/** Tags: trimmed, empty ones dropped, duplicates removed. */
const tags = z
  .array(z.string().trim().max(TASK_LIMITS.tagLength, M.tagLong), { error: M.tags })
  .transform((list) => [...new Set(list.filter(Boolean))])
  .refine((list) => list.length <= TASK_LIMITS.tags, M.tags);

const taskAssigneeDto = z.object({
  /** `user:<id>` or `employee:<id>` */
  id: z.string(),
  kind: z.enum(ASSIGNEE_KINDS),
  name: z.string(),
  email: z.string().nullable(),
  /** an inactive user or employee keeps their tasks but is not offered for new ones */
  is_active: z.boolean(),
});
export type TaskAssigneeDto = z.infer<typeof taskAssigneeDto>;
export const taskAssigneesResponse = z.object({ success: z.literal(true), assignees: z.array(taskAssigneeDto) });

const taskCommentDto = z.object({
  id: z.number(),
  content: z.string(),
  author_id: z.number().nullable(),
  author_name: z.string(),
  is_internal: z.boolean(),
  created_at: z.string(),
});
export type TaskCommentDto = z.infer<typeof taskCommentDto>;

const taskSubtaskDto = z.object({
  id: z.number(),
  title: z.string(),
  completed: z.boolean(),
  position: z.number(),
  created_at: z.string(),
});
export type TaskSubtaskDto = z.infer<typeof taskSubtaskDto>;

const taskAttachmentDto = z.object({
  id: z.number(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
  uploaded_by_name: z.string(),
  created_at: z.string(),
});
export type TaskAttachmentDto = z.infer<typeof taskAttachmentDto>;

/** A task as lists show it (the Kanban, the list, the calendar). */
const taskSummaryDto = z.object({
  id: z.number(),
  /** null: the operator's back office */
  company_id: z.number().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  /** `user:<id>` or `employee:<id>`; null when the assignee was deleted */
  assigned_to: z.string().nullable(),
  assignee_name: z.string(),
  assignee_email: z.string().nullable(),
  /** the user who created the task */
  assigned_by: z.number().nullable(),
  assigner_name: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  category: z.enum(TASK_CATEGORIES),
  tags: z.array(z.string()),
  /** `YYYY-MM-DD` */
  due_date: z.string().nullable(),
  start_date: z.string().nullable(),
  /** the instant (ISO, UTC) it became completed; null unless completed */
  completed_date: z.string().nullable(),
  estimated_hours: z.number(),
  actual_hours: z.number().nullable(),
  /** 0-100 */
  progress: z.number(),
  /** due date before today (Europe/Prague) and not completed or cancelled: shown red with 'Zpožděno' */
  overdue: z.boolean(),
  comment_count: z.number(),
  subtask_count: z.number(),
  subtasks_done: z.number(),
  attachment_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaskSummaryDto = z.infer<typeof taskSummaryDto>;

/** A task with its comments (oldest first), subtasks (by position) and attachments. */
const taskDto = taskSummaryDto.extend({
  comments: z.array(taskCommentDto),
  subtasks: z.array(taskSubtaskDto),
  attachments: z.array(taskAttachmentDto),
});
export type TaskDto = z.infer<typeof taskDto>;

/** New task: title and assignee required; it starts as todo with progress 0. */
export const taskCreateInput = z.object({
  title: z.string({ error: M.title }).trim().min(1, M.title).max(TASK_LIMITS.title, M.titleLong),
  description: optionalText(TASK_LIMITS.description, M.descriptionLong),
  assigned_to: z.string({ error: M.assignedTo }).trim().min(1, M.assignedTo).pipe(assigneeKey),
  priority: z.enum(TASK_PRIORITIES, { error: M.priority }).default('medium'),
  category: z.enum(TASK_CATEGORIES, { error: M.category }).default(TASK_DEFAULT_CATEGORY),
  tags: tags.default([]),
  due_date: optionalDay(M.dueDate),
  start_date: optionalDay(M.startDate),
  estimated_hours: wholeHours.default(0),
});
export type TaskCreateInput = z.input<typeof taskCreateInput>;
export type TaskCreateValues = z.output<typeof taskCreateInput>;

/**
 * A change (detail modal, Kanban drop, slider): only the fields sent change. `status` and `progress`
 * follow the status rules on the server: completed sets progress 100 and the completed date, another status clears
 * the date; progress alone sets the status (100 completed, above 0 in_progress, 0 todo).
 */
export const taskUpdateInput = z.object({
  title: z.string({ error: M.title }).trim().min(1, M.title).max(TASK_LIMITS.title, M.titleLong).optional(),
  description: optionalText(TASK_LIMITS.description, M.descriptionLong).optional(),
  assigned_to: z.string({ error: M.assignedTo }).trim().min(1, M.assignedTo).pipe(assigneeKey).optional(),
  priority: z.enum(TASK_PRIORITIES, { error: M.priority }).optional(),
  status: z.enum(TASK_STATUSES, { error: M.status }).optional(),
  category: z.enum(TASK_CATEGORIES, { error: M.category }).optional(),
  tags: tags.optional(),
  due_date: optionalDay(M.dueDate).optional(),
  start_date: optionalDay(M.startDate).optional(),
  estimated_hours: wholeHours.optional(),
  actual_hours: actualHours,
  progress: z.number({ error: M.progress }).int(M.progress).min(0, M.progress).max(100, M.progress).optional(),
});
export type TaskUpdateInput = z.input<typeof taskUpdateInput>;
export type TaskUpdateValues = z.output<typeof taskUpdateInput>;

/** The list's filters; `due_from`/`due_to` (inclusive days) serve the month calendar. */
export const taskListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  assigned_to: assigneeKey.optional(),
  category: z.enum(TASK_CATEGORIES, { error: M.category }).optional(),
  status: z.enum(TASK_STATUSES, { error: M.status }).optional(),
  priority: z.enum(TASK_PRIORITIES, { error: M.priority }).optional(),
  due_from: z.string().regex(DAY, M.dueDate).optional(),
  due_to: z.string().regex(DAY, M.dueDate).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type TaskListQuery = z.input<typeof taskListQuery>;

export const taskListResponse = z.object({
  success: z.literal(true),
  /** due date ascending (no date last), then newest first */
  tasks: z.array(taskSummaryDto),
  /** every task matching the filters */
  total: z.number(),
});
export const taskResponse = z.object({ success: z.literal(true), task: taskDto });

export const taskCommentInput = z.object({
  content: z.string({ error: M.comment }).trim().min(1, M.comment).max(TASK_LIMITS.comment, M.commentLong),
  is_internal: z.boolean().default(false),
});
export type TaskCommentInput = z.input<typeof taskCommentInput>;

export const taskSubtaskInput = z.object({
  title: z.string({ error: M.subtaskTitle }).trim().min(1, M.subtaskTitle).max(TASK_LIMITS.subtaskTitle, M.titleLong),
});
export type TaskSubtaskInput = z.input<typeof taskSubtaskInput>;
export const taskSubtaskUpdateInput = z.object({
  title: z.string({ error: M.subtaskTitle }).trim().min(1, M.subtaskTitle).max(TASK_LIMITS.subtaskTitle, M.titleLong).optional(),
  completed: z.boolean().optional(),
});
export type TaskSubtaskUpdateInput = z.input<typeof taskSubtaskUpdateInput>;

/** A numeric sub-id (`:commentId`, `:subtaskId`, `:attachmentId`): a bad number answers 404 like an unknown one. */
const subId = z.string().transform((raw) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
});
export const taskParams = idParams;
export const taskCommentParams = idParams.extend({ commentId: subId });
export const taskSubtaskParams = idParams.extend({ subtaskId: subId });
export const taskAttachmentParams = idParams.extend({ attachmentId: subId });

/** Statistics (the Statistiky tab) over every task of the scope. */
export const taskStatsResponse = z.object({
  success: z.literal(true),
  total: z.number(),
  overdue: z.number(),
  by_status: z.record(z.enum(TASK_STATUSES), z.number()),
  by_priority: z.record(z.enum(TASK_PRIORITIES), z.number()),
  by_category: z.record(z.enum(TASK_CATEGORIES), z.number()),
  by_assignee: z.array(
    z.object({ assigned_to: z.string().nullable(), name: z.string(), total: z.number(), completed: z.number(), overdue: z.number() }),
  ),
  /** tasks completed per week (Monday, Europe/Prague), the last 8 weeks, oldest first */
  completed_per_week: z.array(z.object({ week_start: z.string(), count: z.number() })),
});
export type TaskStatsDto = z.infer<typeof taskStatsResponse>;
