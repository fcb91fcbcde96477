/** The editions a file imports into (`--country`). */
export const IMPORT_COUNTRIES = ['CZ', 'SK', 'PL'] as const;

/**
 * What a CSV file is written in, decided from its first bytes: the encoding (UTF-8 with or without
 * BOM, else windows-1250 as Czech spreadsheets export) and the delimiter (`,` `;` or tab). Pure.
 */

export const ENCODINGS = ['utf-8', 'windows-1250'] as const;
export type ImportEncoding = (typeof ENCODINGS)[number];
const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

const BOM = [0xef, 0xbb, 0xbf];
const hasUtf8Bom = (head: Uint8Array) => head.length >= 3 && BOM.every((b, i) => head[i] === b);

/**
 * UTF-8 when the bytes are valid UTF-8 (a multi-byte character cut off at the end of the sample
 * does not count against it), windows-1250 otherwise.
 */
export function detectEncoding(head: Uint8Array, complete: boolean): ImportEncoding {
  if (hasUtf8Bom(head)) return 'utf-8';
  let end = head.length;
  if (!complete) {
    // drop an incomplete trailing sequence: back up over at most 3 continuation bytes to its lead byte
    let i = end - 1;
    while (i >= 0 && end - i <= 4 && ((head[i] ?? 0) & 0xc0) === 0x80) i -= 1;
    const lead = head[i];
    if (lead !== undefined && lead >= 0xc0) {
      const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
      if (end - i < need) end = i;
    }
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    return 'utf-8';
  } catch {
    return 'windows-1250';
  }
}

/**
 * The delimiter the first lines agree on: per candidate, its count outside quotes on each of the
 * first (up to 20) records; the candidate present in the header with the most records matching the
 * header's count wins, ties going to the higher count and then to the order `,` `;` tab.
 */
export function detectDelimiter(text: string): Delimiter {
  const counts = DELIMITERS.map(() => [] as number[]);
  let current = DELIMITERS.map(() => 0);
  let quoted = false;
  let lines = 0;
  for (let i = 0; i < text.length && lines < 20; i += 1) {
    const c = text[i];
    if (c === '"') {
      quoted = !quoted; // a doubled quote toggles twice
      continue;
    }
    if (quoted) continue;
    if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      if (current.some((n) => n > 0) || lines === 0) counts.forEach((list, k) => list.push(current[k] ?? 0));
      current = DELIMITERS.map(() => 0);
      lines += 1;
      continue;
    }
    const k = DELIMITERS.indexOf(c as Delimiter);
    if (k >= 0) current[k] = (current[k] ?? 0) + 1;
  }
  if (lines < 20 && current.some((n) => n > 0)) counts.forEach((list, k) => list.push(current[k] ?? 0));
  let best: Delimiter = ',';
  let bestScore: [number, number] = [-1, -1];
  DELIMITERS.forEach((delimiter, k) => {
    const [header, ...rest] = counts[k] ?? [];
    if (!header) return;
    const agreeing = rest.filter((n) => n === header).length;
    const score: [number, number] = [agreeing, header];
    if (score[0] > bestScore[0] || (score[0] === bestScore[0] && score[1] > bestScore[1])) {
      best = delimiter;
      bestScore = score;
    }
  });
  return best;
}
