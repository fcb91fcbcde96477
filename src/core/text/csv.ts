import { stringify } from 'csv-stringify/sync';

/**
 * The one way the project writes CSV: every export (the e-shop's orders, Finance, Reporty, the outdoor
 * report, the e-mail analytics, the prospect import's rejects) goes through `csvText`, so none of them can
 * hand a spreadsheet a live formula (OWASP CSV injection).
 *
 * A text cell that a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return) gets a leading `'` and is quoted. That holds for every text, whoever wrote it: a street
 * `=HYPERLINK(…)`, a city `+cmd|…`, a service `-2+3`. Only numbers are written as they are: a `number`,
 * or an amount the system formatted itself (`csvNumber('-1234,56')`, a decimal comma for Czech Excel),
 * since a spreadsheet reads those as numbers and a number runs nothing (see docs/decisions.md).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as a spreadsheet may show it: a would-be formula gets a leading apostrophe. */
const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A number the system formatted itself (e.g. an amount with a decimal comma): written as it is. */
export class CsvNumber {
  private constructor(readonly text: string) {}

  /** Only a plain numeral (an optional minus, digits, one decimal comma or point) is taken as a number. */
  static of(text: string): CsvNumber | string {
    return /^-?\d+([.,]\d+)?$/.test(text) ? new CsvNumber(text) : text;
  }
}

/** A system-formatted number (`'-1234,56'`) as a number cell; anything else stays text (and is neutralised). */
export const csvNumber = (text: string): CsvNumber | string => CsvNumber.of(text);

export type CsvCell = string | number | CsvNumber | null | undefined;

/** One cell's text: numbers as they are, empty for null, every other text neutralised. */
function csvCellText(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (value instanceof CsvNumber) return value.text;
  return neutralised(value);
}

export interface CsvFormat {
  /** `;` for Czech Excel (the default: ',' is the decimal comma there), `,` for plain CSV. */
  delimiter?: ';' | ',';
  /** A UTF-8 byte-order mark first (the default), so that Excel reads the Czech right. */
  bom?: boolean;
}

/**
 * Rows as CSV text with CRLF line ends. A neutralised cell, and one with white space at either end, is
 * quoted, besides the cells the delimiter, a quote or a line break make quoted.
 */
export function csvText(rows: CsvCell[][], format: CsvFormat = {}): string {
  return stringify(
    rows.map((row) => row.map(csvCellText)),
    {
      delimiter: format.delimiter ?? ';',
      record_delimiter: 'windows',
      bom: format.bom ?? true,
      quoted_match: [/^'[=+\-@\t\r]/, /^\s/, /\s$/],
    },
  );
}
