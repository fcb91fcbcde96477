import { ComingSoonPage } from './coming-soon-page.js';

/** /firma/{slug}: the public company profile (booking modal comes with it). */
export function CompanyProfilePage() {
  return <ComingSoonPage titleKey="page.company" textKey="soon.company" />;
}
