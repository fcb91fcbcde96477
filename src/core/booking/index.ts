import { DEFAULT_LIMITS } from '../../config/limits.js';
import type { CoreConfig } from '../core-deps.js';
import type { TemplateFiles } from '../mail/template-files.js';
import { createMonthBookingLimit } from '../plans/booking-limit.service.js';
import type { Wiring } from '../unit-of-work.js';
import type { BookingStatus } from './model.js';
import { createBookingRepository } from './booking.repository.js';
import { createBookingService, type BookingDeps } from './booking.service.js';
import { createBookingStatusService } from './status.service.js';

/**
 * Bookings: slots and booking (the public site; the month's limit of the company's plan counted in the
 * booking's transaction), status changes (customer, business, admin, the e-mail's cancel link), a business's list.
 */
export function createBooking(
  deps: Wiring &
    Pick<BookingDeps, 'outbound' | 'texts' | 'baseUrl'> & {
      config: Pick<CoreConfig, 'secret' | 'limits'>;
      /** the plan limit e-mails' template files */
      files: TemplateFiles;
    },
) {
  const { uow, repos, clock, outbound, texts, baseUrl } = deps;
  const { secret } = deps.config;
  const repo = createBookingRepository(deps.db);
  const booking = createBookingService({
    uow,
    repo,
    clock,
    outbound,
    texts,
    secret,
    baseUrl,
    limits: deps.config.limits?.booking ?? DEFAULT_LIMITS.booking,
    branches: repos.branches,
    planLimit: createMonthBookingLimit({ clock, outbound, files: deps.files, baseUrl }),
  });
  return {
    ...booking,
    status: createBookingStatusService({
      uow,
      clock,
      outbound,
      secret,
      texts,
      baseUrl,
      find: repo.find,
      companyOf: repo.company,
      branchOf: repos.branches.find,
    }),
    ofCompany: (companyId: number, from: Date, status?: BookingStatus) => repo.ofCompany(companyId, from, 500, status),
  };
}
