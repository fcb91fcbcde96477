import { parse } from 'csv-parse/sync';
import { DomainError } from '../errors.js';
import { isEmailAddress } from '../mail/model.js';
import { CAMPAIGN_TEXTS, type NewRecipient, type RecipientsSkipped } from './model.js';

/** Column names (folded) an uploaded CSV may use for each field. */
const EMAIL_COLUMNS = ['email', 'e-mail', 'email_address', 'mail', 'adresa'];
const NAME_COLUMNS = ['name', 'jmeno', 'jméno', 'contact', 'kontakt'];
const COMPANY_COLUMNS = ['company', 'company_name', 'firma', 'společnost', 'spolecnost', 'nazev', 'název'];
const CITY_COLUMNS = ['city', 'mesto', 'město', 'obec'];

const cell = (value: unknown, max = 190) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text ? text.slice(0, max) : null;
};

/**
 * The addresses kept, in their first order: trimmed, lower-cased (addresses are matched without case),
 * each once; one that is not an address is left out and named in `skipped.invalid`.
 */
export function cleanRecipients(candidates: Iterable<NewRecipient>): { recipients: NewRecipient[]; skipped: RecipientsSkipped } {
  const seen = new Set<string>();
  const recipients: NewRecipient[] = [];
  const skipped: RecipientsSkipped = { invalid: [], duplicates: 0 };
  for (const candidate of candidates) {
    const email = candidate.email.trim().toLowerCase();
    if (!isEmailAddress(email)) {
      if (skipped.invalid.length < 100) skipped.invalid.push(candidate.email.trim());
      continue;
    }
    if (seen.has(email)) {
      skipped.duplicates += 1;
      continue;
    }
    seen.add(email);
    recipients.push({ ...candidate, email });
  }
  return { recipients, skipped };
}

/** Pasted addresses, one a line: trimmed, kept only when they hold an at-sign (the rest are blank lines and notes). */
export function pastedRecipients(text: string): NewRecipient[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.includes('@'))
    .map((email) => ({ email }));
}

/** An uploaded CSV with a header row: an e-mail column, optional name, company and city columns; comma or semicolon. */
export function csvRecipients(content: Buffer | string): NewRecipient[] {
  let rows: string[][];
  try {
    rows = parse(content, { delimiter: [',', ';', '\t'], bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw DomainError.validation([{ field: 'file', message: CAMPAIGN_TEXTS.badCsv((error as Error).message) }]);
  }
  const [header, ...body] = rows;
  const names = (header ?? []).map((h) => h.toLowerCase().trim());
  const find = (options: string[]) => names.findIndex((n) => options.includes(n));
  const email = find(EMAIL_COLUMNS);
  if (email < 0) throw DomainError.validation([{ field: 'file', message: CAMPAIGN_TEXTS.noEmailColumn }]);
  const name = find(NAME_COLUMNS);
  const company = find(COMPANY_COLUMNS);
  const city = find(CITY_COLUMNS);
  return body.flatMap((row) => {
    const address = row[email];
    if (typeof address !== 'string' || !address.trim()) return [];
    return [
      {
        email: address,
        name: name < 0 ? null : cell(row[name]),
        company_name: company < 0 ? null : cell(row[company]),
        city: city < 0 ? null : cell(row[city]),
      },
    ];
  });
}
