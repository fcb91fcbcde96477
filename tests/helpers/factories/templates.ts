import type { Knex } from 'knex';
import type { TemplatePatch } from '../../../src/contract/mail.js';
import type { Core } from '../../../src/core/index.js';

/**
 * The operator's edit of a built-in e-mail template (its `system_key`; every language unless `language` is
 * given), saved through the template screen's service (the HTML cleaned, the time of the edit the clock's).
 */
export async function editBuiltInTemplate(
  core: Core,
  db: Knex,
  which: { system_key: string; language?: 'cs' | 'sk' | 'pl' },
  patch: TemplatePatch,
): Promise<void> {
  const ids: number[] = await db('email_templates')
    .where({ system_key: which.system_key, ...(which.language ? { language: which.language } : {}) })
    .pluck('id');
  if (!ids.length) throw new Error(`editBuiltInTemplate: no template ${which.system_key}`);
  for (const id of ids) await core.mail.templates.update(Number(id), patch);
}
