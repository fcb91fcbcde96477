import type { Knex } from 'knex';
import type { SentEmailDto } from '../../contract/mail.js';
import { likeContains, toIso } from '../../db/dialect.js';
import { PREVIEW_LENGTH } from './model.js';
import { previewOf } from './render.js';

const COLUMNS = ['id', 'to_email', 'cc', 'bcc', 'subject', 'content', 'html_content', 'status', 'sent_at', 'opened_count', 'opened_at', 'last_opened_at', 'clicked_count', 'error_message'];

const toSent = (r: Record<string, unknown>): SentEmailDto => ({
  id: Number(r.id),
  to_email: String(r.to_email),
  cc: (r.cc as string | null) ?? null,
  bcc: (r.bcc as string | null) ?? null,
  subject: String(r.subject ?? ''),
  content: String(r.content ?? ''),
  html_content: (r.html_content as string | null) ?? null,
  preview: previewOf(String(r.content ?? ''), PREVIEW_LENGTH),
  status: r.status as SentEmailDto['status'],
  sent_at: toIso(r.sent_at)!,
  opened_count: Number(r.opened_count ?? 0),
  opened_at: toIso(r.opened_at),
  last_opened_at: toIso(r.last_opened_at),
  clicked_count: Number(r.clicked_count ?? 0),
  error_message: (r.error_message as string | null) ?? null,
});

/** Sent mail (Odeslaná pošta): newest first; search over subject, recipient and content in any case. */
export function createSentRepository(db: Knex) {
  return {
    async list(filter: { country?: string; search?: string; offset: number; limit: number }) {
      const base = () => {
        const q = db('sent_emails');
        if (filter.country) q.where('country_code', filter.country);
        if (filter.search) {
          const like = likeContains(filter.search.toLowerCase());
          q.where((w) =>
            w.whereRaw("lower(subject) LIKE ? ESCAPE '\\'", [like])
              .orWhereRaw("lower(to_email) LIKE ? ESCAPE '\\'", [like])
              .orWhereRaw("lower(content) LIKE ? ESCAPE '\\'", [like]));
        }
        return q;
      };
      const [rows, total] = await Promise.all([
        base().orderBy([{ column: 'sent_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(filter.offset).limit(filter.limit).select(COLUMNS),
        base().count({ n: '*' }).first(),
      ]);
      return { sent_emails: rows.map(toSent), total: Number(total?.n ?? 0) };
    },
    async find(id: number): Promise<SentEmailDto | undefined> {
      const row = await db('sent_emails').where({ id }).first(COLUMNS);
      return row ? toSent(row) : undefined;
    },
    async remove(id: number): Promise<boolean> {
      return (await db('sent_emails').where({ id }).delete()) === 1;
    },
  };
}

export type SentRepository = ReturnType<typeof createSentRepository>;
