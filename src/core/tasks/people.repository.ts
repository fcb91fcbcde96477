import type { Knex } from 'knex';
import type { TaskAssigneeDto } from '../../contract/tasks.js';
import { toBool } from '../../db/dialect.js';
import type { TaskScope } from './model.js';

type Row = Record<string, unknown>;
const userName = (r: Row) => [r.first_name, r.last_name].filter((v) => typeof v === 'string' && v).join(' ') || String(r.email);

const toUser = (r: Row): TaskAssigneeDto => ({
  id: `user:${Number(r.id)}`,
  kind: 'user',
  name: userName(r),
  email: String(r.email),
  is_active: toBool(r.is_active),
});
const toEmployee = (r: Row): TaskAssigneeDto => ({
  id: `employee:${Number(r.id)}`,
  kind: 'employee',
  name: String(r.name),
  email: typeof r.email === 'string' && r.email ? r.email : null,
  is_active: toBool(r.is_active),
});

/**
 * Who can be given a task: in the back office the admin users; in a business its own accounts (the
 * owner's login; employees have no user accounts) and its employee records.
 */
export function createTaskPeopleRepository(db: Knex) {
  const users = (scope: TaskScope) =>
    scope.companyId === null
      ? db('users').where('role', 'admin')
      : db('users').where({ role: 'company_owner', company_id: scope.companyId });
  const USER_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'is_active'];
  const EMPLOYEE_COLUMNS = ['id', 'name', 'email', 'is_active'];

  return {
    /** Users first (by name), then employees in their order. */
    async assignees(scope: TaskScope): Promise<TaskAssigneeDto[]> {
      const people = ((await users(scope).orderBy(['first_name', 'last_name', 'id']).limit(500).select(USER_COLUMNS)) as Row[]).map(toUser);
      if (scope.companyId === null) return people;
      const employees = (await db('employees')
        .where('company_id', scope.companyId)
        .orderBy(['sort_order', 'id'])
        .limit(500)
        .select(EMPLOYEE_COLUMNS)) as Row[];
      return [...people, ...employees.map(toEmployee)];
    },

    /** One assignee of the scope by kind and id; undefined when not the scope's. */
    async assignee(scope: TaskScope, who: { kind: 'user' | 'employee'; id: number }): Promise<TaskAssigneeDto | undefined> {
      if (who.kind === 'user') {
        const row = (await users(scope).where('id', who.id).first(USER_COLUMNS)) as Row | undefined;
        return row ? toUser(row) : undefined;
      }
      if (scope.companyId === null) return undefined;
      const row = (await db('employees').where({ id: who.id, company_id: scope.companyId }).first(EMPLOYEE_COLUMNS)) as Row | undefined;
      return row ? toEmployee(row) : undefined;
    },

    /** A company's country (the language of its e-mails); CZ for the back office. */
    async countryOf(scope: TaskScope): Promise<string> {
      if (scope.companyId === null) return 'CZ';
      const row = (await db('companies').where('id', scope.companyId).first('country_code')) as Row | undefined;
      return typeof row?.country_code === 'string' ? row.country_code : 'CZ';
    },
  };
}

export type TaskPeopleRepository = ReturnType<typeof createTaskPeopleRepository>;
