import type { Catalog } from './catalog.js';
import { adminEshopPl } from '../pages/admin/eshop/texts-sk-pl.js';
import { mailAccountPl } from '../components/mail-account/texts-sk-pl.js';
import { adminWebAnalyticsPl } from '../pages/admin/analytics/texts-sk-pl.js';
import { adminCampaignsPl } from '../pages/admin/campaigns/texts-sk-pl.js';
import { adminCompaniesPl } from '../pages/admin/companies/texts-sk-pl.js';
import { adminEmailAnalyticsPl } from '../pages/admin/email-analytics/texts-sk-pl.js';
import { adminCenterPl } from '../pages/admin/email/center/texts-sk-pl.js';
import { adminInboxPl } from '../pages/admin/email/inbox-texts-sk-pl.js';
import { adminEmailPl } from '../pages/admin/email/texts-sk-pl.js';
import { adminListingsPl } from '../pages/admin/listings/texts-sk-pl.js';
import { adminNotificationsPl } from '../pages/admin/notifications/texts-sk-pl.js';
import { adminSettingsPl } from '../pages/admin/settings/texts-sk-pl.js';
import { adminTemplatesPl } from '../pages/admin/templates/texts-sk-pl.js';
import { adminShellPl } from '../pages/admin/texts-sk-pl.js';
import { adminWebProjectsPl } from '../pages/admin/web-projects/texts-sk-pl.js';
import { adminHostingPl } from '../pages/admin/webhosting/texts-sk-pl.js';
import { adminWebserverPl } from '../pages/admin/webserver/texts-sk-pl.js';
import { salonBranchesPl } from '../pages/salon/branches/texts-sk-pl.js';
import { salonEshopPl } from '../pages/salon/eshop/texts-sk-pl.js';
import { salonFeaturedPl } from '../pages/salon/featured/texts-sk-pl.js';
import { salonFinancePl } from '../pages/salon/finance/texts-sk-pl.js';
import { salonLegalPl } from '../pages/salon/legal/texts-sk-pl.js';
import { salonMarketingPl } from '../pages/salon/marketing/texts-sk-pl.js';
import { salonOutdoorPl } from '../pages/salon/outdoor/texts-sk-pl.js';
import { salonHoldPaymentPl } from '../pages/salon/payments/texts-sk-pl.js';
import { salonPlanPl } from '../pages/salon/plans/texts-sk-pl.js';
import { salonPromoItemsPl } from '../pages/salon/promo-items/texts-sk-pl.js';
import { salonReportsPl } from '../pages/salon/reports/texts-sk-pl.js';
import { salonPl } from '../pages/salon/texts-sk-pl.js';
import { socialPl } from '../pages/social/texts-sk-pl.js';
import { tasksPl } from '../pages/tasks/texts-sk-pl.js';

/** Polish texts of the back office (admin, salon dashboard, tasks, social): loaded with its code, as the Czech ones (cs.ts). */
export const plBackOffice: Catalog = {
  ...mailAccountPl,
  ...adminWebAnalyticsPl,
  ...adminCampaignsPl,
  ...adminCompaniesPl,
  ...adminEmailAnalyticsPl,
  ...adminCenterPl,
  ...adminInboxPl,
  ...adminEmailPl,
  ...adminListingsPl,
  ...adminNotificationsPl,
  ...adminSettingsPl,
  ...adminTemplatesPl,
  ...adminShellPl,
  ...adminWebProjectsPl,
  ...adminHostingPl,
  ...adminWebserverPl,
  ...adminEshopPl,
  ...salonBranchesPl,
  ...salonEshopPl,
  ...salonFeaturedPl,
  ...salonFinancePl,
  ...salonLegalPl,
  ...salonMarketingPl,
  ...salonOutdoorPl,
  ...salonHoldPaymentPl,
  ...salonPlanPl,
  ...salonPromoItemsPl,
  ...salonReportsPl,
  ...salonPl,
  ...socialPl,
  ...tasksPl,
};
