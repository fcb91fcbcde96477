import type { Writable } from 'node:stream';
import { DomainError } from '../../errors.js';
import type { Clock } from '../../clock.port.js';
import { IMPORT_COUNTRIES, type Delimiter, type ImportEncoding } from './detect.js';
import { createDryRunOverlay } from './dry-run.js';
import { readRowBatches } from './batches.js';
import { chunkKeys, planChunk } from './plan.js';
import { createRejectsWriter } from './rejects.js';
import type { ImportRepository } from './import.repository.js';
import { IMPORT_TEXTS } from './texts.js';
import type { ValidRow } from './validate.js';

/** Largest file the admin upload accepts. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows per write transaction. */
const CHUNK_ROWS = 2000;
/** Rejected rows kept for the summary; all are counted (and all go to the rejects file). */
const REJECTS_KEPT = 10_000;

export interface ImportOptions {
  country: string;
  delimiter?: Delimiter;
  encoding?: ImportEncoding;
  dryRun?: boolean;
  /** where the rejected rows go as CSV (the caller opens and closes it) */
  rejects?: Writable;
  onProgress?: (progress: ImportProgress) => void;
}

interface ImportProgress {
  rows: number;
  rejected: number;
  inserted: number;
  updated: number;
  unchanged: number;
}

interface Rejection {
  line: number;
  reason: string;
}

/** The summary the CLI's --json and the admin upload answer with. */
interface ImportSummary {
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: Rejection[];
  /** only when more rows were rejected than the list keeps */
  rejected_total?: number;
}

export interface ImportResult extends ImportProgress {
  summary: ImportSummary;
  encoding: ImportEncoding;
  delimiter: Delimiter;
  dryRun: boolean;
}

/**
 * `marketplace import-companies` and the admin upload: streams a CSV of prospect companies into the
 * CRM. Rows are validated one by one (a rejected row is reported with its line and reason, the rest
 * imported) and upserted in chunks of CHUNK_ROWS, one write transaction each; memory holds the
 * current chunk and the kept rejections only.
 */
export function createProspectImporter(deps: { repo: ImportRepository; clock: Clock }) {
  return {
    async run(input: AsyncIterable<Buffer | string>, options: ImportOptions): Promise<ImportResult> {
      const country = options.country.toUpperCase();
      if (!(IMPORT_COUNTRIES as readonly string[]).includes(country))
        throw DomainError.validation([{ field: 'country', message: IMPORT_TEXTS.badCountry }]);
      const dryRun = Boolean(options.dryRun);
      const readOptions = { country, encoding: options.encoding, delimiter: options.delimiter, batchRows: CHUNK_ROWS };
      const source = await readRowBatches(input, readOptions);
      const progress: ImportProgress = { rows: 0, rejected: 0, inserted: 0, updated: 0, unchanged: 0 };
      const rejected: Rejection[] = [];
      const overlay = dryRun ? createDryRunOverlay() : undefined;
      let seq = 0;
      let analyzedAt = 0.1;
      const newId = overlay?.newId ?? (() => -(seq += 1));

      const flush = async (chunk: ValidRow[]) => {
        if (!chunk.length) return;
        const keys = chunkKeys(chunk, country);
        const plan = await deps.repo.chunk(!dryRun, async (access) => {
          const stored = await access.find(country, keys);
          const known = overlay ? overlay.known(stored, keys) : stored;
          const planned = planChunk(chunk, known, country, deps.clock.now().toISOString(), newId);
          if (overlay) overlay.remember(planned.touched);
          else {
            await access.insert(planned.inserts);
            for (const [id, columns] of planned.updates) await access.update(id, columns);
          }
          return planned;
        });
        progress.inserted += plan.inserted;
        progress.updated += plan.updated;
        // statistics after the first rows and at each tenfold growth (see repository.analyze)
        if (!dryRun && plan.inserted && progress.inserted >= analyzedAt * 10) {
          analyzedAt = progress.inserted;
          await deps.repo.analyze();
        }
        progress.unchanged += plan.unchanged;
        options.onProgress?.({ ...progress });
      };

      let writing: Promise<void> | undefined;
      try {
        const rejects = options.rejects ? createRejectsWriter(options.rejects, source.header) : undefined;
        await rejects?.start();
        // One chunk is written while the next is read and validated;
        // the next is planned only once the previous one is committed (its lookups must see those rows).
        for await (const batch of source.batches) {
          progress.rows += batch.read;
          for (const row of batch.rejected) {
            progress.rejected += 1;
            if (rejected.length < REJECTS_KEPT) rejected.push({ line: row.line, reason: row.reason });
            await rejects?.add(row.line, row.reason, row.fields);
          }
          await writing;
          writing = flush(batch.rows);
          writing.catch(() => undefined); // awaited with the next batch or at the end
        }
        await writing;
      } finally {
        await writing?.catch(() => undefined);
        await source.batches.return(undefined);
      }
      // statistics of the table as the import left it (the tenfold steps above are behind by up to ten times)
      if (!dryRun && progress.inserted + progress.updated > 0) await deps.repo.refreshStatistics();
      options.onProgress?.({ ...progress });
      const summary: ImportSummary = { inserted: progress.inserted, updated: progress.updated, unchanged: progress.unchanged, rejected };
      if (progress.rejected > rejected.length) summary.rejected_total = progress.rejected;
      return { ...progress, summary, encoding: source.encoding, delimiter: source.delimiter, dryRun };
    },
  };
}
