import type { Knex } from 'knex';
import type { TemplateDto, TemplateInput, TemplateType } from '../../contract/mail.js';
import { likeContains, toBool, toIso } from '../../db/dialect.js';
import {
  createTemplateFiles,
  SYSTEM_TEMPLATE_KEYS,
  systemTemplateName,
  TEMPLATE_LANGUAGES,
  type SystemTemplateKey,
  type TemplateFiles,
  type TemplateLanguage,
} from './template-files.js';

const toTemplate = (r: Record<string, unknown>): TemplateDto => ({
  id: Number(r.id),
  name: String(r.name),
  subject: String(r.subject),
  text_content: String(r.text_content ?? ''),
  html_content: (r.html_content as string | null) ?? null,
  template_type: r.template_type as TemplateType,
  is_active: toBool(r.is_active),
  language: ((r.language as string | undefined) ?? 'cs') as TemplateLanguage,
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
});

export function createTemplateRepository(db: Knex) {
  return {
    async list(filter: { search?: string; type?: TemplateType; language?: TemplateLanguage; limit: number }) {
      const query = db('email_templates')
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.limit);
      if (filter.type) query.where('template_type', filter.type);
      if (filter.language) query.where('language', filter.language);
      if (filter.search) {
        const like = likeContains(filter.search.toLowerCase());
        query.where((w) => w.whereRaw("lower(name) LIKE ? ESCAPE '\\'", [like]).orWhereRaw("lower(subject) LIKE ? ESCAPE '\\'", [like]));
      }
      const [rows, total] = await Promise.all([query, db('email_templates').count({ n: '*' }).first()]);
      return { data: rows.map(toTemplate), total: Number(total?.n ?? 0) };
    },
    async find(id: number): Promise<TemplateDto | undefined> {
      const row = await db('email_templates').where({ id }).first();
      return row ? toTemplate(row) : undefined;
    },
    /** By name in any case; the newest when several share it. */
    async findByName(name: string): Promise<TemplateDto | undefined> {
      const row = await db('email_templates').whereRaw('lower(name) = ?', [name.trim().toLowerCase()]).orderBy('id', 'desc').first();
      return row ? toTemplate(row) : undefined;
    },
    /** The product's own template of this key in this language (Czech when none is asked). */
    async findBySystemKey(key: string, language: TemplateLanguage = 'cs'): Promise<TemplateDto | undefined> {
      const row = await db('email_templates').where({ system_key: key, language }).first();
      return row ? toTemplate(row) : undefined;
    },
    /** The same built-in template (its system_key) in another language, if the template is a built-in one. */
    async translationOf(id: number, language: TemplateLanguage): Promise<TemplateDto | undefined> {
      const row = await db('email_templates').where({ id }).first('system_key');
      return row?.system_key ? this.findBySystemKey(String(row.system_key), language) : undefined;
    },
    async insert(input: TemplateInput & { language?: TemplateLanguage }, now: Date): Promise<TemplateDto> {
      const iso = now.toISOString();
      const [row] = await db('email_templates')
        .insert({ ...input, created_at: iso, updated_at: iso })
        .returning('id');
      return (await this.find(Number(typeof row === 'object' ? row.id : row)))!;
    },
    async update(id: number, patch: Partial<TemplateInput>, now: Date): Promise<TemplateDto | undefined> {
      const n = await db('email_templates')
        .where({ id })
        .update({ ...patch, updated_at: now.toISOString() });
      return n ? this.find(id) : undefined;
    },
    async remove(id: number): Promise<boolean> {
      return (await db('email_templates').where({ id }).delete()) > 0;
    },
  };
}

export type TemplateRepository = ReturnType<typeof createTemplateRepository>;

/**
 * Installs the product's own templates from the package's files: every (key, language) that has no
 * row yet. Rows that exist are left exactly as they are, so an admin's edit (or switching one off)
 * always wins over the files. Runs in the migration that added languages and on every `db seed`.
 */
export async function insertMissingSystemTemplates(db: Knex, now: Date, files: TemplateFiles = createTemplateFiles()): Promise<number> {
  const rows: Array<{ system_key: string; language: string }> = await db('email_templates')
    .whereNotNull('system_key')
    .select('system_key', 'language');
  const present = new Set(rows.map((r) => `${r.system_key}|${r.language}`));
  const iso = now.toISOString();
  const missing = [];
  for (const language of TEMPLATE_LANGUAGES) {
    for (const key of Object.keys(SYSTEM_TEMPLATE_KEYS) as SystemTemplateKey[]) {
      if (present.has(`${key}|${language}`)) continue;
      const text = files.read(key, language);
      missing.push({
        system_key: key,
        language,
        name: systemTemplateName(key, language),
        subject: text.subject,
        html_content: text.html,
        text_content: text.text,
        template_type: SYSTEM_TEMPLATE_KEYS[key].type,
        is_active: true,
        created_at: iso,
        updated_at: iso,
      });
    }
  }
  for (let i = 0; i < missing.length; i += 50) await db('email_templates').insert(missing.slice(i, i + 50));
  return missing.length;
}
