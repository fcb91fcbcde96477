import { Table } from '../../../components/ui/table.js';
import { Badge } from '../../../components/ui/badge.js';
import type { ListingDecision, ListingDto } from '../../../api/listings.js';
import type { PlanCode } from '../../../api/plans.js';
import { PlanCell } from './plan-cell.js';
import { fullDate } from '../email/mail-format.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './listings.module.css';
import co from '../companies/companies.module.css';

export interface ListingActions {
  onDecide: (listing: ListingDto, decision: ListingDecision) => void;
  onEdit: (listing: ListingDto) => void;
  /** the operator sets the plan (confirming the business's request, or any other) */
  onSetPlan: (listing: ListingDto, plan: PlanCode) => void;
}

const COLUMNS = ['name', 'state', 'plan', 'contact', 'country', 'created', 'actions'] as const;
const TONE = { unverified: 'yellow', verified: 'green', rejected: 'red', suspended: 'grey' } as const;

/** The decisions each state allows (the server enforces the same: src/core/listings/model.ts). */
export const DECISIONS_OF: Record<ListingDto['state'], ListingDecision[]> = {
  unverified: ['verify', 'reject'],
  verified: ['suspend'],
  rejected: ['verify'],
  suspended: ['reinstate'],
};

export function StateBadge({ listing }: { listing: ListingDto }) {
  const { t } = useI18n();
  return (
    <Badge tone={TONE[listing.state]} data-testid="listing-state" data-state={listing.state}>
      {t(`admin.listings.states.${listing.state}`)}
    </Badge>
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
  const { t } = useI18n();
  return (
    <tr data-testid="listing-row" data-listing-id={listing.id}>
      <th scope="row" className={co.name}>
        <span data-testid="listing-name">{listing.name}</span>
        <span className={co.sub}>
          {listing.category}, {listing.city}
        </span>
        {listing.state === 'verified' && (
          <a
            href={listing.public_path}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('admin.listings.publicProfileOf', { name: listing.name })}
            className={styles.link}
          >
            {t('admin.listings.publicProfile')}
          </a>
        )}
      </th>
      <td>
        <StateBadge listing={listing} />
        {listing.reason && (
          <span className={styles.reason} data-testid="listing-reason">
            {t('admin.listings.reason')}: {listing.reason}
          </span>
        )}
      </td>
      <td>
        <PlanCell listing={listing} timeZone={timeZone} busy={busy} onSetPlan={actions.onSetPlan} />
      </td>
      <td className={styles.contact}>
        {listing.email && <a href={`mailto:${listing.email}`}>{listing.email}</a>}
        <span>{listing.phone}</span>
        {listing.website && <span className={co.sub}>{listing.website}</span>}
        {listing.owner_email && listing.owner_email !== listing.email && (
          <span className={co.sub}>
            {t('admin.listings.owner')}: {listing.owner_email}
          </span>
        )}
      </td>
      <td>{listing.country_code}</td>
      <td>
        <time dateTime={listing.created_at}>{fullDate(listing.created_at, timeZone)}</time>
      </td>
      <td>
        <div className={styles.actions}>
          {DECISIONS_OF[listing.state].map((decision) => (
            <button
              key={decision}
              type="button"
              className={`button button--small ${decision === 'verify' || decision === 'reinstate' ? 'button--primary' : `button--ghost ${styles.danger}`}`}
              disabled={busy}
              aria-label={t('admin.listings.actionOf', { action: t(`admin.listings.actions.${decision}`), name: listing.name })}
              onClick={() => actions.onDecide(listing, decision)}
              data-testid={`listing-${decision}`}
            >
              {t(`admin.listings.actions.${decision}`)}
            </button>
          ))}
          <button
            type="button"
            className="button button--small button--ghost"
            disabled={busy}
            aria-label={t('admin.listings.actionOf', { action: t('admin.listings.edit'), name: listing.name })}
            onClick={() => actions.onEdit(listing)}
            data-testid="listing-edit"
          >
            {t('admin.listings.edit')}
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
  const { t } = useI18n();
  return (
    <Table
      caption={t('admin.listings.tableCaption')}
      columns={COLUMNS.map((column) => t(`admin.listings.columns.${column}`))}
      busy={loading}
      testId="listings-table"
    >
      {listings.map((listing) => (
        <ListingRow key={listing.id} listing={listing} timeZone={timeZone} busy={busyId === listing.id} actions={actions} />
      ))}
    </Table>
  );
}
