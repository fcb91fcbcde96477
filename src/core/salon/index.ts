import type { BookingService } from '../booking/booking.service.js';
import type { PlanService } from '../plans/plans.service.js';
import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import type { PhotoLimits } from './model.js';
import { createDashboardService } from './dashboard.service.js';
import { createSalonSettingsService } from './settings.service.js';
import { createStaffService } from './staff.service.js';

/** The company's salon dashboard (/firma): every call takes the caller's company id from the session. */
export function createSalon(deps: {
  uow: UnitOfWork;
  repos: Repositories;
  clock: Clock;
  booking: BookingService;
  photoLimits?: PhotoLimits;
  plans: Pick<PlanService, 'status'>;
  locateListing?: (companyId: number) => Promise<void>;
}) {
  const companies = deps.repos.salonDashboard;
  return {
    dashboard: createDashboardService({ repo: companies, booking: deps.booking, clock: deps.clock }),
    staff: createStaffService({ uow: deps.uow, repo: deps.repos.salonStaff, companies, clock: deps.clock }),
    settings: createSalonSettingsService({
      uow: deps.uow,
      repo: deps.repos.salonSettings,
      clock: deps.clock,
      photoLimits: deps.photoLimits,
      plans: deps.plans,
      locateListing: deps.locateListing,
    }),
  };
}

export { PHOTO_MAX_BYTES, SALON_TEXTS, type PhotoLimits } from './model.js';
export { checkPhotoName, photoTooLarge } from './settings.service.js';
