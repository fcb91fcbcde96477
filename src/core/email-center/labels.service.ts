import type { EmailRefDto, LabelDto } from '../../contract/email-center.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { EMAIL_CENTER_TEXTS as T, labelColor } from './model.js';
import type { LabelsRepository } from './labels.repository.js';

export interface LabelValues {
  name: string;
  color?: string;
  description: string | null;
}

/** Labels of the operator's mail (8 colour presets; an unknown colour is red) and their assignments. */
export function createLabelsService(deps: { repo: LabelsRepository; clock: Clock }) {
  const notFound = () => new DomainError('not_found', T.labelNotFound);
  const fieldsOf = (input: LabelValues) => ({ name: input.name, color: labelColor(input.color), description: input.description });
  const get = async (id: number): Promise<LabelDto> => {
    const label = await deps.repo.find(id);
    if (!label) throw notFound();
    return label;
  };
  const checkEmail = async (ref: EmailRefDto) => {
    if (!(await deps.repo.emailExists(ref))) throw new DomainError('not_found', T.emailNotFound);
  };

  return {
    /** By name. */
    list: () => deps.repo.list(),
    async create(input: LabelValues): Promise<LabelDto> {
      return get(await deps.repo.insert(fieldsOf(input), deps.clock.now()));
    },
    async update(id: number, input: LabelValues): Promise<LabelDto> {
      if (!(await deps.repo.update(id, fieldsOf(input), deps.clock.now()))) throw notFound();
      return get(id);
    },
    /** Its assignments go with it. */
    async remove(id: number): Promise<void> {
      if (!(await deps.repo.remove(id))) throw notFound();
    },
    async labelsOf(ref: EmailRefDto): Promise<number[]> {
      await checkEmail(ref);
      return deps.repo.labelsOf(ref);
    },
    async assign(labelId: number, ref: EmailRefDto): Promise<number[]> {
      await get(labelId);
      await checkEmail(ref);
      await deps.repo.assign(labelId, ref, deps.clock.now());
      return deps.repo.labelsOf(ref);
    },
    async unassign(labelId: number, ref: EmailRefDto): Promise<number[]> {
      await checkEmail(ref);
      await deps.repo.unassign(labelId, ref);
      return deps.repo.labelsOf(ref);
    },
  };
}
