import { useEffect, useId, useRef } from 'react';
import type { CompanyDetailDto } from '../../api/companies.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { telHref } from './company-aside.js';

/**
 * What 'Rezervovat' opens until the booking modal is built: a modal dialog saying online booking is
 * coming, with the company's phone. Escape, the close button and a click outside close it.
 */
export function BookingSoonDialog({ company, service, onClose }: { company: CompanyDetailDto; service: string | null; onClose: () => void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    // No close() on cleanup: removing the element ends the modal state, and a queued 'close'
    // event would otherwise reach the next mount (React's strict mode mounts twice).
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="booking-dialog"
    >
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-title">{t('booking.soonTitle')}</h2>
        {service && <p className="dialog-service">{t('booking.service', { service })}</p>}
        <p>{t('booking.soonText', { company: company.name })}</p>
        <p className="dialog-phone">
          <a href={telHref(company.phone)} className="button button--primary" data-testid="booking-dialog-phone">
            {t('booking.call', { phone: company.phone })}
          </a>
        </p>
        <button type="button" className="button button--ghost" onClick={onClose} autoFocus data-testid="booking-dialog-close">
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
