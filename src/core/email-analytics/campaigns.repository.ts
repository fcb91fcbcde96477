import type { Knex } from 'knex';

/** A campaign's counts as the top-campaigns table shows them. */
export interface CampaignCounts {
  id: number;
  name: string;
  status: string;
  sent_count: number;
  opened_count: number;
  clicked_count: number;
  bounced_count: number;
}

/**
 * The campaigns that sent something, most opened first (then most clicked), of one edition or all,
 * from the counts the campaigns area keeps on email_campaigns.
 */
export function createTopCampaignsRepository(db: Knex) {
  return {
    async top(limit: number, country?: string): Promise<CampaignCounts[]> {
      const q = db('email_campaigns')
        .select('id', 'name', 'status', 'sent_count', 'opened_count', 'clicked_count', 'bounced_count')
        .where('sent_count', '>', 0);
      if (country) q.andWhere('country_code', country);
      const rows: Array<Record<string, unknown>> = await q
        .orderBy([
          { column: 'opened_count', order: 'desc' },
          { column: 'clicked_count', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map((r) => ({
        id: Number(r.id),
        name: String(r.name ?? ''),
        status: String(r.status ?? ''),
        sent_count: Number(r.sent_count ?? 0),
        opened_count: Number(r.opened_count ?? 0),
        clicked_count: Number(r.clicked_count ?? 0),
        bounced_count: Number(r.bounced_count ?? 0),
      }));
    },
  };
}

export type TopCampaignsRepository = ReturnType<typeof createTopCampaignsRepository>;
