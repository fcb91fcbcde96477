import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form/form-fields.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { TextFields } from '../../components/form/form-fields.js';
import { emailAndPhone } from './contact-fields.js';
import { NewPasswordFields } from './new-password-fields.js';
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
      <TextFields control={control} fields={emailAndPhone({ email: t('companyReg.email'), phone: t('companyReg.phone') }, 'company-reg')} />
      <NewPasswordFields
        control={control}
        labels={{ password: 'companyReg.password', confirm: 'companyReg.confirmPassword' }}
        testIds={{ password: 'company-reg-password', confirm: 'company-reg-confirm' }}
        minLength={minLength}
      />
    </>
  );
}
