import { InvalidArgumentError, type Command } from 'commander';
import { countryCode } from '../../contract/common.js';
import { listingReasonRequest, listingState, type ListingDto, type ListingState } from '../../contract/listings.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';
import { ERROR_TEXTS, LISTINGS_TEXTS as T } from '../texts.js';

const PAGE = 100;
const positive = (flag: string) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError(ERROR_TEXTS.wholeNumber(flag));
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
  if (!parsed.success) throw new InvalidArgumentError(T.reasonInvalid);
  return parsed.data.reason;
};
const row = (l: ListingDto) =>
  `${String(l.id).padStart(6)}  ${l.state.padEnd(10)}  ${l.country_code}  ${l.created_at.slice(0, 10)}  ${l.name}  ${l.email ?? '-'}`;

/** `marketplace listings`: moderation of the directory's listings, the same service as the admin's 'Zápisy firem'. */
export function registerListingCommands(program: Command) {
  const listings = program.command('listings').description(T.description);
  listings
    .command('list')
    .description(T.list)
    .option('--state <state>', T.state, oneOf('--state', listingState, T.stateHint))
    .option(
      '--country <code>',
      T.country,
      oneOf('--country', countryCode, T.countryHint, (v) => v.toUpperCase()),
    )
    .option('--search <text>', T.search)
    .option('--limit <n>', T.limit, positive('--limit'))
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
        printResult(flags, shown, shown.length ? shown.map(row) : [T.none]);
      } finally {
        await ctx.close();
      }
    });

  const decision = (name: 'verify' | 'reinstate' | 'reject' | 'suspend', description: string, withReason: boolean) => {
    const command = listings.command(name).description(description).argument('<id>', T.id, positive('id'));
    if (withReason) command.requiredOption('--reason <text>', T.reason, reasonOf);
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
  decision('verify', T.verify, false);
  decision('reject', T.reject, true);
  decision('suspend', T.suspend, true);
  decision('reinstate', T.reinstate, false);
}
