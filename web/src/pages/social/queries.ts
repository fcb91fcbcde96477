import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  getSocialCart,
  getSocialStats,
  listSocialAccounts,
  listSocialPosts,
  listSocialTemplates,
  type SocialFace,
  type SocialPostStatus,
  type SocialTemplateCategory,
  type SocialTemplateValues,
} from '../../api/social.js';
import { serverMessageOr } from '../../components/ui/errors.js';
import type { useNotices } from '../../components/ui/notices.js';
import type { FirstQuery } from '../../hooks/first-query.js';
import { useApiQuery } from '../../hooks/use-api-query.js';

/** Social posting's query keys: all under 'social', face. */
export const socialKeys = {
  all: (face: SocialFace) => ['social', face] as const,
  posts: (face: SocialFace, status: SocialPostStatus | '', page: number) => ['social', face, 'posts', status, page] as const,
  cart: (face: SocialFace) => ['social', face, 'cart'] as const,
  accounts: (face: SocialFace) => ['social', face, 'accounts'] as const,
  templates: (face: SocialFace, filter: object) => ['social', face, 'templates', filter] as const,
  stats: (face: SocialFace) => ['social', face, 'stats'] as const,
};

export const useSocialPosts = (face: SocialFace, status: SocialPostStatus | '', page: number) =>
  useApiQuery(socialKeys.posts(face, status, page), (signal) => listSocialPosts(face, { status, page }, signal), {
    // a scheduled post becomes published when the job runs: the list follows it
    refetchInterval: 30_000,
  });
/** The post cart beside every tab: the screen's first query with data (its first tab, Vytvořit příspěvek, asks for none). */
export const socialCartQuery = (face: SocialFace) =>
  ({ key: socialKeys.cart(face), load: (signal) => getSocialCart(face, signal) }) satisfies FirstQuery<unknown>;

export const useSocialCart = (face: SocialFace) => {
  const query = socialCartQuery(face);
  return useApiQuery(query.key, query.load);
};
export const useSocialAccounts = (face: SocialFace) => useApiQuery(socialKeys.accounts(face), (signal) => listSocialAccounts(face, signal));
export const useSocialTemplates = (face: SocialFace, filter: SocialTemplateValues & { category?: SocialTemplateCategory | '' }) =>
  useApiQuery(socialKeys.templates(face, filter), (signal) => listSocialTemplates(face, filter, signal));
export const useSocialStats = (face: SocialFace) => useApiQuery(socialKeys.stats(face), (signal) => getSocialStats(face, signal));

/** After any change the posts, the cart, the accounts and the statistics refetch. */
export function useSocialChanged(face: SocialFace): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: socialKeys.all(face) }), [client, face]);
}

/** One action on a post, the cart or an account, and the notice to show after it (none when `done` is left out). */
export interface SocialAction {
  work: () => Promise<unknown>;
  done?: (answer: unknown) => string;
}

/**
 * The actions of a list (posts, cart, accounts), one at a time: `isPending` while one runs; after it every
 * social query of the face is stale; a refusal is an error notice (the server's message, else
 * 'Akci se nepodařilo provést.').
 */
export function useSocialAction(face: SocialFace, notices: ReturnType<typeof useNotices>, failed: string) {
  const changed = useSocialChanged(face);
  return useMutation({
    mutationFn: ({ work }: SocialAction) => work(),
    onSuccess: (answer, { done }) => {
      if (done) notices.success(done(answer));
      changed();
    },
    onError: (error) => notices.error(serverMessageOr(error, failed)),
  });
}
