import type { ListingState } from '../../contract/listings.js';
import type { SystemTemplateKey } from '../mail/template-files.js';

export type { ListingState } from '../../contract/listings.js';
export { LISTING_STATES } from '../../contract/listings.js';

/**
 * The moderation state lives in `companies.status`. Verified is stored as `active`: the value the
 * public pages, the sitemap and the search index triggers already select, so a listing is public
 * exactly while it is verified and leaves (or joins) search in the same transaction as the decision.
 */
export const STATUS_OF: Record<ListingState, string> = {
  unverified: 'unverified',
  verified: 'active',
  rejected: 'rejected',
  suspended: 'suspended',
};
export const stateOfStatus = (status: string): ListingState =>
  status === 'active' ? 'verified' : status === 'rejected' || status === 'suspended' ? status : 'unverified';

export type ListingDecision = 'verify' | 'reject' | 'suspend' | 'reinstate';

/** Which states each decision may start from, and where it leads. */
export const TRANSITIONS: Record<ListingDecision, { from: readonly ListingState[]; to: ListingState; needsReason: boolean }> = {
  verify: { from: ['unverified', 'rejected'], to: 'verified', needsReason: false },
  reject: { from: ['unverified'], to: 'rejected', needsReason: true },
  suspend: { from: ['verified'], to: 'suspended', needsReason: true },
  reinstate: { from: ['suspended'], to: 'verified', needsReason: false },
};

/** The company's name in Czech quotation marks: no declension needed after 'firma'. */
const q = (name: string) => `„${name}“`;

export const LISTING_TEXTS = {
  notFound: 'Firma nenalezena',
  cityNotFound: 'Město v této zemi nenalezeno',
  categoryNotFound: 'Kategorie v této zemi nenalezena',
  updated: (name: string) => `Údaje firmy ${q(name)} jsou uložené.`,
  decided: {
    verify: (name: string) => `Firma ${q(name)} je ověřená a zveřejněná.`,
    reject: (name: string) => `Registrace firmy ${q(name)} je zamítnutá.`,
    suspend: (name: string) => `Firma ${q(name)} je pozastavená a skrytá z webu.`,
    reinstate: (name: string) => `Firma ${q(name)} je znovu zveřejněná.`,
  } satisfies Record<ListingDecision, (name: string) => string>,
  mailQueued: 'E-mail pro firmu je ve frontě k odeslání.',
  noAddress: 'Firma nemá platnou e-mailovou adresu, e-mail jsme neposlali.',
};

/** The 409 message of a decision the listing's state does not allow. */
export function invalidTransitionMessage(decision: ListingDecision, state: ListingState, name: string): string {
  switch (decision) {
    case 'verify':
      return state === 'verified'
        ? `Firma ${q(name)} už je ověřená.`
        : `Firma ${q(name)} je pozastavená; zveřejněte ji znovu tlačítkem Obnovit.`;
    case 'reject':
      if (state === 'verified') return `Ověřenou firmu ${q(name)} nelze zamítnout; můžete ji pozastavit.`;
      if (state === 'rejected') return `Registrace firmy ${q(name)} už je zamítnutá.`;
      return `Pozastavenou firmu ${q(name)} nelze zamítnout.`;
    case 'suspend':
      if (state === 'suspended') return `Firma ${q(name)} už je pozastavená.`;
      if (state === 'rejected') return `Zamítnutou registraci firmy ${q(name)} nelze pozastavit.`;
      return `Pozastavit lze jen ověřenou firmu; registraci firmy ${q(name)} můžete ověřit nebo zamítnout.`;
    case 'reinstate':
      return `Obnovit lze jen pozastavenou firmu; firma ${q(name)} pozastavená není.`;
  }
}

/** The template of the e-mail to the business about a decision (templates/README.md): what happened and, when rejected or suspended, why. */
export const DECISION_TEMPLATE: Record<ListingDecision, SystemTemplateKey> = {
  verify: 'listing_verified',
  reject: 'listing_rejected',
  suspend: 'listing_suspended',
  reinstate: 'listing_reinstated',
};
