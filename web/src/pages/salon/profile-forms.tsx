import { useState } from 'react';
import { saveAddress, saveProfile, type SalonSettingsDto } from '../../api/salon.js';
import { TextField } from '../../components/form/text-field.js';
import { SALON_TEXTS as T } from './texts.js';
import { useSettingsSave } from './use-settings-save.js';

type Props = { settings: SalonSettingsDto; onSaved: (s: SalonSettingsDto) => void };

/** Profil a kontakt: name, description, phone, e-mail, web. */
export function ProfileForm({ settings, onSaved }: Props) {
  const [p, setP] = useState({ ...settings.profile, email: settings.profile.email ?? '', website: settings.profile.website ?? '' });
  const { errors, submit, footer } = useSettingsSave(() => saveProfile(p), onSaved);
  const set = (key: keyof typeof p) => (value: string) => setP((x) => ({ ...x, [key]: value }));
  return (
    <section className="salon-panel" aria-labelledby="profile-title">
      <h2 id="profile-title" className="salon-panel-title">
        {T.profile} · {T.contact}
      </h2>
      <form className="salon-form salon-form--grid" onSubmit={submit} noValidate>
        <TextField
          label={T.companyName}
          name="name"
          value={p.name}
          onChange={set('name')}
          required
          maxLength={190}
          error={errors.name}
          testId="profile-name"
        />
        <TextField
          label={T.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          value={p.phone}
          onChange={set('phone')}
          required
          error={errors.phone}
          testId="profile-phone"
        />
        <TextField
          label={T.email}
          name="email"
          type="email"
          value={p.email}
          onChange={set('email')}
          error={errors.email}
          testId="profile-email"
        />
        <TextField
          label={T.website}
          name="website"
          type="url"
          inputMode="url"
          value={p.website}
          onChange={set('website')}
          placeholder="https://"
          error={errors.website}
          testId="profile-website"
        />
        <TextField
          label={T.description}
          name="description"
          value={p.description}
          onChange={set('description')}
          multiline
          maxLength={5000}
          error={errors.description}
          testId="profile-description"
        />
        {footer('profile-submit')}
      </form>
    </section>
  );
}

/** Adresa: street, postal code, city (one of the edition's), district. */
export function AddressForm({ settings, onSaved }: Props) {
  const [a, setA] = useState({
    ...settings.address,
    postal_code: settings.address.postal_code ?? '',
    district: settings.address.district ?? '',
  });
  const { errors, submit, footer } = useSettingsSave(() => saveAddress(a), onSaved);
  const set = (key: keyof typeof a) => (value: string) => setA((x) => ({ ...x, [key]: value }));
  return (
    <section className="salon-panel" aria-labelledby="address-title">
      <h2 id="address-title" className="salon-panel-title">
        {T.address}
      </h2>
      <form className="salon-form salon-form--grid" onSubmit={submit} noValidate>
        <TextField
          label={T.street}
          name="address"
          value={a.address}
          onChange={set('address')}
          required
          maxLength={255}
          error={errors.address}
          testId="address-street"
        />
        <TextField
          label={T.postalCode}
          name="postal_code"
          value={a.postal_code}
          onChange={set('postal_code')}
          maxLength={16}
          error={errors.postal_code}
        />
        <TextField
          label={T.city}
          name="city"
          value={a.city}
          onChange={set('city')}
          required
          maxLength={120}
          error={errors.city}
          testId="address-city"
        />
        <TextField
          label={T.district}
          name="district"
          value={a.district}
          onChange={set('district')}
          maxLength={120}
          error={errors.district}
        />
        {footer('address-submit')}
      </form>
    </section>
  );
}
