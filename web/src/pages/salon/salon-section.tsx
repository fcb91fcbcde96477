import { CalendarSection } from './calendar-section.js';
import { ClientsSection } from './clients-section.js';
import { DashboardSection } from './dashboard-section.js';
import { EmployeesSection } from './employees-section.js';
import { ReservationsSection } from './reservations-section.js';
import type { SectionProps } from './section-props.js';
import { ServicesSection } from './services-section.js';
import { SettingsSection } from './settings-section.js';
import { SoonSection } from './soon-section.js';
import { SECTIONS, type SectionKey } from './texts.js';

/** The content of one section; those of a later issue say so. */
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
    case 'nastaveni':
      return <SettingsSection {...props} />;
    default:
      return <SoonSection label={SECTIONS.find((s) => s.key === section)!.label} />;
  }
}
