import type { Catalog } from './catalog.js';
import { adminEshopSk } from '../pages/admin/eshop/texts-sk-pl.js';
import { mailAccountSk } from '../components/mail-account/texts-sk-pl.js';
import { adminWebAnalyticsSk } from '../pages/admin/analytics/texts-sk-pl.js';
import { adminCampaignsSk } from '../pages/admin/campaigns/texts-sk-pl.js';
import { adminCompaniesSk } from '../pages/admin/companies/texts-sk-pl.js';
import { adminEmailAnalyticsSk } from '../pages/admin/email-analytics/texts-sk-pl.js';
import { adminCenterSk } from '../pages/admin/email/center/texts-sk-pl.js';
import { adminInboxSk } from '../pages/admin/email/inbox-texts-sk-pl.js';
import { adminEmailSk } from '../pages/admin/email/texts-sk-pl.js';
import { adminListingsSk } from '../pages/admin/listings/texts-sk-pl.js';
import { adminNotificationsSk } from '../pages/admin/notifications/texts-sk-pl.js';
import { adminSettingsSk } from '../pages/admin/settings/texts-sk-pl.js';
import { adminTemplatesSk } from '../pages/admin/templates/texts-sk-pl.js';
import { adminShellSk } from '../pages/admin/texts-sk-pl.js';
import { adminWebProjectsSk } from '../pages/admin/web-projects/texts-sk-pl.js';
import { adminHostingSk } from '../pages/admin/webhosting/texts-sk-pl.js';
import { adminWebserverSk } from '../pages/admin/webserver/texts-sk-pl.js';
import { salonBranchesSk } from '../pages/salon/branches/texts-sk-pl.js';
import { salonEshopSk } from '../pages/salon/eshop/texts-sk-pl.js';
import { salonFeaturedSk } from '../pages/salon/featured/texts-sk-pl.js';
import { salonFinanceSk } from '../pages/salon/finance/texts-sk-pl.js';
import { salonLegalSk } from '../pages/salon/legal/texts-sk-pl.js';
import { salonMarketingSk } from '../pages/salon/marketing/texts-sk-pl.js';
import { salonOutdoorSk } from '../pages/salon/outdoor/texts-sk-pl.js';
import { salonHoldPaymentSk } from '../pages/salon/payments/texts-sk-pl.js';
import { salonPlanSk } from '../pages/salon/plans/texts-sk-pl.js';
import { salonPromoItemsSk } from '../pages/salon/promo-items/texts-sk-pl.js';
import { salonReportsSk } from '../pages/salon/reports/texts-sk-pl.js';
import { salonSk } from '../pages/salon/texts-sk-pl.js';
import { socialSk } from '../pages/social/texts-sk-pl.js';
import { tasksSk } from '../pages/tasks/texts-sk-pl.js';

/** Slovak texts of the back office (admin, salon dashboard, tasks, social): loaded with its code, as the Czech ones (cs.ts). */
export const skBackOffice: Catalog = {
  ...mailAccountSk,
  ...adminWebAnalyticsSk,
  ...adminCampaignsSk,
  ...adminCompaniesSk,
  ...adminEmailAnalyticsSk,
  ...adminCenterSk,
  ...adminInboxSk,
  ...adminEmailSk,
  ...adminListingsSk,
  ...adminNotificationsSk,
  ...adminSettingsSk,
  ...adminTemplatesSk,
  ...adminShellSk,
  ...adminWebProjectsSk,
  ...adminHostingSk,
  ...adminWebserverSk,
  ...adminEshopSk,
  ...salonBranchesSk,
  ...salonEshopSk,
  ...salonFeaturedSk,
  ...salonFinanceSk,
  ...salonLegalSk,
  ...salonMarketingSk,
  ...salonOutdoorSk,
  ...salonHoldPaymentSk,
  ...salonPlanSk,
  ...salonPromoItemsSk,
  ...salonReportsSk,
  ...salonSk,
  ...socialSk,
  ...tasksSk,
};
