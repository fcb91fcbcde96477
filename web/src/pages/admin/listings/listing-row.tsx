import type { ListingDecision, ListingDto } from '../../../api/listings.js';
import { fullDate } from '../email/mail-format.js';
import { LISTING_TEXTS as T } from './texts.js';

export interface ListingActions {
  onDecide: (listing: ListingDto, decision: ListingDecision) => void;
  onEdit: (listing: ListingDto) => void;
}

const TONE = { unverified: 'yellow', verified: 'green', rejected: 'red', suspended: 'grey' } as const;

/** The decisions each state allows (the server enforces the same: src/core/listings/model.ts). */
export const DECISIONS_OF: Record<ListingDto['state'], ListingDecision[]> = {
  unverified: ['verify', 'reject'],
  verified: ['suspend'],
  rejected: ['verify'],
  suspended: ['reinstate'],
};

export function StateBadge({ listing }: { listing: ListingDto }) {
  return (
    <span className={`co-badge co-badge--${TONE[listing.state]}`} data-testid="listing-state" data-state={listing.state}>
      {T.states[listing.state]}
    </span>
  );
}

/** One listing: name, category and city; state and reason; contacts; country; registration; the actions its state allows. */
export function ListingRow({
  listing,
  timeZone,
  busy,
  actions,
}: {
  listing: ListingDto;
  timeZone: string;
  busy: boolean;
  actions: ListingActions;
}) {
  return (
    <tr data-testid="listing-row" data-listing-id={listing.id}>
      <th scope="row" className="co-name">
        <span data-testid="listing-name">{listing.name}</span>
        <span className="co-sub">
          {listing.category}, {listing.city}
        </span>
        {listing.state === 'verified' && (
          <a
            href={listing.public_path}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={T.publicProfileOf(listing.name)}
            className="li-link"
          >
            {T.publicProfile}
          </a>
        )}
      </th>
      <td>
        <StateBadge listing={listing} />
        {listing.reason && (
          <span className="li-reason" data-testid="listing-reason">
            {T.reason}: {listing.reason}
          </span>
        )}
      </td>
      <td className="li-contact">
        {listing.email && <a href={`mailto:${listing.email}`}>{listing.email}</a>}
        <span>{listing.phone}</span>
        {listing.website && <span className="co-sub">{listing.website}</span>}
        {listing.owner_email && listing.owner_email !== listing.email && (
          <span className="co-sub">
            {T.owner}: {listing.owner_email}
          </span>
        )}
      </td>
      <td>{listing.country_code}</td>
      <td>
        <time dateTime={listing.created_at}>{fullDate(listing.created_at, timeZone)}</time>
      </td>
      <td>
        <div className="li-actions">
          {DECISIONS_OF[listing.state].map((decision) => (
            <button
              key={decision}
              type="button"
              className={`button button--small ${decision === 'verify' || decision === 'reinstate' ? 'button--primary' : 'button--ghost li-danger'}`}
              disabled={busy}
              aria-label={T.actionOf(T.actions[decision], listing.name)}
              onClick={() => actions.onDecide(listing, decision)}
              data-testid={`listing-${decision}`}
            >
              {T.actions[decision]}
            </button>
          ))}
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={busy}
            aria-label={T.actionOf(T.edit, listing.name)}
            onClick={() => actions.onEdit(listing)}
            data-testid="listing-edit"
          >
            {T.edit}
          </button>
        </div>
      </td>
    </tr>
  );
}

export function ListingTable({
  listings,
  timeZone,
  busyId,
  loading,
  actions,
}: {
  listings: ListingDto[];
  timeZone: string;
  busyId: number | null;
  loading: boolean;
  actions: ListingActions;
}) {
  const C = T.columns;
  return (
    <div className="co-table-wrap">
      <table className="co-table" aria-busy={loading} data-testid="listings-table">
        <caption className="visually-hidden">{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.name}</th>
            <th scope="col">{C.state}</th>
            <th scope="col">{C.contact}</th>
            <th scope="col">{C.country}</th>
            <th scope="col">{C.created}</th>
            <th scope="col">{C.actions}</th>
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <ListingRow key={listing.id} listing={listing} timeZone={timeZone} busy={busyId === listing.id} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
