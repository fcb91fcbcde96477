import type { Core } from '../../../src/core/index.js';
import { databaseOf } from './database.js';

/** The address the product's mail goes out from (the mail settings' from_email, also the operator's last-resort address), saved as the settings screen saves it. */
export async function setSenderAddress(core: Core, email: string): Promise<void> {
  await core.mail.settings.save({ from_email: email });
}

/**
 * Back to the defaults: deletes the stored settings `key` (an exact key, or a prefix ending in `%`, e.g.
 * `general.%`) and drops the core's copy of them. The product saves values but never forgets one, so a test
 * that starts from the defaults deletes the rows.
 */
export async function forgetSettings(core: Core, key: string): Promise<void> {
  const rows = databaseOf(core, 'forgetSettings')('settings');
  await (key.endsWith('%') ? rows.where('key', 'like', key) : rows.where({ key })).delete();
  core.changed('settings');
}
