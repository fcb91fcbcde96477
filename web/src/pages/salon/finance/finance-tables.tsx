import type { FinanceGroupDto } from '../../../api/finance.js';
import { Table } from '../../../components/ui/table.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { minorMoney } from './format.js';
import salon from '../common/salon.module.css';
import styles from './finance.module.css';

/** One group table (by service, employee, branch): name, count of completed bookings, their sum; or a note that there are none. */
export function FinanceGroupTable({
  id,
  title,
  nameColumn,
  groups,
  currency,
  busy,
  unnamed,
}: {
  id: string;
  title: string;
  nameColumn: string;
  groups: FinanceGroupDto[];
  currency: string;
  busy: boolean;
  /** the name of the group without one (default 'Neuvedeno') */
  unnamed?: string;
}) {
  const { t } = useI18n();
  return (
    <section className={salon.panel} aria-labelledby={`finance-${id}-title`} data-testid={`finance-${id}`}>
      <h2 id={`finance-${id}-title`} className={salon.panelTitle}>
        {title}
      </h2>
      {groups.length === 0 ? (
        <p className={salon.note}>{t('salon.finance.noBookings')}</p>
      ) : (
        <Table caption={title} columns={[nameColumn, t('salon.finance.count'), t('salon.finance.sum')]} busy={busy}>
          {groups.map((g) => (
            <tr key={g.id ?? `none-${g.name ?? ''}`}>
              <th scope="row">{g.name ?? unnamed ?? t('salon.finance.unnamed')}</th>
              <td className={styles.amount}>{g.count}</td>
              <td className={styles.amount}>{minorMoney(g.sum, currency)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
