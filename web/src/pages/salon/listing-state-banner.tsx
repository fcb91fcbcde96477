import { useId } from 'react';
import { Link } from 'react-router';
import { fetchOwnListing, type ListingState } from '../../api/listings.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { salonKeys } from './queries.js';
import './listing-state-banner.css';

/** What the business reads about its listing's moderation at the top of /firma. */
export const LISTING_STATE_TEXTS = {
  title: {
    unverified: 'Profil čeká na ověření',
    verified: 'Profil je ověřený a veřejný',
    rejected: 'Registrace nebyla schválena',
    suspended: 'Profil je pozastavený',
  } satisfies Record<ListingState, string>,
  text: {
    unverified:
      'Jakmile profil ověříme, zobrazí se ve vyhledávání a zákazníci si u vás budou moci online rezervovat termín. O výsledku vám pošleme e-mail.',
    verified: 'Zákazníci vás najdou ve vyhledávání a mohou si u vás online rezervovat termín.',
    rejected: 'Co dál: opravte údaje v Nastavení a odpovězte na e-mail, který jsme vám poslali. Registraci pak posoudíme znovu.',
    suspended:
      'Profil se teď nezobrazuje ve vyhledávání ani na veřejné stránce a nelze si u vás rezervovat termín. Až důvod odstraníte, odpovězte na e-mail, který jsme vám poslali, a profil znovu zveřejníme.',
  } satisfies Record<ListingState, string>,
  reason: 'Důvod',
  publicProfile: 'Zobrazit veřejný profil',
  settings: 'Upravit údaje v Nastavení',
};
const T = LISTING_STATE_TEXTS;

/** The listing's state (waiting, verified with the public link, rejected or suspended with the reason); nothing while it loads or fails. */
export function ListingStateBanner({ onSettings }: { onSettings: () => void }) {
  const id = useId();
  const data = useApiQuery(salonKeys.listing, (signal) => fetchOwnListing(signal));
  const listing = data.data;
  if (!listing) return null;
  const { state } = listing;
  return (
    <section
      className={`salon-listing-state salon-listing-state--${state}`}
      aria-labelledby={`${id}-title`}
      data-testid="listing-state-banner"
      data-state={state}
    >
      <h2 id={`${id}-title`} className="salon-listing-state-title">
        {T.title[state]}
      </h2>
      {listing.reason && (state === 'rejected' || state === 'suspended') && (
        <p className="salon-listing-state-reason" data-testid="listing-state-reason">
          <strong>{T.reason}:</strong> {listing.reason}
        </p>
      )}
      <p>{T.text[state]}</p>
      {state === 'verified' && (
        <Link to={listing.public_path} className="button button--ghost" data-testid="listing-state-public">
          {T.publicProfile}
        </Link>
      )}
      {state === 'rejected' && (
        <button type="button" className="button button--ghost" onClick={onSettings} data-testid="listing-state-settings">
          {T.settings}
        </button>
      )}
    </section>
  );
}
