import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchOutdoorSpaces, type OutdoorSpaceDto } from '../../../api/outdoor.js';
import { useEdition } from '../../../app/edition-context.js';
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
import { ListStates } from '../common/list-states.js';
import { Panel } from '../common/panel.js';

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
      <Panel titleId="outdoor-contracts-title" title={t('outdoor.contractsTitle')}>
        <ListStates
          resource={contracts}
          failed={t('outdoor.loadFailed')}
          loading={t('outdoor.loading')}
          isEmpty={(data) => data.contracts.length === 0}
          empty={t('outdoor.noContracts')}
        >
          {(data) => (
            <ul className={styles.grid} data-testid="outdoor-contracts">
              {data.contracts.map((c) => (
                <OutdoorContractCard key={c.id} contract={c} />
              ))}
            </ul>
          )}
        </ListStates>
      </Panel>
      <Panel titleId="outdoor-spaces-title" title={t('outdoor.spacesTitle')}>
        <ListStates
          resource={spaces}
          failed={t('outdoor.loadFailed')}
          loading={t('outdoor.loading')}
          isEmpty={(data) => data.spaces.length === 0}
          empty={t('outdoor.noSpaces')}
        >
          {(data) => (
            <ul className={styles.grid} data-testid="outdoor-spaces">
              {data.spaces.map((s) => (
                <OutdoorSpaceCard key={s.id} space={s} onBook={() => setBooking(s)} />
              ))}
            </ul>
          )}
        </ListStates>
      </Panel>
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
