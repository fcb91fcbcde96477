import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchOutdoorSpaces, type OutdoorSpaceDto } from '../../../api/outdoor.js';
import { useEdition } from '../../../app/edition-context.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { todayIn } from '../common/format.js';
import { OutdoorBookForm } from './book-form.js';
import { CardReturnNotice } from '../payments/card-return.js';
import { OutdoorContractCard, OutdoorSpaceCard } from './cards.js';
import { outdoorContractsQuery, outdoorKeys, useOutdoorChanged } from './queries.js';
import type { SectionProps } from '../section-props.js';
import styles from './outdoor.module.css';
import salon from '../common/salon.module.css';

/** Outdoorová reklama: the company's contracts (each with 'Detail produktu') and the spaces it can rent. */
export function OutdoorSection({ params }: SectionProps) {
  const { t } = useI18n();
  const { edition } = useEdition();
  const navigate = useNavigate();
  // while a hold awaits its payment, look again now and then: a transfer matched or confirmed shows by itself
  const contracts = useApiQuery(outdoorContractsQuery.key, outdoorContractsQuery.load, {
    refetchInterval: (answer) => (answer?.contracts.some((c) => c.state === 'awaiting_payment') ? 30_000 : false),
  });
  const spaces = useApiQuery(outdoorKeys.spaces, (signal) => fetchOutdoorSpaces(signal));
  const changed = useOutdoorChanged();
  const [booking, setBooking] = useState<OutdoorSpaceDto | null>(null);

  return (
    <div className={salon.stack} data-testid="outdoor-section">
      <CardReturnNotice params={params} onPaid={changed} />
      <section className={salon.panel} aria-labelledby="outdoor-contracts-title">
        <h2 id="outdoor-contracts-title" className={salon.panelTitle}>
          {t('outdoor.contractsTitle')}
        </h2>
        {contracts.status === 'error' && (
          <LoadError error={contracts.error} fallback={t('outdoor.loadFailed')} onRetry={contracts.reload} />
        )}
        {contracts.status === 'loading' && !contracts.data && <Spinner block label={t('outdoor.loading')} />}
        {contracts.data &&
          (contracts.data.contracts.length === 0 ? (
            <p className={salon.empty}>{t('outdoor.noContracts')}</p>
          ) : (
            <ul className={styles.grid} data-testid="outdoor-contracts">
              {contracts.data.contracts.map((c) => (
                <OutdoorContractCard key={c.id} contract={c} />
              ))}
            </ul>
          ))}
      </section>
      <section className={salon.panel} aria-labelledby="outdoor-spaces-title">
        <h2 id="outdoor-spaces-title" className={salon.panelTitle}>
          {t('outdoor.spacesTitle')}
        </h2>
        {spaces.status === 'error' && <LoadError error={spaces.error} fallback={t('outdoor.loadFailed')} onRetry={spaces.reload} />}
        {spaces.status === 'loading' && !spaces.data && <Spinner block label={t('outdoor.loading')} />}
        {spaces.data &&
          (spaces.data.spaces.length === 0 ? (
            <p className={salon.empty}>{t('outdoor.noSpaces')}</p>
          ) : (
            <ul className={styles.grid} data-testid="outdoor-spaces">
              {spaces.data.spaces.map((s) => (
                <OutdoorSpaceCard key={s.id} space={s} onBook={() => setBooking(s)} />
              ))}
            </ul>
          ))}
      </section>
      {booking && (
        <OutdoorBookForm
          space={booking}
          today={todayIn(edition.timeZone)}
          onClose={() => setBooking(null)}
          onBooked={(id) => {
            setBooking(null);
            changed();
            void navigate(`/outdoor-ad/${id}`);
          }}
        />
      )}
    </div>
  );
}
