import { randomBytes } from 'node:crypto';
import { SOCIAL_PLATFORMS, type SocialAccountDto, type SocialAccountRequest } from '../../contract/social.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { sealSecret } from '../security/secret-box.js';
import { scopeKeyOf, SOCIAL_TEXTS, type SocialAccountRow, type SocialScope } from './model.js';
import type { SocialRepository } from './social.repository.js';

const accountDto = (a: SocialAccountRow): SocialAccountDto => ({
  id: a.id,
  platform: a.platform,
  display_name: a.display_name,
  adapter: a.adapter,
  webhook_url: a.webhook_url,
  connected: a.connected,
  last_published_at: a.last_published_at,
  created_at: a.created_at,
});

/**
 * Connected accounts of one scope, one per platform. A webhook account gets a new random HMAC key,
 * sealed at rest and answered once; to change it, the account is disconnected and connected again.
 */
export function createSocialAccountService(deps: { uow: UnitOfWork; repo: SocialRepository; clock: Clock; secret: string }) {
  const { uow, repo, clock } = deps;
  return {
    async list(scope: SocialScope) {
      const accounts = (await repo.accounts(scopeKeyOf(scope))).map(accountDto);
      return {
        accounts,
        platforms: SOCIAL_PLATFORMS.map((platform) => ({
          platform,
          connected: accounts.some((a) => a.platform === platform && a.connected),
        })),
      };
    },

    async connect(scope: SocialScope, input: SocialAccountRequest) {
      const secret = input.adapter === 'webhook' ? randomBytes(32).toString('base64url') : null;
      const key = scopeKeyOf(scope);
      const id = await uow.write((tx) =>
        tx.social.insertAccount(
          key,
          scope.companyId,
          {
            platform: input.platform,
            display_name: input.display_name.trim(),
            adapter: input.adapter,
            webhook_url: input.adapter === 'webhook' ? (input.webhook_url ?? null) : null,
            secret_sealed: secret ? sealSecret(deps.secret, secret) : null,
          },
          clock.now(),
        ),
      );
      if (id === null)
        throw new DomainError('conflict', SOCIAL_TEXTS.accountExists, {
          fields: [{ field: 'platform', message: SOCIAL_TEXTS.accountExists }],
        });
      const account = await repo.account(key, id);
      return { account: accountDto(account!), secret };
    },

    async disconnect(scope: SocialScope, id: number) {
      const removed = await uow.write((tx) => tx.social.deleteAccount(scopeKeyOf(scope), id));
      if (!removed) throw new DomainError('not_found', SOCIAL_TEXTS.accountNotFound);
    },

    async connectedCount(scope: SocialScope) {
      return (await repo.accounts(scopeKeyOf(scope))).filter((a) => a.connected).length;
    },
  };
}
