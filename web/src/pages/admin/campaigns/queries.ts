import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCampaign, listCampaignRecipients, listCampaigns, type RecipientStatus } from '../../../api/campaigns.js';
import type { FirstQuery } from '../../../hooks/first-query.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { CAMPAIGN_POLL_MS, isLive } from './campaign-rules.js';

/** The Campaign screen's query keys: all under 'admin', 'campaigns'. */
export const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  list: (country: string, page: number, limit: number) => ['admin', 'campaigns', 'list', country, page, limit] as const,
  one: (id: number) => ['admin', 'campaigns', 'one', id] as const,
  recipients: (id: number, status: string, page: number) => ['admin', 'campaigns', 'recipients', id, status, page] as const,
};

const pollWhile = (live: boolean) => (live ? CAMPAIGN_POLL_MS : false);

/** The list's page size: the full screen shows 50, the Email Center's tab the newest 5. */
export const LIST_LIMIT = { full: 50, compact: 5 } as const;

/** A page of the campaigns of a country ('' all): the overview's first query (`?filter_country=`, `?page=`). */
export const campaignListQuery = (filter: { country: string; page: number; limit: number }) =>
  ({
    key: campaignKeys.list(filter.country, filter.page, filter.limit),
    load: (signal) => listCampaigns({ country: filter.country || undefined, page: filter.page, limit: filter.limit }, signal),
  }) satisfies FirstQuery<unknown>;

/** A page of campaigns; polled while one of them sends or waits for its time. */
export function useCampaignList(filter: { country: string; page: number; limit: number }) {
  const query = campaignListQuery(filter);
  return useApiQuery(query.key, query.load, {
    refetchInterval: (data) => pollWhile((data?.campaigns ?? []).some((c) => isLive(c.status))),
  });
}

/** One campaign, reloaded every few seconds while its numbers move. */
export function useCampaign(id: number) {
  return useApiQuery(campaignKeys.one(id), (signal) => getCampaign(id, signal), {
    refetchInterval: (data) => pollWhile(Boolean(data && isLive(data.campaign.status))),
  });
}

/** A page of a campaign's recipients; polled while the campaign is live. */
export function useCampaignRecipients(id: number, filter: { status: RecipientStatus | ''; page: number }, live: boolean) {
  return useApiQuery(campaignKeys.recipients(id, filter.status, filter.page), (signal) => listCampaignRecipients(id, filter, signal), {
    refetchInterval: pollWhile(live),
  });
}

/** After a change every campaign list, detail and the Email Center's counts refetch. */
export function useCampaignsChanged(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: campaignKeys.all });
    void client.invalidateQueries({ queryKey: ['admin', 'center'] });
  }, [client]);
}

/** A deleted campaign: its cached detail and recipients go, so that its old link loads afresh (and answers not found). */
export function useCampaignForgotten(): (id: number) => void {
  const client = useQueryClient();
  return useCallback(
    (id: number) => {
      client.removeQueries({ queryKey: campaignKeys.one(id) });
      client.removeQueries({ queryKey: ['admin', 'campaigns', 'recipients', id] });
    },
    [client],
  );
}
