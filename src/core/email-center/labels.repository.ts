import type { Knex } from 'knex';
import type { EmailRefDto, LabelDto } from '../../contract/email-center.js';
import { operatorEmailExists, refColumn } from './email-refs.repository.js';

export interface LabelFields {
  name: string;
  color: string;
  description: string | null;
}

const toLabel = (r: Record<string, unknown>): LabelDto => ({
  id: Number(r.id),
  name: String(r.name),
  color: String(r.color),
  description: (r.description as string | null) ?? null,
  email_count: Number(r.email_count ?? 0),
});

/** email_labels and their assignments to received and sent e-mails. */
export function createLabelsRepository(db: Knex) {
  const withCounts = () =>
    db({ l: 'email_labels' }).select(
      'l.id',
      'l.name',
      'l.color',
      'l.description',
      db('email_label_assignments as a').whereRaw('a.label_id = l.id').count('*').as('email_count'),
    );
  const find = async (id: number) => {
    const row = await withCounts().where('l.id', id).first();
    return row ? toLabel(row) : undefined;
  };
  return {
    /** By name, then id. */
    async list(): Promise<LabelDto[]> {
      return (await withCounts().orderBy([{ column: 'l.name' }, { column: 'l.id' }])).map(toLabel);
    },
    find,
    async insert(fields: LabelFields, now: Date, demo = false): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('email_labels')
        .insert({ ...fields, is_demo: demo, created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },
    async update(id: number, fields: LabelFields, now: Date): Promise<boolean> {
      return (
        (await db('email_labels')
          .where({ id })
          .update({ ...fields, updated_at: now.toISOString() })) > 0
      );
    },
    async remove(id: number): Promise<boolean> {
      return (await db('email_labels').where({ id }).delete()) > 0;
    },
    count: async () => Number((await db('email_labels').count({ n: '*' }).first())?.n ?? 0),

    emailExists: (ref: EmailRefDto) => operatorEmailExists(db, ref),
    async labelsOf(ref: EmailRefDto): Promise<number[]> {
      const rows = await db('email_label_assignments').where(refColumn(ref), ref.email_id).orderBy('label_id').select('label_id');
      return rows.map((r) => Number(r.label_id));
    },
    /** Idempotent: assigning twice keeps one assignment. */
    async assign(labelId: number, ref: EmailRefDto, now: Date): Promise<void> {
      await db('email_label_assignments')
        .insert({ label_id: labelId, [refColumn(ref)]: ref.email_id, created_at: now.toISOString() })
        .onConflict(['label_id', refColumn(ref)])
        .ignore();
    },
    async unassign(labelId: number, ref: EmailRefDto): Promise<void> {
      await db('email_label_assignments')
        .where({ label_id: labelId, [refColumn(ref)]: ref.email_id })
        .delete();
    },
  };
}

export type LabelsRepository = ReturnType<typeof createLabelsRepository>;
