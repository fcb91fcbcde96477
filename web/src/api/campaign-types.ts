import type { CampaignDto, CampaignRecipientDto } from '../../../src/contract/campaigns.js';

/** The campaigns client's types, without the client (pure rules and tests import these alone). */
export type { CampaignDto, CampaignRecipientDto };
export type CampaignStatus = CampaignDto['status'];
export type RecipientStatus = CampaignRecipientDto['status'];

/** A prospect-CRM segment as the API takes it (the campaign's country unless given). */
export interface CampaignSegment {
  region?: string;
  score?: string;
  category?: string;
  never_emailed?: boolean;
  not_replied?: boolean;
}

/** What the create form sends: the fields plus exactly one recipient source. */
export interface NewCampaign {
  name: string;
  subject: string;
  html_content: string | null;
  text_content: string | null;
  interval_seconds?: number;
  scheduled_at: string | null;
  recipients?: string;
  segment?: CampaignSegment;
  /** a CSV of recipients (sent as multipart/form-data) */
  file?: File;
}
