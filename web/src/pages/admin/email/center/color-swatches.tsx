import { useId } from 'react';
import { useI18n } from '../../../../i18n/i18n-context.js';
import styles from './center.module.css';

/** The colour presets as radio buttons drawn as swatches (named for screen readers). */
export function ColorSwatches({
  colors,
  value,
  onChange,
  legend,
  testId,
}: {
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  legend: string;
  testId: string;
}) {
  const { t } = useI18n();
  const name = useId();
  return (
    <fieldset className={styles.swatches} data-testid={testId}>
      <legend>{legend}</legend>
      {colors.map((color) => (
        <label key={color} className={styles.swatchLabel} title={t(`admin.center.colors.${color}` as never)}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={color}
            checked={value === color}
            onChange={() => onChange(color)}
            data-testid={`${testId}-${color.slice(1)}`}
          />
          <span className={styles.swatch} style={{ background: color }} aria-hidden="true" />
          <span className="visually-hidden">{t(`admin.center.colors.${color}` as never)}</span>
        </label>
      ))}
    </fieldset>
  );
}
