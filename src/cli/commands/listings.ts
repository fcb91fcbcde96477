import { InvalidArgumentError, type Command } from 'commander';
import { countryCode } from '../../contract/common.js';
import { listingReasonRequest, listingState, type ListingDto, type ListingState } from '../../contract/listings.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';

const PAGE = 100;
const positive = (flag: string) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(`${flag} must be a whole number of at least 1`);
  return n;
};
const oneOf =
  (flag: string, schema: { safeParse(v: unknown): { success: boolean } }, hint: string, map = (v: string) => v) =>
  (v: string) => {
    if (!schema.safeParse(map(v)).success) throw new InvalidArgumentError(`${flag}: ${hint}`);
    return map(v);
  };
const reasonOf = (v: string) => {
  const parsed = listingReasonRequest.safeParse({ reason: v });
  if (!parsed.success) throw new InvalidArgumentError('--reason: give the reason the business will read (1 to 1000 characters)');
  return parsed.data.reason;
};
const row = (l: ListingDto) =>
  `${String(l.id).padStart(6)}  ${l.state.padEnd(10)}  ${l.country_code}  ${l.created_at.slice(0, 10)}  ${l.name}  ${l.email ?? '-'}`;

/** `marketplace listings`: moderation of the directory's listings, the same service as the admin's 'Zápisy firem'. */
export function registerListingCommands(program: Command) {
  const listings = program.command('listings').description('moderate business listings: list, verify, reject, suspend, reinstate');
  listings
    .command('list')
    .description('listings, unverified first, then newest (id, state, country, created, name, e-mail)')
    .option(
      '--state <state>',
      'unverified, verified, rejected or suspended',
      oneOf('--state', listingState, 'use unverified, verified, rejected or suspended'),
    )
    .option(
      '--country <code>',
      'CZ, SK or PL',
      oneOf('--country', countryCode, 'use CZ, SK or PL', (v) => v.toUpperCase()),
    )
    .option('--search <text>', 'part of the name or e-mail')
    .option('--limit <n>', 'at most N listings (default: every match)', positive('--limit'))
    .action(async (o: { state?: ListingState; country?: 'CZ' | 'SK' | 'PL'; search?: string; limit?: number }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const found: ListingDto[] = [];
        for (let page = 1; o.limit === undefined || found.length < o.limit; page += 1) {
          const answer = await ctx.core.listings.list({
            state: o.state,
            country: o.country,
            search: o.search?.trim() || undefined,
            page,
            limit: PAGE,
          });
          found.push(...answer.listings);
          if (answer.listings.length < PAGE) break;
        }
        const shown = o.limit === undefined ? found : found.slice(0, o.limit);
        printResult(flags, shown, shown.length ? shown.map(row) : ['no listings match']);
      } finally {
        await ctx.close();
      }
    });

  const decision = (name: 'verify' | 'reinstate' | 'reject' | 'suspend', description: string, withReason: boolean) => {
    const command = listings.command(name).description(description).argument('<id>', 'listing id', positive('id'));
    if (withReason) command.requiredOption('--reason <text>', 'why (sent to the business in the e-mail)', reasonOf);
    command.action(async (listingId: number, o: { reason?: string }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      const ctx = await openContext({ migrated: true });
      try {
        const l = ctx.core.listings;
        const result = name === 'reject' || name === 'suspend' ? await l[name](listingId, o.reason!) : await l[name](listingId);
        printResult(flags, result, `#${result.listing.id} ${result.listing.name}: ${result.listing.state}. ${result.message}`);
      } finally {
        await ctx.close();
      }
    });
  };
  decision('verify', 'verify a listing: it becomes public (search, sitemap, profile); e-mails the business', false);
  decision('reject', 'reject an unverified registration with a reason; e-mails the business', true);
  decision('suspend', 'hide a verified listing with a reason; e-mails the business', true);
  decision('reinstate', 'make a suspended listing public again; e-mails the business', false);
}
