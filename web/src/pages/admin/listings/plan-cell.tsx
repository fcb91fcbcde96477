import { useState } from 'react';
import { PLAN_CODES } from '../../../../../src/contract/plans.js';
import type { ListingDto } from '../../../api/listings.js';
import type { PlanCode } from '../../../api/plans.js';
import { Badge } from '../../../components/ui/badge.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { fullDate } from '../email/mail-format.js';
import styles from './listings.module.css';
import { OptionList } from '../common/filter-controls.js';

/**
 * A listing's plan in Zápisy firem: the current plan, the plan its business asked for (a badge), and the
 * operator's choice: 'Potvrdit' sets the requested plan, 'Nastavit' any other (a pending request ends).
 */
export function PlanCell({
  listing,
  timeZone,
  busy,
  onSetPlan,
}: {
  listing: ListingDto;
  timeZone: string;
  busy: boolean;
  onSetPlan: (listing: ListingDto, plan: PlanCode) => void;
}) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<PlanCode>(listing.requested_plan ?? listing.plan);
  const plan = (code: PlanCode) => t(`admin.listings.plans.${code}`);
  const confirming = listing.requested_plan !== null && chosen === listing.requested_plan;
  const action = confirming ? t('admin.listings.planConfirm') : t('admin.listings.planApply');
  return (
    <div className={styles.plan} data-testid="listing-plan" data-plan={listing.plan}>
      <span data-testid="listing-plan-current">{plan(listing.plan)}</span>
      {listing.requested_plan && (
        <Badge
          tone="yellow"
          title={t('admin.listings.planRequestedAt', {
            plan: plan(listing.requested_plan),
            date: fullDate(listing.plan_requested_at ?? listing.updated_at, timeZone),
          })}
          data-testid="listing-plan-request"
        >
          {t('admin.listings.planRequested', { plan: plan(listing.requested_plan) })}
        </Badge>
      )}
      <span className={styles.planChoice}>
        <select
          value={chosen}
          aria-label={t('admin.listings.planChoice', { name: listing.name })}
          onChange={(event) => setChosen(event.target.value as PlanCode)}
          disabled={busy}
          data-testid="listing-plan-select"
        >
          <OptionList values={PLAN_CODES} label={(code) => plan(code)} />
        </select>
        <button
          type="button"
          className={`button button--small ${confirming ? 'button--primary' : 'button--ghost'}`}
          disabled={busy || (chosen === listing.plan && !listing.requested_plan)}
          aria-label={t('admin.listings.planActionOf', { action, name: listing.name })}
          onClick={() => onSetPlan(listing, chosen)}
          data-testid="listing-plan-apply"
        >
          {action}
        </button>
      </span>
    </div>
  );
}
