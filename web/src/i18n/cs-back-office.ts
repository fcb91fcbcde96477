import { mailAccountCs } from '../components/mail-account/texts.js';
import { adminShellCs } from '../pages/admin/texts.js';
import { adminCompaniesCs } from '../pages/admin/companies/texts.js';
import { adminEmailCs } from '../pages/admin/email/texts.js';
import { adminEmailAnalyticsCs } from '../pages/admin/email-analytics/texts.js';
import { adminWebAnalyticsCs } from '../pages/admin/analytics/texts.js';
import { adminInboxCs } from '../pages/admin/email/inbox-texts.js';
import { adminCenterCs } from '../pages/admin/email/center/texts.js';
import { adminListingsCs } from '../pages/admin/listings/texts.js';
import { adminNotificationsCs } from '../pages/admin/notifications/texts.js';
import { adminSettingsCs } from '../pages/admin/settings/texts.js';
import { adminTemplatesCs } from '../pages/admin/templates/texts.js';
import { adminCampaignsCs } from '../pages/admin/campaigns/texts.js';
import { adminHostingCs } from '../pages/admin/webhosting/texts.js';
import { adminWebProjectsCs } from '../pages/admin/web-projects/texts.js';
import { adminWebserverCs } from '../pages/admin/webserver/texts.js';
import { adminEshopCs } from '../pages/admin/eshop/texts.js';
import { salonCs } from '../pages/salon/texts.js';
import { tasksCs } from '../pages/tasks/texts.js';
import { salonOutdoorCs } from '../pages/salon/outdoor/texts.js';
import { salonFeaturedCs } from '../pages/salon/featured/texts.js';
import { salonHoldPaymentCs } from '../pages/salon/payments/texts.js';
import { salonPromoItemsCs } from '../pages/salon/promo-items/texts.js';
import { salonEshopCs } from '../pages/salon/eshop/texts.js';
import { salonFinanceCs } from '../pages/salon/finance/texts.js';
import { salonReportsCs } from '../pages/salon/reports/texts.js';
import { salonMarketingCs } from '../pages/salon/marketing/texts.js';
import { salonBranchesCs } from '../pages/salon/branches/texts.js';
import { socialCs } from '../pages/social/texts.js';
import { salonLegalCs } from '../pages/salon/legal/texts.js';
import { salonPlanCs } from '../pages/salon/plans/texts.js';

/** Czech texts of the back office (admin, salon dashboard, the mailbox form): loaded with its code. */
export const csBackOffice = {
  ...adminShellCs,
  ...adminCompaniesCs,
  ...adminEmailCs,
  ...adminEmailAnalyticsCs,
  ...adminWebAnalyticsCs,
  ...adminNotificationsCs,
  ...adminInboxCs,
  ...adminCenterCs,
  ...adminListingsCs,
  ...adminSettingsCs,
  ...adminTemplatesCs,
  ...adminCampaignsCs,
  ...adminHostingCs,
  ...adminWebProjectsCs,
  ...adminWebserverCs,
  ...adminEshopCs,
  ...salonCs,
  ...salonOutdoorCs,
  ...salonFeaturedCs,
  ...salonHoldPaymentCs,
  ...salonPromoItemsCs,
  ...salonEshopCs,
  ...salonFinanceCs,
  ...salonReportsCs,
  ...salonMarketingCs,
  ...salonBranchesCs,
  ...mailAccountCs,
  ...tasksCs,
  ...socialCs,
  ...salonLegalCs,
  ...salonPlanCs,
} as const;
