import { parse, type CsvError, type Options } from 'csv-parse';
import iconv from 'iconv-lite';
import { Readable, pipeline } from 'node:stream';
import { DomainError } from '../../errors.js';
import { detectDelimiter, detectEncoding, type Delimiter, type ImportEncoding } from './detect.js';
import { IMPORT_TEXTS } from './texts.js';

/** How much of the file decides the encoding and the delimiter. */
const HEAD_BYTES = 64 * 1024;
/** A record longer than this (an unclosed quote swallowing the file) stops the import. */
const MAX_RECORD_CHARS = 1_000_000;

export interface CsvRecord {
  /** physical line of the file the record starts on (1-based; the header is line 1) */
  line: number;
  fields: string[];
}

export interface CsvSource {
  encoding: ImportEncoding;
  delimiter: Delimiter;
  header: CsvRecord;
  records: AsyncGenerator<CsvRecord>;
}

const badCsv = (line: number, error: unknown) => {
  const e = error as CsvError;
  const reason =
    e.code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'neuzavřené uvozovky'
      : e.code === 'CSV_MAX_RECORD_SIZE'
        ? 'záznam je příliš dlouhý (neuzavřené uvozovky?)'
        : e.code?.startsWith('CSV_')
          ? 'neplatné uvozovky'
          : undefined;
  return reason ? new DomainError('validation', IMPORT_TEXTS.badCsv(line, reason)) : undefined;
};

const lineBreaks = (fields: string[]) => {
  let n = 0;
  for (const field of fields) {
    if (field.indexOf('\n') < 0 && field.indexOf('\r') < 0) continue;
    n += field.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return n;
};

/**
 * Opens a CSV byte stream: reads its head to decide the encoding and the delimiter (unless given),
 * then parses it as a stream (csv-parse), yielding records with the line each starts on. Reading an
 * unreadable stream throws its error; a malformed file throws a DomainError naming the line.
 */
export async function openCsv(
  input: AsyncIterable<Buffer | string>,
  options: { encoding?: ImportEncoding; delimiter?: Delimiter } = {},
): Promise<CsvSource> {
  const it = input[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  try {
    while (size < HEAD_BYTES) {
      const next = await it.next();
      if (next.done) {
        ended = true;
        break;
      }
      const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      head.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    await it.return?.();
    throw error;
  }
  const headBytes = Buffer.concat(head);
  const encoding = options.encoding ?? detectEncoding(headBytes, ended);
  const decoder = iconv.getDecoder(encoding === 'utf-8' ? 'utf8' : 'win1250', { stripBOM: true });
  const headText = decoder.write(headBytes);
  const delimiter = options.delimiter ?? detectDelimiter(headText.replace(/^\uFEFF/, ''));

  async function* text(): AsyncGenerator<string> {
    try {
      if (headText) yield headText;
      while (!ended) {
        const next = await it.next();
        if (next.done) break;
        const decoded = decoder.write(typeof next.value === 'string' ? Buffer.from(next.value) : next.value);
        if (decoded) yield decoded;
      }
      const tail = decoder.end();
      if (tail) yield tail;
    } finally {
      await it.return?.();
    }
  }

  // Lines are counted here, as each record is parsed: csv-parse's own count takes a CRLF inside
  // quotes for two lines, and at an error the records still buffered are dropped.
  let nextLine = 1;
  let emptyLines = 0;
  const csvOptions: Options<CsvRecord, string[]> = {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    max_record_size: MAX_RECORD_CHARS,
    on_record: (fields, info): CsvRecord | null => {
      const line = nextLine + (info.empty_lines - emptyLines);
      emptyLines = info.empty_lines;
      nextLine = line + lineBreaks(fields) + 1;
      return fields.every((f) => !f.trim()) ? null : { line, fields }; // only delimiters: an empty row
    },
  };
  const parser = parse(csvOptions as unknown as Options); // the typings tie on_record's result to 'columns'
  pipeline(Readable.from(text()), parser, () => {
    /* errors reach the reader through the parser */
  });

  async function* records(): AsyncGenerator<CsvRecord> {
    try {
      for await (const record of parser as AsyncIterable<CsvRecord>) yield record;
    } catch (error) {
      throw badCsv(nextLine, error) ?? error;
    } finally {
      parser.destroy();
    }
  }

  const all = records();
  const first = await all.next();
  if (first.done) throw new DomainError('validation', IMPORT_TEXTS.empty, { fields: [{ field: 'file', message: IMPORT_TEXTS.empty }] });
  return { encoding, delimiter, header: first.value, records: all };
}
