import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS_VALUES, campaignCreateRequest, RECIPIENT_STATUS_VALUES } from '../../src/contract/campaigns.js';
import { cs } from '../../web/src/i18n/cs.js';
import {
  campaignActions,
  campaignPayload,
  campaignProgress,
  confirmedAction,
  isLive,
  parseCountryFilter,
  parsePage,
  pastedAddresses,
  wallTimeToIso,
  type CampaignFormValues,
} from '../../web/src/pages/admin/campaigns/campaign-rules.js';

const values = (over: Partial<CampaignFormValues> = {}): CampaignFormValues => ({
  name: 'Jaro',
  subject: 'Nabídka',
  html_content: '',
  text_content: '',
  scheduled_at: '',
  interval_seconds: '10',
  recipients: 'a@example.cz',
  segment: { region: '', score: '', category: '', never_emailed: false, not_replied: false },
  ...over,
});

/** The pure rules of the Campaign screen (web/src/pages/admin/campaigns/campaign-rules.ts). */
describe('campaign screen rules', () => {
  it('offers start only for a draft, pause only while sending, resume when paused, cancel until finished, delete always', () => {
    expect(campaignActions('draft')).toEqual(['start', 'cancel', 'delete']);
    expect(campaignActions('scheduled')).toEqual(['cancel', 'delete']);
    expect(campaignActions('sending')).toEqual(['pause', 'cancel', 'delete']);
    expect(campaignActions('paused')).toEqual(['resume', 'cancel', 'delete']);
    expect(campaignActions('sent')).toEqual(['delete']);
    expect(campaignActions('cancelled')).toEqual(['delete']);
    expect(['start', 'pause', 'resume', 'cancel', 'delete'].filter((a) => confirmedAction(a as never))).toEqual([
      'start',
      'cancel',
      'delete',
    ]);
  });

  it('polls only campaigns whose numbers move by themselves', () => {
    expect(CAMPAIGN_STATUS_VALUES.filter(isLive)).toEqual(['scheduled', 'sending']);
  });

  it('has its fixed Czech status text for every status', () => {
    expect(CAMPAIGN_STATUS_VALUES.map((s) => cs[`admin.campaigns.status.${s}`])).toEqual([
      'Koncept',
      'Naplánováno',
      'Odesílá se',
      'Pozastaveno',
      'Odesláno',
      'Zrušeno',
    ]);
    for (const s of RECIPIENT_STATUS_VALUES) expect(cs[`admin.campaigns.recipient.${s}`]).toBeTruthy();
    expect(cs['admin.campaigns.empty']).toBe('Žádné kampaně');
    expect(cs['admin.campaigns.confirm.start']).toBe('Opravdu spustit tuto kampaň? Emaily budou odesílány okamžitě.');
    expect(cs['admin.campaigns.confirm.delete']).toBe('Opravdu smazat tuto kampaň? Tato akce je nevratná.');
  });

  it('measures progress as recipients settled (sent or failed) of all, whole per cent, never past the total', () => {
    expect(campaignProgress({ total_recipients: 0, sent_count: 0, failed_count: 0 })).toEqual({ done: 0, total: 0, percent: 0 });
    expect(campaignProgress({ total_recipients: 3, sent_count: 1, failed_count: 0 })).toEqual({ done: 1, total: 3, percent: 33 });
    expect(campaignProgress({ total_recipients: 3, sent_count: 2, failed_count: 1 })).toEqual({ done: 3, total: 3, percent: 100 });
    expect(campaignProgress({ total_recipients: 2, sent_count: 5, failed_count: 0 })).toEqual({ done: 2, total: 2, percent: 100 });
  });

  it('counts pasted addresses as the server reads them: one a line, trimmed, with an at-sign, each once', () => {
    expect(pastedAddresses(' A@example.cz \r\nbez zavinace\n\na@EXAMPLE.cz\nb@example.cz')).toEqual(['a@example.cz', 'b@example.cz']);
    expect(pastedAddresses('')).toEqual([]);
  });

  it('reads a datetime-local value as the edition’s wall time (Prague, winter and summer)', () => {
    expect(wallTimeToIso('2026-12-24T10:00', 'Europe/Prague')).toBe('2026-12-24T09:00:00.000Z');
    expect(wallTimeToIso('2026-07-01T10:00', 'Europe/Prague')).toBe('2026-07-01T08:00:00.000Z');
    expect(wallTimeToIso('2026-07-01T10:00', 'UTC')).toBe('2026-07-01T10:00:00.000Z');
    expect(wallTimeToIso('zítra', 'Europe/Prague')).toBeNull();
    expect(wallTimeToIso('', 'Europe/Prague')).toBeNull();
  });

  it('sends only the chosen source, empty contents as null, the interval as a number, a segment without empty filters', () => {
    expect(campaignPayload(values(), 'list', 'Europe/Prague')).toEqual({
      name: 'Jaro',
      subject: 'Nabídka',
      html_content: null,
      text_content: null,
      scheduled_at: null,
      interval_seconds: 10,
      recipients: 'a@example.cz',
    });
    const segment = campaignPayload(
      values({ interval_seconds: '', segment: { region: ' Praha ', score: '1-2', category: '', never_emailed: true, not_replied: false } }),
      'segment',
      'Europe/Prague',
    );
    expect(segment).not.toHaveProperty('recipients');
    expect(segment).not.toHaveProperty('interval_seconds');
    expect(segment.segment).toEqual({ region: 'Praha', score: '1-2', never_emailed: true });
    expect(campaignPayload(values(), 'csv', 'Europe/Prague')).not.toHaveProperty('recipients');
    const scheduled = campaignPayload(values({ scheduled_at: '2026-12-24T10:00' }), 'list', 'Europe/Prague');
    expect(scheduled.scheduled_at).toBe('2026-12-24T09:00:00.000Z');
    // what is sent passes the contract's schema; a bad interval is refused with the contract's message key
    expect(campaignCreateRequest.safeParse(scheduled).success).toBe(true);
    const bad = campaignCreateRequest.safeParse(campaignPayload(values({ interval_seconds: '-5' }), 'list', 'Europe/Prague'));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['interval_seconds'], message: 'campaign.interval' });
  });

  it('reads the list’s filters from the address', () => {
    expect(parseCountryFilter('sk')).toBe('SK');
    expect(parseCountryFilter('DE')).toBe('');
    expect(parseCountryFilter(null)).toBe('');
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });
});
