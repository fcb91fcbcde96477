import { saveAddress, saveProfile, type SalonSettingsDto } from '../../../api/salon.js';
import { FormTextField } from '../../../components/form/form-fields.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { addressForm, profileForm } from '../common/form-schemas.js';
import { useSettingsForm } from './use-settings-form.js';
import styles from '../common/salon.module.css';

type Props = { settings: SalonSettingsDto; onSaved: (s: SalonSettingsDto) => void };

/** Profil a kontakt: name, description, phone, e-mail, web. */
export function ProfileForm({ settings, onSaved }: Props) {
  const { t } = useI18n();
  const { control, submit, footer } = useSettingsForm({
    schema: profileForm,
    defaultValues: { ...settings.profile, email: settings.profile.email ?? '', website: settings.profile.website ?? '' },
    save: saveProfile,
    onSaved,
  });
  return (
    <section className={styles.panel} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.panelTitle}>
        {t('salon.profile')} · {t('salon.contact')}
      </h2>
      <form className={`${styles.form} ${styles.formGrid}`} onSubmit={submit} noValidate>
        <FormTextField control={control} name="name" label={t('salon.companyName')} required maxLength={190} testId="profile-name" />
        <FormTextField control={control} name="phone" label={t('salon.phone')} type="tel" inputMode="tel" required testId="profile-phone" />
        <FormTextField control={control} name="email" label={t('salon.email')} type="email" testId="profile-email" />
        <FormTextField
          control={control}
          name="website"
          label={t('salon.website')}
          type="url"
          inputMode="url"
          placeholder="https://"
          testId="profile-website"
        />
        <FormTextField
          control={control}
          name="description"
          label={t('salon.description')}
          multiline
          maxLength={5000}
          testId="profile-description"
        />
        {footer('profile-submit')}
      </form>
    </section>
  );
}

/** Adresa: street, postal code, city (one of the edition's), district. */
export function AddressForm({ settings, onSaved }: Props) {
  const { t } = useI18n();
  const { control, submit, footer } = useSettingsForm({
    schema: addressForm,
    defaultValues: {
      ...settings.address,
      postal_code: settings.address.postal_code ?? '',
      district: settings.address.district ?? '',
    },
    save: saveAddress,
    onSaved,
  });
  return (
    <section className={styles.panel} aria-labelledby="address-title">
      <h2 id="address-title" className={styles.panelTitle}>
        {t('salon.address')}
      </h2>
      <form className={`${styles.form} ${styles.formGrid}`} onSubmit={submit} noValidate>
        <FormTextField control={control} name="address" label={t('salon.street')} required maxLength={255} testId="address-street" />
        <FormTextField control={control} name="postal_code" label={t('salon.postalCode')} maxLength={16} />
        <FormTextField control={control} name="city" label={t('salon.city')} required maxLength={120} testId="address-city" />
        <FormTextField control={control} name="district" label={t('salon.district')} maxLength={120} />
        {footer('address-submit')}
      </form>
    </section>
  );
}
