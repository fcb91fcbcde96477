import { DomainError, isDomainError } from '../../errors.js';
import type { Delimiter, ImportEncoding } from './detect.js';
import { mapHeaders, type ImportField } from './headers.js';
import { rowKeys } from './plan.js';
import { openCsv, type CsvRecord } from './source.js';
import { IMPORT_TEXTS } from './texts.js';
import { validateRow, type ValidRow } from './validate.js';

/** What reading a file yields, a chunk at a time: valid rows (with their keys) and rejected ones. */
interface RowBatch {
  rows: ValidRow[];
  rejected: Array<{ line: number; reason: string; fields: string[] }>;
  /** records read for this batch (valid and rejected) */
  read: number;
}

export interface RowSource {
  encoding: ImportEncoding;
  delimiter: Delimiter;
  header: string[];
  batches: AsyncGenerator<RowBatch>;
}

export interface ReadOptions {
  country: string;
  encoding?: ImportEncoding;
  delimiter?: Delimiter;
  /** valid rows a batch holds at most */
  batchRows: number;
}

/**
 * Records read between two turns of the event loop. The parser's buffered records resolve as
 * microtasks, which run before any I/O: without a turn, reading and validating a whole chunk held up
 * the answers of the chunk being written (its BEGIN, key lookups, COPY and COMMIT waited 10-20 ms
 * each), and `serve`'s requests with them. `npm run bench -- import`'s run on PostgreSQL, 100 000
 * rows (2026-11-26): 4.5-5.0 s with a turn every 25 records, 6.0-6.1 s without.
 */
const YIELD_EVERY = 25;

const unreadable = (error: unknown) =>
  isDomainError(error)
    ? error
    : new DomainError('validation', IMPORT_TEXTS.unreadable(error instanceof Error ? error.message : String(error)));

function valuesOf(record: CsvRecord, mapping: Array<ImportField | null>) {
  const values: Partial<Record<ImportField, string>> = {};
  for (let i = 0; i < mapping.length; i += 1) {
    const field = mapping[i];
    if (!field) continue;
    const value = record.fields[i]?.trim();
    if (value) values[field] = value;
  }
  return values;
}

/**
 * Parses and validates a CSV byte stream into batches of rows: the CPU-bound half of an import.
 * Fatal problems (an unreadable file, no name column) throw a DomainError.
 */
export async function readRowBatches(input: AsyncIterable<Buffer | string>, options: ReadOptions): Promise<RowSource> {
  const source = await openCsv(input, options).catch((error: unknown) => {
    throw unreadable(error);
  });
  let mapping: Array<ImportField | null>;
  try {
    mapping = mapHeaders(source.header.fields);
  } catch (error) {
    await source.records.return(undefined);
    throw error;
  }
  async function* batches(): AsyncGenerator<RowBatch> {
    const records = source.records[Symbol.asyncIterator]();
    let batch: RowBatch = { rows: [], rejected: [], read: 0 };
    try {
      for (;;) {
        const next = await records.next().catch((error: unknown) => {
          throw unreadable(error);
        });
        if (next.done) break;
        const record = next.value;
        batch.read += 1;
        if (batch.read % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
        const verdict = validateRow(valuesOf(record, mapping));
        if (!verdict.ok) {
          batch.rejected.push({ line: record.line, reason: verdict.reason, fields: record.fields });
          continue;
        }
        batch.rows.push({ line: record.line, data: verdict.data, keys: rowKeys(verdict.data, options.country) });
        if (batch.rows.length >= options.batchRows || batch.rejected.length >= options.batchRows) {
          yield batch;
          batch = { rows: [], rejected: [], read: 0 };
        }
      }
      if (batch.read) yield batch;
    } finally {
      await source.records.return(undefined);
    }
  }
  return { encoding: source.encoding, delimiter: source.delimiter, header: source.header.fields, batches: batches() };
}
