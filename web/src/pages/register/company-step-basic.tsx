import { TextField } from '../../components/form/text-field.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { PasswordField } from '../auth/password-field.js';
import type { CompanyFieldSetter, CompanyForm } from './company-form.js';
import type { FieldErrors } from './registration-errors.js';

/** Step 1 'Základní informace': company, contact person, e-mail, phone, password twice. */
export function CompanyStepBasic({
  values,
  errors,
  set,
  minLength,
}: {
  values: CompanyForm;
  errors: FieldErrors;
  set: CompanyFieldSetter;
  minLength: number;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t('companyReg.companyName')}
        name="companyName"
        value={values.companyName}
        onChange={set('companyName')}
        error={errors.companyName}
        autoComplete="organization"
        required
        maxLength={190}
        testId="company-reg-name"
      />
      <TextField
        label={t('companyReg.contactPerson')}
        name="contactPerson"
        value={values.contactPerson}
        onChange={set('contactPerson')}
        error={errors.contactPerson}
        autoComplete="name"
        required
        maxLength={200}
        testId="company-reg-contact"
      />
      <TextField
        label={t('companyReg.email')}
        name="email"
        type="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
        required
        maxLength={190}
        testId="company-reg-email"
      />
      <TextField
        label={t('companyReg.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
        autoComplete="tel"
        required
        maxLength={32}
        testId="company-reg-phone"
      />
      <PasswordField
        label={t('companyReg.password')}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        autoComplete="new-password"
        testId="company-reg-password"
      />
      <PasswordField
        label={t('companyReg.confirmPassword')}
        name="confirmPassword"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        testId="company-reg-confirm"
      />
      <p className="field-hint">{t('register.passwordHint', { min: minLength })}</p>
    </>
  );
}
