import { useTheme } from '../../app/theme-context.js';
import { THEME_CHOICES, type ThemeChoice } from '../../app/theme.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Icon, type IconName } from '../icon.js';

const ICONS: Record<ThemeChoice, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

/** Light / dark / system as a labelled group of toggle buttons. */
export function ThemeSwitch({ showLabels = false }: { showLabels?: boolean }) {
  const { t } = useI18n();
  const { choice, setChoice } = useTheme();
  return (
    <div className="theme-switch" role="group" aria-label={t('theme.label')}>
      {THEME_CHOICES.map((option) => {
        const label = t(`theme.${option}`);
        return (
          <button
            key={option}
            type="button"
            className="theme-switch-option"
            aria-pressed={choice === option}
            title={label}
            onClick={() => setChoice(option)}
            data-testid={`theme-${option}`}
          >
            <Icon name={ICONS[option]} size={16} />
            <span className={showLabels ? 'theme-switch-label' : 'visually-hidden'}>{label}</span>
          </button>
        );
      })}
    </div>
  );
}
