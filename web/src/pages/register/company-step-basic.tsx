import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../components/form/form-fields.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { PasswordField } from '../auth/password-field.js';
import type { CompanyForm } from './company-form.js';
import '../../i18n/cs-registration.js';

/** Step 1 'Základní informace': company, contact person, e-mail, phone, password twice. */
export function CompanyStepBasic({ control, minLength }: { control: Control<CompanyForm>; minLength: number }) {
  const { t } = useI18n();
  const field = (name: keyof CompanyForm) => ({ control, name });
  return (
    <>
      <FormTextField
        {...field('companyName')}
        label={t('companyReg.companyName')}
        autoComplete="organization"
        required
        maxLength={190}
        testId="company-reg-name"
      />
      <FormTextField
        {...field('contactPerson')}
        label={t('companyReg.contactPerson')}
        autoComplete="name"
        required
        maxLength={200}
        testId="company-reg-contact"
      />
      <FormTextField
        {...field('email')}
        label={t('companyReg.email')}
        type="email"
        autoComplete="email"
        required
        maxLength={190}
        testId="company-reg-email"
      />
      <FormTextField
        {...field('phone')}
        label={t('companyReg.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={32}
        testId="company-reg-phone"
      />
      <Controller
        {...field('password')}
        render={({ field: input, fieldState }) => (
          <PasswordField
            label={t('companyReg.password')}
            value={input.value}
            onChange={input.onChange}
            error={fieldState.error?.message}
            autoComplete="new-password"
            testId="company-reg-password"
          />
        )}
      />
      <Controller
        {...field('confirmPassword')}
        render={({ field: input, fieldState }) => (
          <PasswordField
            label={t('companyReg.confirmPassword')}
            name="confirmPassword"
            value={input.value}
            onChange={input.onChange}
            error={fieldState.error?.message}
            autoComplete="new-password"
            testId="company-reg-confirm"
          />
        )}
      />
      <p className="field-hint">{t('register.passwordHint', { min: minLength })}</p>
    </>
  );
}
