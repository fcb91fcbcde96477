import { useI18n } from '../i18n/i18n-context.js';
import '../i18n/cs-shop.js';

/** A quantity between `min` and `max` (the stock): minus, the number, plus. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  testId,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  label: string;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const set = (next: number) => onChange(Math.min(Math.max(Number.isFinite(next) ? Math.trunc(next) : min, min), Math.max(max, min)));
  return (
    <div className="shop-stepper" role="group" aria-label={label} data-testid={testId}>
      <button
        type="button"
        onClick={() => set(value - 1)}
        disabled={disabled || value <= min}
        aria-label={t('eshop.less')}
        data-testid={`${testId}-less`}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => set(event.currentTarget.valueAsNumber)}
        data-testid={`${testId}-value`}
      />
      <button
        type="button"
        onClick={() => set(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('eshop.more')}
        data-testid={`${testId}-more`}
      >
        +
      </button>
    </div>
  );
}
