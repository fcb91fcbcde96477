import { fetchCompany } from '../../api/companies.js';
import type { CustomerBookingDto } from '../../api/customer.js';
import { LazyBookingModal } from '../../components/booking/lazy-booking-modal.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-customer.js';

/** 'Opakovat': loads the company as its profile does and opens the booking modal on the same service. */
export function RepeatBooking({ booking, onClose }: { booking: CustomerBookingDto; onClose: () => void }) {
  const { t } = useI18n();
  const company = useApiQuery(publicKeys.company(booking.company.slug), (signal) => fetchCompany(booking.company.slug, signal));
  if (company.status === 'loading')
    return (
      <p role="status" className="visually-hidden">
        {t('common.loading')}
      </p>
    );
  if (company.status === 'error' || !company.data) {
    return (
      <p className="notice notice--error" role="alert" data-testid="customer-repeat-error">
        {t('customer.repeatError')}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </p>
    );
  }
  const data = company.data.company;
  const serviceId = data.services.some((s) => s.id === booking.service_id) ? booking.service_id! : undefined;
  return <LazyBookingModal company={data} serviceId={serviceId} onClose={onClose} />;
}
