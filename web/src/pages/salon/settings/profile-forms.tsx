import { saveAddress, saveProfile, type SalonSettingsDto } from '../../../api/salon.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { addressForm, profileForm } from '../common/form-schemas.js';
import { TextFields } from '../../../components/form/form-fields.js';
import { SettingsPanel, useSettingsForm } from './use-settings-form.js';

type Props = { settings: SalonSettingsDto; onSaved: (s: SalonSettingsDto) => void };

/** Profil a kontakt: name, description, phone, e-mail, web. */
export function ProfileForm({ settings, onSaved }: Props) {
  const { t } = useI18n();
  const form = useSettingsForm({
    schema: profileForm,
    defaultValues: { ...settings.profile, email: settings.profile.email ?? '', website: settings.profile.website ?? '' },
    save: saveProfile,
    onSaved,
  });
  return (
    <SettingsPanel
      titleId="profile-title"
      title={`${t('salon.profile')} · ${t('salon.contact')}`}
      grid
      form={form}
      submitTestId="profile-submit"
    >
      <TextFields
        control={form.control}
        fields={[
          { name: 'name', label: t('salon.companyName'), required: true, maxLength: 190, testId: 'profile-name' },
          { name: 'phone', label: t('salon.phone'), type: 'tel', required: true, testId: 'profile-phone' },
          { name: 'email', label: t('salon.email'), type: 'email', testId: 'profile-email' },
          { name: 'website', label: t('salon.website'), type: 'url', placeholder: 'https://', testId: 'profile-website' },
          { name: 'description', label: t('salon.description'), multiline: true, maxLength: 5000, testId: 'profile-description' },
        ]}
      />
    </SettingsPanel>
  );
}

/** Adresa: street, postal code, city (one of the edition's), district. */
export function AddressForm({ settings, onSaved }: Props) {
  const { t } = useI18n();
  const form = useSettingsForm({
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
    <SettingsPanel titleId="address-title" title={t('salon.address')} grid form={form} submitTestId="address-submit">
      <TextFields
        control={form.control}
        fields={[
          { name: 'address', label: t('salon.street'), required: true, maxLength: 255, testId: 'address-street' },
          { name: 'postal_code', label: t('salon.postalCode'), maxLength: 16 },
          { name: 'city', label: t('salon.city'), required: true, maxLength: 120, testId: 'address-city' },
          { name: 'district', label: t('salon.district'), maxLength: 120 },
        ]}
      />
    </SettingsPanel>
  );
}
