import { useState } from 'react';
import { TextField } from '../../../../components/form/text-field.js';
import { errorMessage } from '../../../../components/ui/errors.js';
import { useI18n } from '../../../../i18n/i18n-context.js';
import { ColorSwatches } from './color-swatches.js';
import styles from './center.module.css';

export interface NameColor {
  name: string;
  color: string;
}

/**
 * The inline edit of a label's or a folder's name and colour (inside its row): a name is required;
 * `onSave` stores it (a refusal is shown under the name), `onCancel` leaves the row as it was.
 */
export function NameColorEdit({
  kind,
  colors,
  initial,
  onSave,
  onCancel,
}: {
  kind: 'label' | 'folder';
  colors: readonly string[];
  initial: NameColor;
  onSave: (value: NameColor) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const area = kind === 'label' ? 'labels' : 'folders';
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!value.name.trim()) return setError(t('admin.center.nameRequired'));
    try {
      await onSave(value);
    } catch (e) {
      setError(errorMessage(e, t, t(`admin.center.${area}.failed`)));
    }
  };
  return (
    <>
      <TextField
        label={t(`admin.center.${area}.name`)}
        name={`${kind}-edit-name`}
        value={value.name}
        onChange={(name) => setValue({ ...value, name })}
        error={error}
        required
        maxLength={100}
        testId={`${kind}-edit-name`}
      />
      <ColorSwatches
        colors={colors}
        value={value.color}
        onChange={(color) => setValue({ ...value, color })}
        legend={t(`admin.center.${area}.color`)}
        testId={`${kind}-edit-color`}
      />
      <div className={styles.actions}>
        <button type="button" className="button button--primary button--small" onClick={() => void save()} data-testid={`${kind}-save`}>
          {t(`admin.center.${area}.save`)}
        </button>
        <button type="button" className="button button--small" onClick={onCancel}>
          {t(`admin.center.${area}.cancelEdit`)}
        </button>
      </div>
    </>
  );
}
