// The back office's Czech texts come with its code, not with the public site's bundle.
import '../../i18n/back-office-texts.js';
import '../../styles/forms.css';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.js';
import { downloadOutdoorReport, fetchOutdoorContract, type OutdoorContractDto } from '../../api/outdoor.js';
import { LoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { Badge } from '../../components/ui/badge.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { errorMessage } from '../salon/common/errors.js';
import { MapLink, SPACE_TONE, SpaceTerms, STATE_TONE } from '../salon/outdoor/cards.js';
import { HoldPayment } from '../salon/payments/hold-payment.js';
import { minorMoney, outdoorDate } from '../salon/outdoor/format.js';
import { outdoorKeys, useOutdoorChanged } from '../salon/outdoor/queries.js';
import styles from '../salon/outdoor/outdoor.module.css';
import salon from '../salon/common/salon.module.css';
import { CampaignForm } from './campaign-form.js';
import { ExtendDialog } from './extend-dialog.js';

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** /outdoor-ad/{id}: one of the company's contracts with its space, statistics and actions (role company). */
export function OutdoorAdPage() {
  const { t } = useI18n();
  const id = idOf(useParams().id);
  useDocumentTitle(t('outdoor.pageTitle'));
  const contract = useApiQuery(outdoorKeys.contract(id), (signal) => fetchOutdoorContract(id, signal));
  const notFound = contract.status === 'error' && contract.error instanceof ApiError && contract.error.status === 404;

  return (
    <div className="container page page--wide" data-testid="outdoor-ad-page">
      <p>
        <Link to="/firma?sekce=outdoor" className="button button--ghost button--small" data-testid="outdoor-back">
          ← {t('outdoor.back')}
        </Link>
      </p>
      {notFound && (
        <p className={salon.empty} role="alert" data-testid="outdoor-not-found">
          {t('outdoor.notFound')}
        </p>
      )}
      {contract.status === 'error' && !notFound && (
        <LoadError error={contract.error} fallback={t('outdoor.loadFailed')} onRetry={contract.reload} />
      )}
      {contract.status === 'loading' && !contract.data && <Spinner block label={t('outdoor.loading')} />}
      {contract.data && !notFound && <OutdoorAdDetail contract={contract.data} />}
    </div>
  );
}

function OutdoorAdDetail({ contract: c }: { contract: OutdoorContractDto }) {
  const { t } = useI18n();
  const changed = useOutdoorChanged();
  const [dialog, setDialog] = useState<'edit' | 'extend' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const s = c.space;
  const changeable = c.state === 'scheduled' || c.state === 'running';

  const download = useMutation({ mutationFn: () => downloadOutdoorReport(c.id) });
  const problem = download.error && errorMessage(download.error, t, 'outdoor.reportFailed');

  return (
    <article className={styles.detail}>
      <header className="page-header">
        <h1 className="page-title" data-testid="outdoor-title">
          {s.type}: {s.location}, {s.city}
        </h1>
        <p className="page-lead">
          {c.campaign} · <Badge tone={STATE_TONE[c.state]}>{t(`outdoor.state.${c.state}`)}</Badge>
        </p>
      </header>
      {c.state === 'awaiting_payment' && c.payment && <HoldPayment payment={c.payment} subject={c.campaign} />}

      <div className={styles.toolbar}>
        {changeable && (
          <button type="button" className="button button--primary" onClick={() => setDialog('extend')} data-testid="outdoor-extend">
            {t('outdoor.extend')}
          </button>
        )}
        {changeable && (
          <button type="button" className="button button--ghost" onClick={() => setDialog('edit')} data-testid="outdoor-edit">
            {t('outdoor.editCampaign')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={() => download.mutate()} data-testid="outdoor-report">
          {t('outdoor.downloadReport')}
        </button>
        <MapLink space={s} className="button button--ghost" data-testid="outdoor-map" />
      </div>
      <p role="status" data-testid="outdoor-notice">
        {notice}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}

      <div className={styles.detailGrid}>
        <section className={salon.panel} aria-labelledby="outdoor-space-title">
          <h2 id="outdoor-space-title" className={salon.panelTitle}>
            {t('outdoor.pageTitle')}
          </h2>
          {s.image_url && <img className={styles.image} src={s.image_url} alt={`${s.type}, ${s.location}`} />}
          <dl className={styles.facts} data-testid="outdoor-space-facts">
            <dt>{t('outdoor.type')}</dt>
            <dd>{s.type}</dd>
            <dt>{t('outdoor.location')}</dt>
            <dd>
              {s.location}, {s.city}
            </dd>
            <SpaceTerms space={s} />
            <dt>{t('outdoor.status')}</dt>
            <dd>
              <Badge tone={SPACE_TONE[s.status]}>{t(`outdoor.space.${s.status}`)}</Badge>
            </dd>
            <dt>{t('outdoor.occupancy')}</dt>
            <dd>{s.occupancy} %</dd>
          </dl>
          {s.description && <p className={styles.description}>{s.description}</p>}
        </section>

        <section className={salon.panel} aria-labelledby="outdoor-contract-title">
          <h2 id="outdoor-contract-title" className={salon.panelTitle}>
            {t('outdoor.contract')}
          </h2>
          <dl className={styles.facts} data-testid="outdoor-contract-facts">
            <dt>{t('outdoor.client')}</dt>
            <dd>{c.company_name}</dd>
            <dt>{t('outdoor.campaign')}</dt>
            <dd data-testid="outdoor-campaign-name">{c.campaign}</dd>
            <dt>{t('outdoor.startDate')}</dt>
            <dd data-testid="outdoor-start-date">{outdoorDate(c.start_date)}</dd>
            <dt>{t('outdoor.endDate')}</dt>
            <dd data-testid="outdoor-end-date">{outdoorDate(c.end_date)}</dd>
            <dt>{t('outdoor.contractPrice')}</dt>
            <dd data-testid="outdoor-price">{minorMoney(c.price, c.currency)}</dd>
            <dt>{t('outdoor.contractState')}</dt>
            <dd>{t(`outdoor.state.${c.state}`)}</dd>
          </dl>
        </section>
      </div>

      <section className={salon.panel} aria-labelledby="outdoor-stats-title">
        <h2 id="outdoor-stats-title" className={salon.panelTitle}>
          {t('outdoor.statistics')}
        </h2>
        {c.statistics.days === 0 && <p className={salon.empty}>{t('outdoor.noStats')}</p>}
        <div className={styles.stats} data-testid="outdoor-stats">
          <Stat label={t('outdoor.dailyViews')} value={c.statistics.daily_views.toLocaleString('cs-CZ')} />
          <Stat label={t('outdoor.monthlyViews')} value={c.statistics.monthly_views.toLocaleString('cs-CZ')} />
          <Stat label={t('outdoor.ctr')} value={`${c.statistics.ctr.toLocaleString('cs-CZ')} %`} />
          <Stat label={t('outdoor.conversions')} value={c.statistics.conversions.toLocaleString('cs-CZ')} />
        </div>
      </section>

      {dialog === 'edit' && (
        <CampaignForm
          contract={c}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice(t('outdoor.updated'));
            changed();
          }}
        />
      )}
      {dialog === 'extend' && (
        <ExtendDialog
          contract={c}
          onClose={() => setDialog(null)}
          onExtended={(next) => {
            setDialog(null);
            setNotice(t('outdoor.extended', { end: outdoorDate(next.end_date) }));
            changed();
          }}
        />
      )}
    </article>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.statValue}>{value}</span>
    </div>
  );
}
