import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { PasswordField } from '../auth/password-field.js';
import '../../i18n/cs-registration.js';

const NAMES = { password: 'password', confirm: 'confirmPassword' } as const;

/**
 * The new account's password and its confirmation (the form's `password` and `confirmPassword`), then
 * the hint with the policy's minimum length.
 */
export function NewPasswordFields<Values extends FieldValues & { password: string; confirmPassword: string }>({
  control,
  labels,
  testIds,
  minLength,
}: {
  control: Control<Values>;
  labels: { password: MessageKey; confirm: MessageKey };
  testIds: { password: string; confirm: string };
  minLength: number;
}) {
  const { t } = useI18n();
  return (
    <>
      {(['password', 'confirm'] as const).map((which) => (
        <Controller
          key={which}
          control={control}
          name={NAMES[which] as Path<Values>}
          render={({ field, fieldState }) => (
            <PasswordField
              label={t(labels[which])}
              name={NAMES[which]}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              autoComplete="new-password"
              testId={testIds[which]}
            />
          )}
        />
      ))}
      <p className="field-hint">{t('register.passwordHint', { min: minLength })}</p>
    </>
  );
}
