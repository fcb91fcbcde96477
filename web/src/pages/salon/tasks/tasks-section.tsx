import { TasksScreen } from '../../tasks/tasks-screen.js';

/** Úlohy: the business's tasks (assignees: its account and its employees), the same screen as /admin/tasks. */
export function TasksSection() {
  return <TasksScreen scope="company" />;
}
