import type { Knex } from 'knex';
import type { TemplateDto, TemplateInput, TemplateType } from '../../contract/mail.js';
import { likeContains, toBool, toIso } from '../../db/dialect.js';

const toTemplate = (r: Record<string, unknown>): TemplateDto => ({
  id: Number(r.id),
  name: String(r.name),
  subject: String(r.subject),
  text_content: String(r.text_content ?? ''),
  html_content: (r.html_content as string | null) ?? null,
  template_type: r.template_type as TemplateType,
  is_active: toBool(r.is_active),
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
});

export function createTemplateRepository(db: Knex) {
  return {
    async list(filter: { search?: string; type?: TemplateType; limit: number }) {
      const query = db('email_templates')
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.limit);
      if (filter.type) query.where('template_type', filter.type);
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
    async findBySystemKey(key: string): Promise<TemplateDto | undefined> {
      const row = await db('email_templates').where({ system_key: key }).first();
      return row ? toTemplate(row) : undefined;
    },
    async insert(input: TemplateInput, now: Date): Promise<TemplateDto> {
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
