import type { Writable } from 'node:stream';
import { csvText } from '../../text/csv.js';

/** One row of the rejects file: plain CSV (`,`), each text neutralised by the project's one CSV writer (the file holds third-party data). */
export const csvLine = (cells: Array<string | number>) => csvText([cells], { delimiter: ',', bom: false });

/**
 * Writes rejected rows as CSV (UTF-8 with BOM, so spreadsheets read the Czech right): the line,
 * the reason, then the row's original fields under the file's own header. Waits when the target is
 * busy, so a slow disk slows the import instead of filling memory.
 */
export function createRejectsWriter(target: Writable, header: string[]) {
  let started = false;
  const write = async (text: string) => {
    if (!target.write(text))
      await new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          target.off('drain', done);
          target.off('error', done);
          if (error instanceof Error) reject(error);
          else resolve();
        };
        target.on('drain', done);
        target.on('error', done);
      });
  };
  const start = async () => {
    if (started) return;
    started = true;
    await write(`\uFEFF${csvLine(['line', 'reason', ...header])}`);
  };
  return {
    start,
    async add(line: number, reason: string, fields: string[]) {
      await start();
      await write(csvLine([line, reason, ...fields]));
    },
  };
}
