import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { fetchCompany } from '../../api/companies.js';
import { LazyBookingModal } from '../../components/booking/lazy-booking-modal.js';
import { PageLoadError } from '../../components/load-error.js';
import { Spinner } from '../../components/spinner.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { CompanyProfile } from './company-profile.js';
import { useCompanyBranches } from '../../components/branches/use-company-branches.js';
import '../../i18n/cs-company.js';

/** /firma/{slug}: the public company profile. */
export function CompanyPage() {
  const { t } = useI18n();
  const { slug = '' } = useParams();
  const company = useApiQuery(publicKeys.company(slug), (signal) => fetchCompany(slug, signal));
  const [booking, setBooking] = useState<{ serviceId: number | null; branchId?: number } | null>(null);
  // ?pobocka=<id>: the profile opened from a branch's search card books at that branch
  const [params] = useSearchParams();
  const chosenBranch = Number(params.get('pobocka')) || null;
  const branches = useCompanyBranches(slug);

  if (company.status === 'loading') return <Spinner block />;
  if (company.status === 'error' || !company.data)
    return (
      <PageLoadError resource={company} fallback={t('company.error')} notFound={t('company.notFound')} notFoundTestId="company-not-found" />
    );
  const data = company.data.company;
  return (
    <>
      <CompanyProfile
        company={data}
        onBook={(serviceId) => setBooking({ serviceId })}
        branches={{ list: branches.data ?? [], chosen: chosenBranch, onBook: (branchId) => setBooking({ serviceId: null, branchId }) }}
      />
      {booking && (
        <LazyBookingModal
          company={data}
          serviceId={booking.serviceId ?? undefined}
          branchId={booking.branchId ?? chosenBranch ?? undefined}
          onClose={() => setBooking(null)}
        />
      )}
    </>
  );
}
