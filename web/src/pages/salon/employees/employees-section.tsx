import { deleteEmployee, type SalonEmployeeDto } from '../../../api/salon.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { staffQuery } from '../common/first-queries.js';
import { useSalonChanged } from '../common/queries.js';
import { EmployeeForm } from './employee-form.js';
import { ListStates } from '../common/list-states.js';
import { AddToolbar, ErrorNotice, ItemActions, useConfirmedRemoval, useItemEditor } from '../common/section-items.js';
import type { SectionProps } from '../section-props.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { weekdayKey } from '../texts.js';
import styles from '../common/salon.module.css';

/** Zaměstnanci: people with their calendar colour, the services they do and their working hours. */
export function EmployeesSection(_: SectionProps) {
  const { t } = useI18n();
  const data = useApiQuery(staffQuery.key, staffQuery.load);
  const changed = useSalonChanged();
  const editor = useItemEditor<SalonEmployeeDto>(changed);
  const removal = useConfirmedRemoval(
    (e: SalonEmployeeDto) => deleteEmployee(e.id),
    (e) => t('salon.confirmDeleteEmployee', { name: e.name }),
    changed,
  );
  const [employees, services] = data.data ?? [[], []];
  const serviceName = (id: number) => services.find((s) => s.id === id)?.name ?? '';

  return (
    <div className={styles.stack}>
      <AddToolbar label={t('salon.newEmployee')} testId="new-employee" onAdd={editor.add} />
      <ErrorNotice text={removal.notice} />
      <ListStates resource={data} isEmpty={([list]) => list.length === 0} empty={t('salon.noEmployees')}>
        {() => (
          <ul className={styles.list} data-testid="employees-list">
            {employees.map((e) => (
              <li key={e.id} className={`${styles.listItem}${e.is_active ? '' : ' is-inactive'}`}>
                <span className={styles.bar} style={{ background: e.color }} aria-hidden="true" />
                <span className={styles.listMain}>
                  <strong>
                    {e.name}
                    {e.is_active ? '' : ` · ${t('salon.inactive')}`}
                  </strong>
                  <span>{[e.email, e.phone].filter(Boolean).join(' · ')}</span>
                  <span>
                    {t('salon.servicesDone')}: {e.services.length ? e.services.map(serviceName).join(', ') : t('salon.allServices')}
                  </span>
                  <span>
                    {t('salon.workingHours')}:{' '}
                    {e.hours.length
                      ? e.hours.map((h) => `${t(weekdayKey(h.weekday)).slice(0, 2)} ${h.starts}–${h.ends}`).join(', ')
                      : t('salon.anyTime')}
                  </span>
                </span>
                <ItemActions name={e.name} onEdit={() => editor.edit(e)} onDelete={() => removal.remove(e)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {editor.open && <EmployeeForm employee={editor.item} services={services} onClose={editor.close} onSaved={editor.saved} />}
    </div>
  );
}
