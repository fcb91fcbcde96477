import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { requestPlan, withdrawPlanRequest, type CompanyPlanFields } from '../../../api/plan-changes.js';
import { fetchPlans, type PlanCode } from '../../../api/plans.js';
import type { SalonSettingsDto } from '../../../api/salon.js';
import { formatPrice } from '../../../components/format.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { errorMessage } from '../../../components/ui/errors.js';
import { NoticeArea, useNotices } from '../../../components/ui/notices.js';
import { publicKeys } from '../../../hooks/public-queries.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { instantLabel } from '../common/format.js';
import { salonKeys } from '../common/queries.js';
import styles from '../common/salon.module.css';
import { Panel } from '../common/panel.js';

/** The share of the month's limit from which the panel warns (as the 80 % e-mail does). */
const NEAR_LIMIT = 0.8;

/**
 * Nastavení › Tarif: the company's plan, this month's bookings against its limit, hints of what a higher
 * plan brings, and a request for another plan (the operator confirms it in the back office; no payment here).
 */
export function PlanPanel({ settings }: { settings: SalonSettingsDto }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const plans = useApiQuery(publicKeys.plans, (signal) => fetchPlans(signal));
  const notices = useNotices();
  const [wanted, setWanted] = useState<PlanCode | ''>('');
  const nameOf = (code: PlanCode) => plans.data?.find((p) => p.code === code)?.name ?? code;
  const changed = (plan: CompanyPlanFields) =>
    client.setQueryData<SalonSettingsDto>(salonKeys.settings, (current) => (current ? { ...current, ...plan } : current));

  const change = useMutation({
    mutationFn: ({ call }: { call: () => Promise<CompanyPlanFields>; done: string }) => call(),
    onSuccess: (plan, { done }) => {
      changed(plan);
      setWanted('');
      notices.success(done);
    },
    onError: (error) => notices.error(errorMessage(error, t)),
  });
  const busy = change.isPending;
  const run = (call: () => Promise<CompanyPlanFields>, done: string) => change.mutate({ call, done });

  const limit = settings.bookings_limit;
  const used = settings.bookings_this_month;
  const others = (plans.data ?? []).filter((p) => p.code !== settings.plan);
  return (
    <Panel titleId="plan-title" title={t('salonPlan.title')} testId="plan-panel">
      <p data-testid="plan-current">
        <strong>{t('salonPlan.current', { plan: nameOf(settings.plan) })}</strong>
      </p>
      <p data-testid="plan-bookings">
        {limit === null ? t('salonPlan.bookingsUnlimited', { count: used }) : t('salonPlan.bookings', { count: used, limit })}
      </p>
      {limit !== null && (
        <>
          <meter
            className={styles.planMeter}
            min={0}
            max={limit}
            low={Math.ceil(limit * NEAR_LIMIT)}
            high={limit}
            optimum={0}
            value={Math.min(used, limit)}
            aria-label={t('salonPlan.bookingsMeter')}
          />
          {used >= limit ? (
            <p className="field-error" data-testid="plan-limit-reached">
              {t('salonPlan.limitReached')}
            </p>
          ) : (
            used >= Math.ceil(limit * NEAR_LIMIT) && <p className="field-hint">{t('salonPlan.limitNear')}</p>
          )}
        </>
      )}
      <ul className="field-hint" data-testid="plan-hints">
        {!settings.features.includes('branches') && <li>{t('salonPlan.hintBranches')}</li>}
        {!settings.features.includes('advanced_analytics') && <li>{t('salonPlan.hintAnalytics')}</li>}
      </ul>
      {settings.plan_request && (
        <p className={styles.toolbar} data-testid="plan-pending">
          <span>
            {t('salonPlan.pending', {
              plan: nameOf(settings.plan_request.plan),
              date: instantLabel(settings.plan_request.requested_at, settings.time_zone),
            })}
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => run(withdrawPlanRequest, t('salonPlan.withdrawn'))}
            data-testid="plan-withdraw"
          >
            {t('salonPlan.withdraw')}
          </button>
        </p>
      )}
      {plans.status === 'error' ? (
        <LoadError error={plans.error} fallback={t('salonPlan.plansFailed')} onRetry={plans.reload} testId="plan-load-error" />
      ) : !plans.data ? (
        <Spinner block label={t('salon.loading')} />
      ) : (
        <form
          className={styles.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            if (wanted) run(() => requestPlan(wanted), t('salonPlan.requested'));
          }}
        >
          <label className={styles.filter}>
            {t('salonPlan.choose')}
            <select value={wanted} onChange={(event) => setWanted(event.target.value as PlanCode | '')} data-testid="plan-select">
              <option value="">–</option>
              {others.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.bookings_per_month === null
                    ? t('salonPlan.option', { plan: p.name, price: formatPrice(p.price, p.currency) })
                    : t('salonPlan.optionLimit', { plan: p.name, price: formatPrice(p.price, p.currency), count: p.bookings_per_month })}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary" disabled={busy || !wanted} data-testid="plan-request">
            {t('salonPlan.request')}
          </button>
        </form>
      )}
      <p className="field-hint">{t('salonPlan.note')}</p>
      <NoticeArea notices={notices.notices} onDismiss={notices.dismiss} testId="plan-notice" />
    </Panel>
  );
}
