import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { OutboxStore } from '../mail-transport.port.js';
import { MAIL_TEXTS } from './model.js';
import type { OutboxRepository } from './outbox.repository.js';

/**
 * The outbox without SMTP, kept in the database: the store the outbox transport saves into (each save
 * deletes what is older than the newest `keep`), the admin's list and a message's .eml.
 */
export function createOutboxService(deps: { repo: OutboxRepository; clock: Clock; keep: number }) {
  const store: OutboxStore = {
    async save(message) {
      const id = await deps.repo.insert(message, deps.clock.now());
      await deps.repo.prune(id, deps.keep);
      return { id };
    },
  };
  return {
    store,
    list: (filter: { search?: string; page: number; limit: number }) =>
      deps.repo.list({ search: filter.search, offset: (filter.page - 1) * filter.limit, limit: filter.limit }),
    /** The message as stored, with the name it downloads under. */
    async eml(id: number): Promise<{ filename: string; content: Buffer }> {
      const content = await deps.repo.eml(id);
      if (!content) throw new DomainError('not_found', MAIL_TEXTS.outboxMessageNotFound);
      return { filename: `zprava-${id}.eml`, content };
    },
  };
}
