import type { FastifyInstance } from 'fastify';
import { addressInput, openingHoursInput, photoOrderInput, profileInput } from '../../contract/salon.js';
import type { Core } from '../../core/index.js';
import { parse } from '../validate.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

/** Nastavení of the salon dashboard: profile, address and opening hours of the company's public listing. */
export async function salonSettingsRoutes(app: FastifyInstance, { core }: { core: Core }) {
  const { settings } = core.salon;

  app.get('/api/company/settings', companyRoute, async (request) => ({
    success: true,
    settings: await settings.settings(companyIdOf(request)),
  }));
  app.put('/api/company/profile', companyRoute, async (request) => ({
    success: true,
    settings: await settings.saveProfile(companyIdOf(request), parse(profileInput, request.body)),
  }));
  app.put('/api/company/address', companyRoute, async (request) => ({
    success: true,
    settings: await settings.saveAddress(companyIdOf(request), parse(addressInput, request.body)),
  }));
  app.put('/api/company/opening-hours', companyRoute, async (request) => ({
    success: true,
    settings: await settings.saveHours(companyIdOf(request), parse(openingHoursInput, request.body).hours),
  }));
  app.put('/api/company/photos/order', companyRoute, async (request) => ({
    success: true,
    photos: await settings.orderPhotos(companyIdOf(request), parse(photoOrderInput, request.body).ids),
  }));
}
