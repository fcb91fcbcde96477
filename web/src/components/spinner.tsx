import { useI18n } from '../i18n/i18n-context.js';

/** A busy indicator with a text for screen readers (and sighted users when `showLabel`). */
export function Spinner({ label, block = false, showLabel = false }: { label?: string; block?: boolean; showLabel?: boolean }) {
  const { t } = useI18n();
  const text = label ?? t('common.loading');
  return (
    <div className={block ? 'spinner-block' : 'spinner-inline'} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? 'spinner-label' : 'visually-hidden'}>{text}</span>
    </div>
  );
}
