import type { Knex } from 'knex';
import type { DraftDto } from '../../contract/mail.js';
import { toIso } from '../../db/dialect.js';

export interface DraftFields {
  to_email: string;
  cc: string;
  bcc: string;
  subject: string;
  content: string;
  template_id: number | null;
}

const toDraft = (r: Record<string, unknown>): DraftDto => ({
  id: Number(r.id),
  to_email: String(r.to_email ?? ''),
  cc: (r.cc as string) || null,
  bcc: (r.bcc as string) || null,
  subject: String(r.subject ?? ''),
  content: String(r.content ?? ''),
  template_id: r.template_id === null || r.template_id === undefined ? null : Number(r.template_id),
  updated_at: toIso(r.updated_at)!,
});

/** Compose drafts (Koncepty): each admin sees and changes only their own. */
export function createDraftRepository(db: Knex) {
  return {
    async list(userId: number, limit: number): Promise<DraftDto[]> {
      const rows = await db('email_drafts')
        .where({ user_id: userId })
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map(toDraft);
    },
    async insert(userId: number, country: string, fields: DraftFields, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('email_drafts')
        .insert({ ...fields, user_id: userId, country_code: country, created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },
    async update(userId: number, id: number, fields: DraftFields, now: Date): Promise<boolean> {
      return (
        (await db('email_drafts')
          .where({ id, user_id: userId })
          .update({ ...fields, updated_at: now.toISOString() })) === 1
      );
    },
    async remove(userId: number, id: number): Promise<boolean> {
      return (await db('email_drafts').where({ id, user_id: userId }).delete()) === 1;
    },
  };
}

export type DraftRepository = ReturnType<typeof createDraftRepository>;
