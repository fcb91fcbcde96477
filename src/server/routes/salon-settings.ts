import {
  addressInput,
  openingHoursInput,
  photoOrderInput,
  profileInput,
  salonPhotosResponse,
  salonSettingsResponse,
} from '../../contract/salon.js';
import type { Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** Nastavení of the salon dashboard: profile, address and opening hours of the company's public listing. */
export const salonSettingsRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const { settings } = core.salon;
  const saved = { 200: salonSettingsResponse };

  app.get('/api/company/settings', { ...companyRoute, schema: { response: saved } }, async (request) => ({
    success: true as const,
    settings: await settings.settings(companyIdOf(request)),
  }));
  app.put('/api/company/profile', { ...companyRoute, schema: { body: profileInput, response: saved } }, async (request) => ({
    success: true as const,
    settings: await settings.saveProfile(companyIdOf(request), request.body),
  }));
  app.put('/api/company/address', { ...companyRoute, schema: { body: addressInput, response: saved } }, async (request) => ({
    success: true as const,
    settings: await settings.saveAddress(companyIdOf(request), request.body),
  }));
  app.put('/api/company/opening-hours', { ...companyRoute, schema: { body: openingHoursInput, response: saved } }, async (request) => ({
    success: true as const,
    settings: await settings.saveHours(companyIdOf(request), request.body.hours),
  }));
  app.put(
    '/api/company/photos/order',
    { ...companyRoute, schema: { body: photoOrderInput, response: { 200: salonPhotosResponse } } },
    async (request) => ({ success: true as const, photos: await settings.orderPhotos(companyIdOf(request), request.body.ids) }),
  );
};
