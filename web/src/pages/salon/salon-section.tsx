import { BranchesSection } from './branches/branches-section.js';
import { CalendarSection } from './calendar/calendar-section.js';
import { ClientsSection } from './clients/clients-section.js';
import { DashboardSection } from './dashboard/dashboard-section.js';
import { EmailsSection } from './emails/emails-section.js';
import { EmployeesSection } from './employees/employees-section.js';
import { MarketingSection } from './marketing/marketing-section.js';
import { OutdoorSection } from './outdoor/outdoor-section.js';
import { FeaturedSection } from './featured/featured-section.js';
import { PromoItemsSection } from './promo-items/promo-items-section.js';
import { EshopSection } from './eshop/eshop-section.js';
import { FinanceSection } from './finance/finance-section.js';
import { ReservationsSection } from './reservations/reservations-section.js';
import { ReportsSection } from './reports/reports-section.js';
import type { SectionProps } from './section-props.js';
import { ServicesSection } from './services/services-section.js';
import { SettingsSection } from './settings/settings-section.js';
import { SocialSection } from './social/social-section.js';
import { TasksSection } from './tasks/tasks-section.js';
import { LegalSection } from './legal/legal-section.js';
import { type SectionKey } from './texts.js';

/** The content of one section (every section of the sidebar is built). */
export function SalonSection({ section, ...props }: SectionProps & { section: SectionKey }) {
  switch (section) {
    case 'nastenka':
      return <DashboardSection {...props} />;
    case 'kalendar':
      return <CalendarSection {...props} />;
    case 'rezervace':
      return <ReservationsSection {...props} />;
    case 'klienti':
      return <ClientsSection {...props} />;
    case 'sluzby':
      return <ServicesSection {...props} />;
    case 'zamestnanci':
      return <EmployeesSection {...props} />;
    case 'emaily':
      return <EmailsSection {...props} />;
    case 'kampane':
      return <FeaturedSection {...props} />;
    case 'outdoor':
      return <OutdoorSection {...props} />;
    case 'predmety':
      return <PromoItemsSection {...props} />;
    case 'socialni-site':
      return <SocialSection {...props} />;
    case 'nastaveni':
      return <SettingsSection {...props} />;
    case 'ulohy':
      return <TasksSection />;
    case 'eshop':
      return <EshopSection {...props} />;
    case 'finance':
      return <FinanceSection {...props} />;
    case 'reporty':
      return <ReportsSection {...props} />;
    case 'marketing':
      return <MarketingSection {...props} />;
    case 'ai-pravnik':
      return <LegalSection {...props} />;
    case 'pobocky':
      return <BranchesSection {...props} />;
  }
}
