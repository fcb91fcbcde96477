import type { Writable } from 'node:stream';

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or CR before one) gets a
 * leading `'` and is quoted (OWASP CSV injection): the rejects file holds third-party data.
 */
const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const cell = (value: string | number) => {
  const text = typeof value === 'number' ? String(value) : neutralised(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) || text !== String(value) ? `"${text.replace(/"/g, '""')}"` : text;
};
export const csvLine = (cells: Array<string | number>) => `${cells.map(cell).join(',')}\r\n`;

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
