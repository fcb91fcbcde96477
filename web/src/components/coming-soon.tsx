import { Icon } from './icon.js';
import { useI18n } from '../i18n/i18n-context.js';

/** The one allowed placeholder: 'Připravujeme' and a sentence, for screens that are still being built. */
export function ComingSoon({ text }: { text: string }) {
  const { t } = useI18n();
  return (
    <section className="coming-soon" data-testid="coming-soon">
      <span className="coming-soon-icon">
        <Icon name="clock" size={28} />
      </span>
      <h2 className="coming-soon-title">{t('common.comingSoon')}</h2>
      <p className="coming-soon-text">{text}</p>
    </section>
  );
}
