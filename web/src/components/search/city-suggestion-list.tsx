import type { CityDto } from '../../api/directory.js';
import { useI18n } from '../../i18n/i18n-context.js';
import type { SuggestionStatus } from './use-city-suggestions.js';
import { RetryNotice } from '../retry-notice.js';

interface Props {
  id: string;
  open: boolean;
  status: SuggestionStatus;
  options: CityDto[];
  active: number;
  chosen: string | null;
  onChoose: (city: CityDto) => void;
  onHover: (index: number) => void;
  onRetry: () => void;
  hint: string;
  testId: string;
}

/** The popup of the city combobox: the listbox, or a hint / loading / empty / error line. */
export function CitySuggestionList({ id, open, status, options, active, chosen, onChoose, onHover, onRetry, hint, testId }: Props) {
  const { t } = useI18n();
  // Clicks inside the popup must not blur the input (which would close it first).
  const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();
  let message: string | null = null;
  if (status === 'short') message = hint;
  else if (status === 'loading' && options.length === 0) message = t('footer.citiesLoading');
  else if (status === 'ready' && options.length === 0) message = t('footer.citiesEmpty');

  return (
    <div className="combobox-popup" hidden={!open} onMouseDown={keepFocus}>
      <ul id={id} role="listbox" aria-label={t('cityAc.list')} className="combobox-list" data-testid={`${testId}-list`}>
        {options.map((city, index) => (
          <li
            key={city.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`combobox-option${index === active ? ' combobox-option--active' : ''}`}
            onMouseEnter={() => onHover(index)}
            onClick={() => onChoose(city)}
            data-chosen={chosen === city.name || undefined}
          >
            <span>{city.name}</span>
            {city.region_name && <span className="muted combobox-region">{city.region_name}</span>}
          </li>
        ))}
      </ul>
      {message && (
        <p className="combobox-message" role="status" data-testid={`${testId}-message`}>
          {message}
        </p>
      )}
      {status === 'error' && (
        <RetryNotice
          message={t('cityAc.error')}
          onRetry={onRetry}
          testId={`${testId}-error`}
          className="combobox-message combobox-message--error"
        />
      )}
    </div>
  );
}
