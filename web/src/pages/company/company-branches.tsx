import type { PublicBranchDto } from '../../api/branches.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { WEEK_FROM_MONDAY } from './opening-hours.js';
import '../../i18n/cs-booking.js';
import '../../i18n/cs-company.js';
import styles from './company.module.css';

/** weekday 0 = sunday .. 6, as the API numbers them */
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A branch's hours as one line per open day, Monday first ('Po 10:00 – 14:00'). */
function hoursLines(branch: PublicBranchDto, day: (weekday: string) => string) {
  return WEEK_FROM_MONDAY.flatMap((name) => {
    const intervals = branch.opening_hours.filter((h) => WEEKDAYS[h.weekday] === name);
    return intervals.length ? [`${day(name)} ${intervals.map((h) => `${h.opens} – ${h.closes}`).join(', ')}`] : [];
  });
}

/** The profile's branches: address, phone, hours, and booking at that branch; `chosen` (?pobocka=) is marked. */
export function CompanyBranches({
  branches,
  chosen,
  onBook,
}: {
  branches: PublicBranchDto[];
  chosen: number | null;
  onBook: (branchId: number) => void;
}) {
  const { t } = useI18n();
  if (!branches.length) return null;
  return (
    <section className="section" aria-labelledby="company-branches" data-testid="company-branches">
      <h2 id="company-branches" className="section-title">
        {t('companyBranch.title')}
      </h2>
      <ul className={styles.branchList}>
        {branches.map((b) => (
          <li key={b.id} data-testid={`company-branch-${b.id}`} aria-current={b.id === chosen ? 'location' : undefined}>
            <strong>{b.name}</strong>
            <br />
            {[b.address, [b.postal_code, b.city.name].filter(Boolean).join(' ')].join(', ')}
            {b.phone && (
              <>
                <br />
                {t('companyBranch.phone')}: <a href={`tel:${b.phone.replace(/\s/g, '')}`}>{b.phone}</a>
              </>
            )}
            <br />
            {t('company.hours')}: {hoursLines(b, (name) => t(`day.${name}` as MessageKey)).join('; ') || t('company.closed')}
            <br />
            <button type="button" className="button button--ghost" onClick={() => onBook(b.id)} data-testid={`book-branch-${b.id}`}>
              {t('companyBranch.book')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
