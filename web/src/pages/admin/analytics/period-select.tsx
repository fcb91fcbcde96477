import { WEB_ANALYTICS_PERIODS } from '../../../../../src/contract/web-analytics.js';
import type { WebAnalyticsPeriod } from '../../../api/web-analytics.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { LabelledSelect } from '../common/filter-controls.js';
import { OptionList } from '../common/filter-controls.js';
import styles from './analytics.module.css';

/** 'Období' of the web analytics: 7, 30, 90 or 365 days. */
export function PeriodSelect({
  id,
  value,
  onChange,
  testId,
}: {
  id: string;
  value: WebAnalyticsPeriod;
  onChange: (period: WebAnalyticsPeriod) => void;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <LabelledSelect
      id={id}
      label={t('admin.webAnalytics.period')}
      labelClassName={styles.label}
      value={value}
      onChange={(period) => onChange(period as WebAnalyticsPeriod)}
      testId={testId}
    >
      <OptionList values={WEB_ANALYTICS_PERIODS} label={(period) => t(`admin.webAnalytics.period.${period}`)} />
    </LabelledSelect>
  );
}
