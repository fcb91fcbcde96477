import type { EmailRefDto, FolderDto } from '../../contract/email-center.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { EMAIL_CENTER_TEXTS as T, folderColor, wouldCycle } from './model.js';
import type { FoldersRepository } from './folders.repository.js';

export interface FolderValues {
  name: string;
  color?: string;
  description: string | null;
  parent_id?: number | null;
}

/**
 * Folders of the operator's mail: nested by parent (never into themselves or their own subfolder),
 * 6 colour presets (an unknown colour is blue). An e-mail is in one folder or in none (the main folder).
 */
export function createFoldersService(deps: { uow: UnitOfWork; repo: FoldersRepository; clock: Clock }) {
  const notFound = () => new DomainError('not_found', T.folderNotFound);
  const noParent = () => DomainError.validation([{ field: 'parent_id', message: T.parentNotFound }]);
  const get = async (id: number): Promise<FolderDto> => {
    const folder = await deps.repo.find(id);
    if (!folder) throw notFound();
    return folder;
  };
  const checkEmail = async (ref: EmailRefDto) => {
    if (!(await deps.repo.emailExists(ref))) throw new DomainError('not_found', T.emailNotFound);
  };
  const fieldsOf = (input: FolderValues, parentId: number | null) => ({
    name: input.name,
    color: folderColor(input.color),
    description: input.description,
    parent_id: parentId,
  });

  return {
    /** By name; the screen builds the tree from parent_id. */
    list: () => deps.repo.list(),
    async create(input: FolderValues): Promise<FolderDto> {
      const parentId = input.parent_id ?? null;
      if (parentId !== null && !(await deps.repo.find(parentId))) throw noParent();
      return get(await deps.repo.insert(fieldsOf(input, parentId), deps.clock.now()));
    },
    /** Name, colour and description; `parent_id` when given moves it (absent keeps its place). */
    async update(id: number, input: FolderValues): Promise<FolderDto> {
      const current = await get(id);
      const parentId = input.parent_id === undefined ? current.parent_id : input.parent_id;
      let missingParent = false;
      const allowed = (tree: ReadonlyMap<number, number | null>) => {
        if (parentId !== null && !tree.has(parentId)) return !(missingParent = true);
        return !wouldCycle(id, parentId, tree);
      };
      const result = await deps.uow.write((tx) => tx.emailFolders.update(id, fieldsOf(input, parentId), deps.clock.now(), allowed));
      if (result === 'missing') throw notFound();
      if (result === 'refused') throw missingParent ? noParent() : DomainError.validation([{ field: 'parent_id', message: T.folderCycle }]);
      return get(id);
    },
    /** Its e-mails go back to the main folder, its subfolders up one level; answers how many e-mails moved. */
    async remove(id: number): Promise<number> {
      const moved = await deps.uow.write((tx) => tx.emailFolders.remove(id, deps.clock.now()));
      if (moved === undefined) throw notFound();
      return moved;
    },
    async folderOf(ref: EmailRefDto): Promise<number | null> {
      await checkEmail(ref);
      return deps.repo.folderOf(ref);
    },
    async move(ref: EmailRefDto, folderId: number | null): Promise<number | null> {
      await checkEmail(ref);
      if (folderId !== null) await get(folderId);
      await deps.repo.move(ref, folderId, deps.clock.now());
      return deps.repo.folderOf(ref);
    },
  };
}
