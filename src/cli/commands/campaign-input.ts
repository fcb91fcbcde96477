import { InvalidArgumentError } from 'commander';
import { readFile } from 'node:fs/promises';
import { countryCode } from '../../contract/common.js';
import { prospectSegmentDto } from '../../contract/campaigns.js';
import type { ProspectSegment, RecipientSource } from '../../core/index.js';
import { MAX_INTERVAL_SECONDS, DomainError } from '../../core/names.js';
import { CAMPAIGN_CLI_TEXTS as T } from '../texts.js';

/** What `campaign create`'s flags turn into before core sees them (flags parsed here, the rules are core's). */

const SEGMENT_KEYS = Object.keys(prospectSegmentDto.shape);

export const campaignId = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(T.idHint);
  return n;
};

export const templateId = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(T.templateHint);
  return n;
};

export const intervalSeconds = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > MAX_INTERVAL_SECONDS) throw new InvalidArgumentError(T.intervalHint(MAX_INTERVAL_SECONDS));
  return n;
};

export const country = (value: string) => {
  const code = value.toUpperCase();
  if (!countryCode.safeParse(code).success) throw new InvalidArgumentError(`--country: ${T.countryHint}`);
  return code;
};

/** `--segment "region=praha&score=1-2"`: the query-string form of the API's segment, checked by the contract's schema. */
export const segment = (value: string): ProspectSegment => {
  const params = new URLSearchParams(value);
  const raw: Record<string, string> = {};
  for (const [key, v] of params) {
    if (!SEGMENT_KEYS.includes(key)) throw new InvalidArgumentError(T.badSegment(`${key}: ${T.segmentKeys(SEGMENT_KEYS.join(', '))}`));
    raw[key] = v;
  }
  const parsed = prospectSegmentDto.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new InvalidArgumentError(T.badSegment(issue ? `${issue.path.join('.')}: ${issue.message}` : parsed.error.message));
  }
  return parsed.data;
};

/** A file's text, or a validation error naming the flag. */
export async function fileText(flag: string, file: string): Promise<string> {
  return readFile(file, 'utf8').catch((e: NodeJS.ErrnoException) => {
    throw new DomainError('validation', T.unreadable(flag, file, e.code === 'ENOENT' ? 'neexistuje' : e.message));
  });
}

/**
 * A recipients file: one address a line when its first non-empty line is an address (a CSV's header
 * row holds none), otherwise a CSV with a header row naming the e-mail column.
 */
export async function recipientsFile(file: string): Promise<RecipientSource> {
  const text = await fileText('--recipients', file);
  const first = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .find((line) => line.trim());
  return first?.includes('@') ? { emails: text } : { csv: text };
}
