import type { Knex } from 'knex';
import type { EmailRefDto, FolderDto } from '../../contract/email-center.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import { operatorEmailExists, refColumn } from './email-refs.repository.js';

export interface FolderFields {
  name: string;
  color: string;
  description: string | null;
  parent_id: number | null;
}

const toFolder = (r: Record<string, unknown>): FolderDto => ({
  id: Number(r.id),
  name: String(r.name),
  description: (r.description as string | null) ?? null,
  color: String(r.color),
  parent_id: r.parent_id == null ? null : Number(r.parent_id),
  email_count: Number(r.email_count ?? 0),
});

/** Folders change their tree one at a time (a re-parenting checks for cycles against the tree it locks). */
const TREE_LOCK = 'email_folders_tree';

/**
 * email_folders (nested by parent_id) and which e-mail is in which folder. A change of the tree (update, remove)
 * runs in the caller's unit of work (tx.emailFolders), which holds the tree's lock until it commits.
 */
export function createFoldersRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const withCounts = (q: Knex) =>
    q({ f: 'email_folders' }).select(
      'f.id',
      'f.name',
      'f.description',
      'f.color',
      'f.parent_id',
      q('email_folder_assignments as a').whereRaw('a.folder_id = f.id').count('*').as('email_count'),
    );
  const find = async (id: number, q: Knex = db) => {
    const row = await withCounts(q).where('f.id', id).first();
    return row ? toFolder(row) : undefined;
  };
  const parents = async (q: Knex) =>
    new Map(
      (await q('email_folders').select('id', 'parent_id')).map((r) => [Number(r.id), r.parent_id == null ? null : Number(r.parent_id)]),
    );

  return {
    /** By name, then id (the screen builds the tree). */
    async list(): Promise<FolderDto[]> {
      return (await withCounts(db).orderBy([{ column: 'f.name' }, { column: 'f.id' }])).map(toFolder);
    },
    find,
    count: async () => Number((await db('email_folders').count({ n: '*' }).first())?.n ?? 0),

    async insert(fields: FolderFields, now: Date, demo = false): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('email_folders')
        .insert({ ...fields, is_demo: demo, created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    /**
     * Changes a folder when `allowed(parents)` (the whole tree's folder -> parent map, read under the
     * tree's lock) says yes; answers 'missing', 'refused' or 'done'.
     */
    async update(
      id: number,
      fields: FolderFields,
      now: Date,
      allowed: (parents: ReadonlyMap<number, number | null>) => boolean,
    ): Promise<'missing' | 'refused' | 'done'> {
      await dialect.lockKey(db, TREE_LOCK);
      const tree = await parents(db);
      if (!tree.has(id)) return 'missing';
      if (!allowed(tree)) return 'refused';
      await db('email_folders')
        .where({ id })
        .update({ ...fields, updated_at: now.toISOString() });
      return 'done';
    },

    /**
     * Deletes a folder: its e-mails go back to the main folder (their assignments are deleted) and its
     * subfolders move up to its parent. Answers how many e-mails moved, or undefined when it is gone.
     */
    async remove(id: number, now: Date): Promise<number | undefined> {
      await dialect.lockKey(db, TREE_LOCK);
      const folder = await db('email_folders').where({ id }).first('parent_id');
      if (!folder) return undefined;
      const moved = await db('email_folder_assignments').where('folder_id', id).delete();
      await db('email_folders')
        .where('parent_id', id)
        .update({ parent_id: folder.parent_id ?? null, updated_at: now.toISOString() });
      await db('email_folders').where({ id }).delete();
      return moved;
    },

    emailExists: (ref: EmailRefDto) => operatorEmailExists(db, ref),
    async folderOf(ref: EmailRefDto): Promise<number | null> {
      const row = await db('email_folder_assignments').where(refColumn(ref), ref.email_id).first('folder_id');
      return row ? Number(row.folder_id) : null;
    },
    /** Puts the e-mail into the folder (out of any other), or with null back into the main folder. */
    async move(ref: EmailRefDto, folderId: number | null, now: Date): Promise<void> {
      const column = refColumn(ref);
      if (folderId === null) {
        await db('email_folder_assignments').where(column, ref.email_id).delete();
        return;
      }
      await db('email_folder_assignments')
        .insert({ folder_id: folderId, [column]: ref.email_id, created_at: now.toISOString() })
        .onConflict(column)
        .merge({ folder_id: folderId, created_at: now.toISOString() });
    },
  };
}

export type FoldersRepository = ReturnType<typeof createFoldersRepository>;
