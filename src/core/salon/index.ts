import type { Knex } from 'knex';
import type { BookingService } from '../booking/service.js';
import type { Clock } from '../ports.js';
import type { PhotoLimits } from './model.js';
import { createDashboardRepository } from './dashboard-repository.js';
import { createDashboardService } from './dashboard-service.js';
import { createSalonSettingsRepository } from './settings-repository.js';
import { createSalonSettingsService } from './settings-service.js';
import { createStaffRepository } from './staff-repository.js';
import { createStaffService } from './staff-service.js';

/** The company's salon dashboard (/firma): every call takes the caller's company id from the session. */
export function createSalon(deps: { db: Knex; clock: Clock; booking: BookingService; photoLimits?: PhotoLimits }) {
  const companies = createDashboardRepository(deps.db);
  return {
    dashboard: createDashboardService({ repo: companies, booking: deps.booking, clock: deps.clock }),
    staff: createStaffService({ repo: createStaffRepository(deps.db), companies, clock: deps.clock }),
    settings: createSalonSettingsService({
      repo: createSalonSettingsRepository(deps.db),
      clock: deps.clock,
      photoLimits: deps.photoLimits,
    }),
  };
}

export type Salon = ReturnType<typeof createSalon>;
export { MAX_PHOTOS, PHOTO_LIMIT_DEFAULTS, PHOTO_MAX_BYTES, SALON_TEXTS, type PhotoLimits } from './model.js';
export { checkPhotoName, photoTooLarge } from './settings-service.js';
