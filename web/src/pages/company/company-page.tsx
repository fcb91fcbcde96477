import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error.js';
import { fetchCompany } from '../../api/companies.js';
import { PageShell } from '../../components/layout/page-shell.js';
import { LazyBookingModal } from '../../components/booking/lazy-booking-modal.js';
import { LoadError } from '../../components/load-error.js';
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
  if (company.status === 'error' || !company.data) {
    if (company.error instanceof ApiError && company.error.status === 404) {
      return (
        <PageShell title={t('company.notFound')}>
          <div data-testid="company-not-found">
            <Link to="/" className="button button--primary">
              {t('common.backHome')}
            </Link>
          </div>
        </PageShell>
      );
    }
    return (
      <div className="container page">
        <LoadError error={company.error} fallback={t('company.error')} onRetry={company.reload} />
      </div>
    );
  }
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
