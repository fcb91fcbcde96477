import type { Core } from '../../../src/core/index.js';

/** The customer's choice of offers by e-mail (the profile's notification switches), saved as the customer's profile form saves it. */
export async function setEmailOffers(core: Core, userId: number, wanted: boolean): Promise<void> {
  const me = await core.customer.profile(userId);
  await core.customer.saveProfile(userId, { name: me.name, phone: me.phone, preferences: { ...me.preferences, email_offers: wanted } });
}
