import type { Knex } from 'knex';
import type { SentEmailDto } from '../../contract/mail.js';
import { likeContains, toIso } from '../../db/dialect.js';
import { PREVIEW_LENGTH } from './model.js';
import { previewOf } from './render.js';

const COLUMNS = [
  's.id',
  's.to_email',
  's.cc',
  's.bcc',
  's.subject',
  's.status',
  's.sent_at',
  's.opened_count',
  's.opened_at',
  's.last_opened_at',
  's.clicked_count',
  's.error_message',
];
/** Mail sent from the queue keeps its content in its queue row; an entry without one has its own. */
const CONTENT = 'CASE WHEN q.id IS NULL THEN s.content ELSE q.text_content END';
const HTML = 'CASE WHEN q.id IS NULL THEN s.html_content ELSE q.html_content END';

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
  const entries = () => db({ s: 'sent_emails' }).leftJoin({ q: 'email_queue' }, 'q.id', 's.queue_id');
  const withContent = (q: Knex.QueryBuilder) => q.select([...COLUMNS, db.raw(`${CONTENT} AS content`), db.raw(`${HTML} AS html_content`)]);
  return {
    /** A page, newest first; with `companyId` only what that company composed (salon E-maily). */
    async list(filter: { country?: string; search?: string; offset: number; limit: number; companyId?: number | null }) {
      const base = () => {
        const q = entries();
        if (filter.companyId) q.where({ 'q.company_id': filter.companyId, 'q.kind': 'compose' });
        if (filter.country) q.where('s.country_code', filter.country);
        if (filter.search) {
          const like = likeContains(filter.search.toLowerCase());
          q.where((w) =>
            w
              .whereRaw("lower(s.subject) LIKE ? ESCAPE '\\'", [like])
              .orWhereRaw("lower(s.to_email) LIKE ? ESCAPE '\\'", [like])
              .orWhereRaw(`lower(${CONTENT}) LIKE ? ESCAPE '\\'`, [like]),
          );
        }
        return q;
      };
      const [rows, total] = await Promise.all([
        withContent(base())
          .orderBy([
            { column: 's.sent_at', order: 'desc' },
            { column: 's.id', order: 'desc' },
          ])
          .offset(filter.offset)
          .limit(filter.limit),
        base().count({ n: '*' }).first(),
      ]);
      return { sent_emails: rows.map(toSent), total: Number(total?.n ?? 0) };
    },
    async find(id: number): Promise<SentEmailDto | undefined> {
      const row = await withContent(entries().where('s.id', id)).first();
      return row ? toSent(row) : undefined;
    },
    /** Deletes an entry; with `companyId` only one of that company's own messages. */
    async remove(id: number, companyId: number | null = null): Promise<boolean> {
      const q = db('sent_emails').where({ id });
      if (companyId !== null) q.whereIn('queue_id', db('email_queue').where({ company_id: companyId, kind: 'compose' }).select('id'));
      return (await q.delete()) === 1;
    },
  };
}

export type SentRepository = ReturnType<typeof createSentRepository>;
