/** Bulk e-mail campaigns: states, constants and the Czech texts the server sends. */

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const RECIPIENT_STATUSES = ['pending', 'queued', 'sent', 'failed', 'bounced', 'suppressed', 'unknown'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** The default stagger: one recipient every 10 s unless the campaign says otherwise (0: no wait). */
export const DEFAULT_INTERVAL_SECONDS = 10;
export const MAX_INTERVAL_SECONDS = 86_400;
/** Recipients written per multi-row INSERT when a campaign is created. */
export const INSERT_CHUNK = 500;
/** Recipients put on the queue per transaction. */
export const FEED_BATCH = 250;
/** The queue holds a campaign's messages due within this horizon; later ones are fed by the `campaigns` job. */
export const FEED_HORIZON_MS = 10 * 60 * 1000;
/** progress(): the rate per minute is taken over this window. */
export const RATE_WINDOW_MS = 5 * 60 * 1000;
export const RECIPIENT_PAGE_SIZE = 50;
export const LAST_ERRORS = 5;
/** A campaign holds at most this many recipients. */
export const MAX_RECIPIENTS = 100_000;

export interface Campaign {
  id: number;
  country_code: string;
  name: string;
  subject: string;
  html_content: string | null;
  text_content: string | null;
  template_id: number | null;
  status: CampaignStatus;
  interval_seconds: number;
  scheduled_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  total_recipients: number;
  sent_count: number;
  failed_count: number;
  opened_count: number;
  clicked_count: number;
  bounced_count: number;
  unsubscribed_count: number;
  created_at: string;
  updated_at: string;
}

export interface CampaignRecipient {
  id: number;
  email_address: string;
  name: string | null;
  company_name: string | null;
  city: string | null;
  prospect_id: number | null;
  status: RecipientStatus;
  sent_at: string | null;
  error_message: string | null;
}

/** A recipient before it is stored: the address lower-cased, with what the placeholders need. */
export interface NewRecipient {
  email: string;
  name?: string | null;
  company_name?: string | null;
  city?: string | null;
  prospect_id?: number | null;
}

/** A segment of the prospects CRM. */
export interface ProspectSegment {
  country?: string;
  region?: string;
  /** '1-2', '3-4', '5+' or one score */
  score?: string;
  category?: string;
  /** no offer or campaign e-mail recorded yet (email_sent_date empty) */
  never_emailed?: boolean;
  /** the prospect has not replied */
  not_replied?: boolean;
}

export type RecipientSource = { emails: string } | { csv: Buffer | string } | { segment: ProspectSegment };

export interface CampaignInput {
  country: string;
  name: string;
  subject: string;
  html_content?: string | null;
  text_content?: string | null;
  template_id?: number | null;
  interval_seconds?: number;
  scheduled_at?: string | null;
  created_by?: number | null;
}

/** What creating a campaign left out, for the message. */
export interface RecipientsSkipped {
  invalid: string[];
  duplicates: number;
}

export interface CampaignProgress {
  id: number;
  name: string;
  status: CampaignStatus;
  total_recipients: number;
  sent_count: number;
  failed_count: number;
  opened_count: number;
  clicked_count: number;
  bounced_count: number;
  unsubscribed_count: number;
  /** recipients by status */
  recipients: Record<RecipientStatus, number>;
  /** messages sent per minute over the last RATE_WINDOW_MS */
  rate_per_minute: number;
  /** seconds until every pending and queued recipient is sent at the current rate (or the interval), null when unknown */
  eta_seconds: number | null;
  last_errors: Array<{ email_address: string; error_message: string; at: string | null }>;
}

export const CAMPAIGN_TEXTS = {
  nameAndSubject: 'Vyplňte název a předmět kampaně',
  noRecipients: 'Zadejte alespoň jeden platný email',
  created: (n: number) => `Kampaň vytvořena s ${n} příjemci!`,
  started: 'Kampaň byla spuštěna! Emaily se budou odesílat postupně.',
  scheduled: 'Kampaň je naplánována.',
  paused: 'Kampaň byla pozastavena.',
  resumed: 'Odesílání kampaně pokračuje.',
  cancelled: 'Kampaň byla zrušena.',
  updated: 'Kampaň byla uložena.',
  notFound: 'Kampaň nenalezena',
  templateNotFound: 'Šablona nenalezena',
  onlyDraftEdited: 'Upravit lze jen kampaň ve stavu koncept.',
  onlyDraftStarted: 'Spustit lze jen kampaň ve stavu koncept.',
  onlySendingPaused: 'Pozastavit lze jen kampaň, která se odesílá.',
  onlyPausedResumed: 'Pokračovat lze jen v pozastavené kampani.',
  notCancellable: 'Zrušit lze jen kampaň, která se ještě neodeslala celá.',
  tooManyRecipients: (max: number) => `Kampaň může mít nejvýše ${max} příjemců.`,
  noEmailColumn: 'Soubor CSV nemá sloupec s e-mailem (email, e-mail).',
  badCsv: (reason: string) => `Soubor CSV se nepodařilo přečíst: ${reason}`,
  oneSource: 'Zadejte příjemce jedním způsobem: seznam adres, soubor CSV nebo segment firem.',
  badSchedule: 'Zadejte platné datum a čas odeslání.',
  completedTitle: 'Kampaň dokončena',
  completedMessage: (name: string, sent: number, total: number) => `Kampaň „${name}“ je odeslána: ${sent} z ${total} příjemců.`,
} as const;
