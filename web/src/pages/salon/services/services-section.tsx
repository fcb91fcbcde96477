import { deleteService, type SalonServiceDto } from '../../../api/salon.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { salonSettingsQuery, servicesQuery } from '../common/first-queries.js';
import { useSalonChanged } from '../common/queries.js';
import { ListStates } from '../common/list-states.js';
import { AddToolbar, ErrorNotice, ItemActions, useConfirmedRemoval, useItemEditor } from '../common/section-items.js';
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
  const editor = useItemEditor<SalonServiceDto>(changed);
  const removal = useConfirmedRemoval(
    (s: SalonServiceDto) => deleteService(s.id),
    (s) =>
      s.upcoming_bookings
        ? t('salon.confirmDeleteServiceBooked', { name: s.name, count: s.upcoming_bookings })
        : t('salon.confirmDeleteService', { name: s.name }),
    changed,
  );

  return (
    <div className={styles.stack}>
      <AddToolbar label={t('salon.newService')} testId="new-service" onAdd={editor.add} />
      <ErrorNotice text={removal.notice} />
      <ListStates resource={data} isEmpty={(list) => list.length === 0} empty={t('salon.noServicesYet')}>
        {(list) => (
          <ul className={styles.list} data-testid="services-list">
            {list.map((s) => (
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
                <ItemActions name={s.name} onEdit={() => editor.edit(s)} onDelete={() => removal.remove(s)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {editor.open && <ServiceForm service={editor.item} currency={currency} onClose={editor.close} onSaved={editor.saved} />}
    </div>
  );
}
