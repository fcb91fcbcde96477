import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteService, type SalonServiceDto } from '../../../api/salon.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { salonSettingsQuery, servicesQuery } from '../common/first-queries.js';
import { useSalonChanged } from '../common/queries.js';
import { errorMessage } from '../common/errors.js';
import { money } from '../common/format.js';
import type { SectionProps } from '../section-props.js';
import { ServiceForm } from './service-form.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from '../common/salon.module.css';

/** Služby: the services the public page offers (name, duration, price in the edition's currency, active). */
export function ServicesSection(_: SectionProps) {
  const { t } = useI18n();
  const data = useApiQuery(servicesQuery.key, servicesQuery.load);
  const currency = useApiQuery(salonSettingsQuery.key, salonSettingsQuery.load).data?.currency ?? 'CZK';
  const changed = useSalonChanged();
  const [editing, setEditing] = useState<SalonServiceDto | 'new' | null>(null);
  const removal = useMutation({ mutationFn: (s: SalonServiceDto) => deleteService(s.id), onSuccess: () => changed() });
  const notice = removal.error && errorMessage(removal.error, t);

  const remove = (s: SalonServiceDto) => {
    if (
      !window.confirm(
        s.upcoming_bookings
          ? t('salon.confirmDeleteServiceBooked', { name: s.name, count: s.upcoming_bookings })
          : t('salon.confirmDeleteService', { name: s.name }),
      )
    )
      return;
    removal.mutate(s);
  };

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')} data-testid="new-service">
          {t('salon.newService')}
        </button>
      </div>
      {notice && (
        <p className="field-error" role="alert">
          {notice}
        </p>
      )}
      {data.status === 'error' && <LoadError error={data.error} fallback={t('salon.loadFailed')} onRetry={data.reload} />}
      {data.status === 'loading' && !data.data && <Spinner block label={t('salon.loading')} />}
      {data.data &&
        (data.data.length === 0 ? (
          <p className={styles.empty}>{t('salon.noServicesYet')}</p>
        ) : (
          <ul className={styles.list} data-testid="services-list">
            {data.data.map((s) => (
              <li key={s.id} className={`${styles.listItem}${s.is_active ? '' : ' is-inactive'}`}>
                <span className={styles.listMain}>
                  <strong>{s.name}</strong>
                  <span>
                    {s.category ? `${s.category} · ` : ''}
                    {t('salon.minutes', { count: s.duration_minutes })} · {money(s.price, s.currency)}
                    {s.is_active ? '' : ` · ${t('salon.inactive')}`}
                  </span>
                  {s.description && <span className={styles.note}>{s.description}</span>}
                  <span className={styles.note} data-testid="service-popularity">
                    {t('salon.popularity')}: {t('salon.popularityValue', { count: s.popularity })}
                  </span>
                  {s.upcoming_bookings > 0 && (
                    <span className={styles.note}>{t('salon.upcomingCount', { count: s.upcoming_bookings })}</span>
                  )}
                </span>
                <span className={styles.actions}>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => setEditing(s)}
                    aria-label={`${t('salon.edit')}: ${s.name}`}
                  >
                    {t('salon.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--danger button--small"
                    onClick={() => remove(s)}
                    aria-label={`${t('salon.delete')}: ${s.name}`}
                  >
                    {t('salon.delete')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ))}
      {editing && (
        <ServiceForm
          service={editing === 'new' ? null : editing}
          currency={currency}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
    </div>
  );
}
