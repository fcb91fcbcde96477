import { syncShortfall } from '../core/index.js';
import type { Job } from './types.js';

/**
 * The IMAP sync of every enabled mail account: every 60 s inside `serve`; `marketplace jobs run inbox`
 * for system cron (exit 1 with the reason when an account was not synced). Several `serve` processes may run
 * it: each account's lease lets one sync it at a time.
 */
export const inboxSyncJob: Job = {
  name: 'inbox',
  schedule: '0 * * * * *',
  run: async (core, options) => {
    const summary = await core.inbox.sync.run({ signal: options?.signal });
    const { configured, accounts, mailboxes, new: fresh, updated, removed, bounces, auto_replies, errors, skipped } = summary;
    const shortfall = syncShortfall(summary);
    return {
      configured,
      accounts,
      mailboxes,
      new: fresh,
      updated,
      removed,
      bounces,
      auto_replies,
      errors,
      skipped,
      ...(shortfall && { shortfall }),
    };
  },
};
