import type { Knex } from 'knex';
import { createCampaignRepository } from '../../../src/core/campaigns/campaigns.repository.js';
import type { Campaign } from '../../../src/core/campaigns/model.js';

type CampaignCounts = 'sent_count' | 'opened_count' | 'clicked_count' | 'bounced_count';

export type SentCampaignInput = Pick<Campaign, 'name'> &
  Partial<Pick<Campaign, 'subject' | 'country_code' | CampaignCounts>> & {
    /** when it was made (the test's clock or a fixed date) */
    at: Date | string;
  };

/**
 * A bulk campaign that has finished sending ('sent'), with the counts its sending, opens and clicks left
 * (0 unless given; the subject is its name, the edition CZ), written by the campaigns' repository: the
 * product reaches them only by sending to every recipient over time. Its id (core.campaigns.remove deletes it).
 */
export async function createSentCampaign(db: Knex, input: SentCampaignInput): Promise<number> {
  const { at, ...fields } = input;
  return createCampaignRepository(db).insert(
    { subject: fields.name, country_code: 'CZ', ...fields, status: 'sent' satisfies Campaign['status'] },
    typeof at === 'string' ? new Date(at) : at,
  );
}
