import { z } from 'zod';
import { taskCreateInput, taskUpdateInput } from '../../../../src/contract/tasks.js';
import { formOf } from '../salon/common/form-schemas.js';
import { parseTags } from './task-rules.js';

/*
 * The task forms validate with the contract's schemas (the server's own Czech field messages): each
 * reads the form's typed values, makes them the request and lets the contract judge it.
 */
const textFields = {
  title: z.string(),
  description: z.string(),
  assigned_to: z.string(),
  priority: z.string(),
  category: z.string(),
  tags: z.string(),
  due_date: z.string(),
  start_date: z.string(),
  estimated_hours: z.string(),
  /** only the detail shows it */
  actual_hours: z.string(),
};
export type TaskFormValues = { [K in keyof typeof textFields]: string };

/** Nový úkol: title and assignee required; estimated hours a whole number (anything else 0). */
export const newTaskForm = formOf(textFields, taskCreateInput, ({ actual_hours: _unused, ...v }) => ({ ...v, tags: parseTags(v.tags) }));

/** The detail's fields; actual hours may be empty (null) or a number with decimals. */
export const editTaskForm = formOf(textFields, taskUpdateInput, (v) => ({
  ...v,
  tags: parseTags(v.tags),
  actual_hours: v.actual_hours.trim() === '' ? null : Number(v.actual_hours.replace(',', '.')),
}));
