import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { OutdoorContractDto, OutdoorSpaceDto } from '../../../api/outdoor.js';
import { Badge, type BadgeTone } from '../../../components/ui/badge.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { mapUrl, minorMoney, outdoorDate } from './format.js';
import { HoldPayment } from '../payments/hold-payment.js';
import styles from './outdoor.module.css';

export const SPACE_TONE: Record<OutdoorSpaceDto['status'], BadgeTone> = { available: 'green', occupied: 'yellow', maintenance: 'grey' };
export const STATE_TONE: Record<OutdoorContractDto['state'], BadgeTone> = {
  scheduled: 'blue',
  running: 'green',
  ended: 'grey',
  cancelled: 'red',
  awaiting_payment: 'yellow',
};

const spaceName = (s: OutdoorSpaceDto) => `${s.type}, ${s.location}`;

/** The size, monthly price and visibility of a space, as terms of a definition list. */
export function SpaceTerms({ space }: { space: OutdoorSpaceDto }) {
  const { t } = useI18n();
  return (
    <>
      <dt>{t('outdoor.size')}</dt>
      <dd>{space.size}</dd>
      <dt>{t('outdoor.price')}</dt>
      <dd>{t('outdoor.perMonth', { price: minorMoney(space.price_per_month, space.currency) })}</dd>
      <dt>{t('outdoor.visibility')}</dt>
      <dd>{space.visibility || '–'}</dd>
    </>
  );
}

/** A contract of the company: the space, campaign, dates, price, the main figures and 'Detail produktu'. */
export function OutdoorContractCard({ contract }: { contract: OutdoorContractDto }) {
  const { t } = useI18n();
  const c = contract;
  return (
    <li className={styles.card} data-testid="outdoor-contract">
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{c.campaign}</h3>
        <Badge tone={STATE_TONE[c.state]}>{t(`outdoor.state.${c.state}`)}</Badge>
      </div>
      <p className={styles.muted}>
        {spaceName(c.space)} · {c.space.city}
      </p>
      <dl className={styles.facts}>
        <dt>{t('outdoor.dates')}</dt>
        <dd>
          {outdoorDate(c.start_date)} – {outdoorDate(c.end_date)}
        </dd>
        <dt>{t('outdoor.contractPrice')}</dt>
        <dd>{minorMoney(c.price, c.currency)}</dd>
        <dt>{t('outdoor.dailyViews')}</dt>
        <dd>{c.statistics.daily_views.toLocaleString('cs-CZ')}</dd>
        <dt>{t('outdoor.ctr')}</dt>
        <dd>{c.statistics.ctr.toLocaleString('cs-CZ')} %</dd>
      </dl>
      {c.state === 'awaiting_payment' && c.payment && <HoldPayment payment={c.payment} subject={c.campaign} />}
      <Link className="button button--primary button--small" to={`/outdoor-ad/${c.id}`} data-testid="outdoor-detail">
        {t('outdoor.detail')}
      </Link>
    </li>
  );
}

/** A space the company can rent: its fields, the months already taken, the map and 'Pronajmout'. */
export function OutdoorSpaceCard({ space, onBook }: { space: OutdoorSpaceDto; onBook: () => void }) {
  const { t } = useI18n();
  const s = space;
  return (
    <li className={styles.card} data-testid="outdoor-space">
      {s.image_url && <img className={styles.image} src={s.image_url} alt="" loading="lazy" />}
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{s.type}</h3>
        <Badge tone={SPACE_TONE[s.status]}>{t(`outdoor.space.${s.status}`)}</Badge>
      </div>
      <p className={styles.muted}>
        {s.location} · {s.city}
      </p>
      <dl className={styles.facts}>
        <SpaceTerms space={s} />
        <dt>{t('outdoor.occupancy')}</dt>
        <dd>{s.occupancy} %</dd>
      </dl>
      {s.description && <p className={styles.description}>{s.description}</p>}
      {s.booked.length > 0 && (
        <p className={styles.muted}>
          {t('outdoor.bookedPeriods', {
            periods: s.booked.map((p) => `${outdoorDate(p.start_date)} – ${outdoorDate(p.end_date)}`).join(', '),
          })}
        </p>
      )}
      <div className={styles.cardActions}>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={onBook}
          aria-label={`${t('outdoor.book')}: ${spaceName(s)}`}
          data-testid="outdoor-book"
        >
          {t('outdoor.book')}
        </button>
        <MapLink space={s} className="button button--ghost button--small" aria-label={t('outdoor.mapLabel', { name: spaceName(s) })} />
      </div>
    </li>
  );
}

/** 'Zobrazit na mapě': the space's place on the map, in a new tab. */
export function MapLink({
  space,
  ...link
}: { space: { latitude: number; longitude: number } } & Pick<ComponentProps<'a'>, 'className' | 'aria-label'> & {
    'data-testid'?: string;
  }) {
  const { t } = useI18n();
  return (
    <a {...link} href={mapUrl(space.latitude, space.longitude)} target="_blank" rel="noopener noreferrer">
      {t('outdoor.showOnMap')}
    </a>
  );
}
