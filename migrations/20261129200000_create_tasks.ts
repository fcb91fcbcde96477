import type { Knex } from 'knex';

/**
 * Tasks: the operator's back-office tasks (company_id null; assignees are admin users) and
 * each business's tasks (company_id; assignees are the company's account or one of its employees,
 * who have no user accounts: exactly one of assigned_user_id and assigned_employee_id is set, both
 * null once the assignee is deleted). Days (due_date, start_date) are `YYYY-MM-DD` text in
 * Europe/Prague, which compares and sorts the same on both engines; tags are a JSON array of text.
 * Attachments are stored in the database like scheduled e-mails' files (10 MB each); comments and
 * subtasks go with their task. task_reminders makes the daily reminder job notify once per task and day.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tasks', (t) => {
    t.increments('id');
    t.integer('company_id').unsigned().references('id').inTable('companies').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('description');
    /** title and description folded (lower case, no diacritics: foldText) for the search box */
    t.text('search_text').notNullable().defaultTo('');
    t.integer('assigned_user_id').unsigned().references('id').inTable('users').onDelete('SET NULL');
    t.integer('assigned_employee_id').unsigned().references('id').inTable('employees').onDelete('SET NULL');
    t.integer('assigned_by').unsigned().references('id').inTable('users').onDelete('SET NULL');
    /** the assigner's name as it was, shown once the user is gone */
    t.string('assigned_by_name', 190).notNullable().defaultTo('');
    t.string('priority', 10).notNullable().defaultTo('medium');
    t.string('status', 20).notNullable().defaultTo('todo');
    t.string('category', 40).notNullable();
    t.text('tags').notNullable().defaultTo('[]');
    t.string('due_date', 10);
    t.string('start_date', 10);
    t.timestamp('completed_at', { useTz: true });
    t.integer('estimated_hours').notNullable().defaultTo(0);
    t.double('actual_hours');
    t.integer('progress').notNullable().defaultTo(0);
    t.boolean('is_demo').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['company_id', 'status']);
    t.index(['company_id', 'due_date']);
    t.index(['status', 'due_date']);
    t.index(['assigned_user_id']);
    t.index(['assigned_employee_id']);
  });

  await knex.schema.createTable('task_comments', (t) => {
    t.increments('id');
    t.integer('task_id').unsigned().notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.integer('author_id').unsigned().references('id').inTable('users').onDelete('SET NULL');
    /** kept as written, so a deleted author's comments still say who wrote them */
    t.string('author_name', 190).notNullable();
    t.text('content').notNullable();
    t.boolean('is_internal').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['task_id', 'created_at']);
  });

  await knex.schema.createTable('task_subtasks', (t) => {
    t.increments('id');
    t.integer('task_id').unsigned().notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.boolean('completed').notNullable().defaultTo(false);
    t.integer('position').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['task_id', 'position']);
  });

  await knex.schema.createTable('task_attachments', (t) => {
    t.increments('id');
    t.integer('task_id').unsigned().notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.string('filename', 255).notNullable();
    t.string('content_type', 190).notNullable();
    t.integer('size').notNullable();
    t.binary('content').notNullable();
    t.integer('uploaded_by').unsigned().references('id').inTable('users').onDelete('SET NULL');
    t.string('uploaded_by_name', 190).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['task_id']);
  });

  /** one row per task and Prague day a reminder was given: the unique key keeps overlapping runs to one */
  await knex.schema.createTable('task_reminders', (t) => {
    t.integer('task_id').unsigned().notNullable().references('id').inTable('tasks').onDelete('CASCADE');
    t.string('day', 10).notNullable();
    t.string('kind', 20).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.primary(['task_id', 'day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('task_reminders');
  await knex.schema.dropTableIfExists('task_attachments');
  await knex.schema.dropTableIfExists('task_subtasks');
  await knex.schema.dropTableIfExists('task_comments');
  await knex.schema.dropTableIfExists('tasks');
}
