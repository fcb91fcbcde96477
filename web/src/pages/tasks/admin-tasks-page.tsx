import { TasksScreen } from './tasks-screen.js';

/** /admin/tasks: the operator's tasks (assignees: admin users). */
export function AdminTasksPage() {
  return <TasksScreen scope="admin" />;
}
