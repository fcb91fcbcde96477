import type { CampaignDto, CampaignSegment, CampaignStatus, NewCampaign, RecipientStatus } from '../../../api/campaign-types.js';
import type { BadgeTone } from '../../../components/ui/badge.js';

/** The pure rules of the Campaign screen: badges, which actions a status offers, progress, polling. */

export const CAMPAIGN_COUNTRIES = ['CZ', 'SK', 'PL'] as const;
export type CampaignCountry = (typeof CAMPAIGN_COUNTRIES)[number];

/** While a campaign sends (or waits for its time), its numbers move: the detail reloads this often. */
export const CAMPAIGN_POLL_MS = 3_000;

export const CAMPAIGN_TONES: Readonly<Record<CampaignStatus, BadgeTone>> = {
  draft: 'grey',
  scheduled: 'blue',
  sending: 'accent',
  paused: 'yellow',
  sent: 'green',
  cancelled: 'red',
};

export const RECIPIENT_TONES: Readonly<Record<RecipientStatus, BadgeTone>> = {
  pending: 'grey',
  queued: 'blue',
  sent: 'green',
  failed: 'red',
  bounced: 'red',
  suppressed: 'yellow',
  unknown: 'neutral',
};

export type CampaignActionName = 'start' | 'pause' | 'resume' | 'cancel' | 'delete';

/**
 * The actions a campaign in `status` offers, in the order shown: start only a draft, pause only while
 * sending, resume a paused one, cancel anything not yet finished, delete always.
 */
export function campaignActions(status: CampaignStatus): CampaignActionName[] {
  const actions: CampaignActionName[] = [];
  if (status === 'draft') actions.push('start');
  if (status === 'sending') actions.push('pause');
  if (status === 'paused') actions.push('resume');
  if (status === 'draft' || status === 'scheduled' || status === 'sending' || status === 'paused') actions.push('cancel');
  actions.push('delete');
  return actions;
}

/** Actions that ask for a confirmation first: start and delete, and cancel, which cannot be undone. */
export const confirmedAction = (action: CampaignActionName) => action === 'start' || action === 'cancel' || action === 'delete';

/** Whether the campaign's numbers can still move by themselves (the detail and the list poll). */
export const isLive = (status: CampaignStatus) => status === 'sending' || status === 'scheduled';

/** Recipients settled so far (sent or failed) and their share of all, 0 to 100 whole. */
export function campaignProgress(campaign: Pick<CampaignDto, 'total_recipients' | 'sent_count' | 'failed_count'>) {
  const total = Math.max(0, campaign.total_recipients);
  const done = Math.min(total, Math.max(0, campaign.sent_count + campaign.failed_count));
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

/** Pasted recipients as the server reads them: one a line, trimmed, kept when they contain '@', each once (case aside). */
export function pastedAddresses(text: string): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const address = line.trim();
    if (address.includes('@')) seen.add(address.toLowerCase());
  }
  return [...seen];
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
    // the parts the format asks for, each a number
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * A `datetime-local` value read as wall time of `timeZone` (the edition's, e.g. Europe/Prague), as an
 * ISO instant; null when empty or not a date and time.
 */
export function wallTimeToIso(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  // the pattern's five groups, all matched
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // the offset at the guess, then again at the answer (a change of offset in between: summer time)
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The list's `?country=` filter: one of the editions, or '' for all. */
export const parseCountryFilter = (value: string | null): CampaignCountry | '' =>
  (CAMPAIGN_COUNTRIES as readonly string[]).includes((value ?? '').toUpperCase()) ? ((value ?? '').toUpperCase() as CampaignCountry) : '';

/** A positive whole page number from the URL, else 1. */
export const parsePage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** Where a new campaign's recipients come from. */
export type RecipientSource = 'list' | 'csv' | 'segment';

/** The score bands a segment can ask for (the prospects' score filter). */
export const SEGMENT_SCORES = ['1-2', '3-4', '5+'] as const;

/** The create form's values as typed (all text; the checkboxes of the segment). */
export interface CampaignFormValues {
  name: string;
  subject: string;
  html_content: string;
  text_content: string;
  /** datetime-local, the edition's wall time; '' for none */
  scheduled_at: string;
  interval_seconds: string;
  recipients: string;
  segment: { region: string; score: string; category: string; never_emailed: boolean; not_replied: boolean };
}

/**
 * What the create form sends: empty contents as null, the scheduled time as an ISO instant of the
 * edition's wall time (an unreadable one as typed, for the server to refuse), the interval as a number
 * (empty: the server's default), and only the chosen source's recipients (a segment without its empty filters).
 */
export function campaignPayload(values: CampaignFormValues, source: RecipientSource, timeZone: string): Omit<NewCampaign, 'file'> {
  const interval = values.interval_seconds.trim();
  const payload: Omit<NewCampaign, 'file'> = {
    name: values.name,
    subject: values.subject,
    html_content: values.html_content.trim() ? values.html_content : null,
    text_content: values.text_content.trim() ? values.text_content : null,
    scheduled_at: values.scheduled_at.trim() ? (wallTimeToIso(values.scheduled_at, timeZone) ?? values.scheduled_at) : null,
    ...(interval ? { interval_seconds: Number(interval) } : {}),
  };
  if (source === 'list') payload.recipients = values.recipients;
  if (source === 'segment') {
    const s = values.segment;
    const segment: CampaignSegment = {};
    if (s.region.trim()) segment.region = s.region.trim();
    if (s.score) segment.score = s.score;
    if (s.category.trim()) segment.category = s.category.trim();
    if (s.never_emailed) segment.never_emailed = true;
    if (s.not_replied) segment.not_replied = true;
    payload.segment = segment;
  }
  return payload;
}
