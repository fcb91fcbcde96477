import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-login.js';

/** Password input with a show/hide toggle (the toggle's name avoids the word of the label, for test lookups). */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  testId,
  name = 'password',
  invalid = false,
  error,
  disabled = false,
  required = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  testId?: string;
  name?: string;
  invalid?: boolean;
  /** shown under the input and tied to it with aria-describedby */
  error?: string | null;
  disabled?: boolean;
  required?: boolean;
}) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required={required}
          maxLength={128}
          aria-invalid={invalid || error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          data-testid={testId}
        />
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          data-testid={testId ? `${testId}-toggle` : undefined}
        >
          {visible ? t('login.hide') : t('login.show')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
