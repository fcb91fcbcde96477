import { useId, useState, type KeyboardEvent } from 'react';
import type { CityDto } from '../../api/directory.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CitySuggestionList } from './city-suggestion-list.js';
import { useCitySuggestions } from './use-city-suggestions.js';

export interface CityComboboxProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** A city picked from the list (also reported through onChange with its name). */
  onChoose?: (city: CityDto) => void;
  placeholder?: string;
  labelClassName?: string;
  testId?: string;
}

/**
 * City input with suggestions (ARIA 1.2 combobox): 10 cities when empty and focused, a hint for one
 * letter, matches from 2 letters; arrows move, Enter picks, Escape closes; typing clears the pick.
 */
export function CityCombobox({
  label,
  value,
  onChange,
  onChoose,
  placeholder,
  labelClassName,
  testId = 'city-combobox',
}: CityComboboxProps) {
  const { t } = useI18n();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<string | null>(null);
  const suggestions = useCitySuggestions(value, open);
  const options = suggestions.status === 'ready' || suggestions.status === 'loading' ? suggestions.cities : [];

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (city: CityDto) => {
    setChosen(city.name);
    onChange(city.name);
    onChoose?.(city);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="combobox" data-testid={testId} data-chosen={chosen ?? ''}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        name="city"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => {
          setChosen(null);
          setActive(-1);
          setOpen(true);
          onChange(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        data-testid={`${testId}-input`}
      />
      <CitySuggestionList
        id={listId}
        open={open}
        status={suggestions.status}
        options={options}
        active={active}
        chosen={chosen}
        onChoose={choose}
        onHover={setActive}
        onRetry={suggestions.retry}
        hint={t('cityAc.hint')}
        testId={testId}
      />
    </div>
  );
}
