import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteEmployee, type SalonEmployeeDto } from '../../../api/salon.js';
import { LoadError } from '../../../components/load-error.js';
import { Spinner } from '../../../components/spinner.js';
import { useApiQuery } from '../../../hooks/use-api-query.js';
import { staffQuery } from '../common/first-queries.js';
import { useSalonChanged } from '../common/queries.js';
import { EmployeeForm } from './employee-form.js';
import { errorMessage } from '../common/errors.js';
import type { SectionProps } from '../section-props.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { weekdayKey } from '../texts.js';
import styles from '../common/salon.module.css';

/** Zaměstnanci: people with their calendar colour, the services they do and their working hours. */
export function EmployeesSection(_: SectionProps) {
  const { t } = useI18n();
  const data = useApiQuery(staffQuery.key, staffQuery.load);
  const changed = useSalonChanged();
  const [editing, setEditing] = useState<SalonEmployeeDto | 'new' | null>(null);
  const removal = useMutation({ mutationFn: (e: SalonEmployeeDto) => deleteEmployee(e.id), onSuccess: () => changed() });
  const notice = removal.error && errorMessage(removal.error, t);

  const remove = (e: SalonEmployeeDto) => {
    if (window.confirm(t('salon.confirmDeleteEmployee', { name: e.name }))) removal.mutate(e);
  };
  const [employees, services] = data.data ?? [[], []];
  const serviceName = (id: number) => services.find((s) => s.id === id)?.name ?? '';

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')} data-testid="new-employee">
          {t('salon.newEmployee')}
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
        (employees.length === 0 ? (
          <p className={styles.empty}>{t('salon.noEmployees')}</p>
        ) : (
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
                <span className={styles.actions}>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => setEditing(e)}
                    aria-label={`${t('salon.edit')}: ${e.name}`}
                  >
                    {t('salon.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button--danger button--small"
                    onClick={() => remove(e)}
                    aria-label={`${t('salon.delete')}: ${e.name}`}
                  >
                    {t('salon.delete')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ))}
      {editing && (
        <EmployeeForm
          employee={editing === 'new' ? null : editing}
          services={services}
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
