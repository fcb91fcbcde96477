import '../../styles/forms.css';
import './booking-modal.css';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.js';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { createBooking, fetchBookablePromotions, fetchSlots, newIdempotencyKey } from '../../api/booking.js';
import { useAuth } from '../../app/auth-context.js';
import { useContractForm } from '../form/use-contract-form.js';
import { useModalDialog } from '../../hooks/use-modal-dialog.js';
import { useOnChange } from '../../hooks/use-on-change.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { publicKeys } from '../../hooks/public-queries.js';
import { useApiQuery } from '../../hooks/use-api-query.js';
import type { BookingModalProps, ContactDraft, SlotsState } from './booking-types.js';
import { CONTACT_FIELDS } from './booking-types.js';
import { ContactStep } from './contact-step.js';
import { SlotPicker } from './slot-picker.js';
import { PromotionChoice } from './promotion-choice.js';
import { Icon } from '../page-icon.js';
import { BranchField } from '../branches/branch-field.js';
import { useCompanyBranches } from '../branches/use-company-branches.js';
import type { UserDto } from '../../api/auth.js';
import '../../i18n/cs-booking.js';

export type { BookingModalProps } from './booking-types.js';

type Step = 'pick' | 'details' | 'done';

/** A logged-in customer's details fill the contact fields still empty. */
/** The contact details as the booking sends them: trimmed, an empty note left out (the server judges them). */
const contactValues = z
  .custom<ContactDraft>(() => true)
  .transform((d) => ({
    name: d.name.trim(),
    email: d.email.trim(),
    phone: d.phone.trim(),
    note: d.note.trim() || undefined,
  }));

/** The server's answer refusing the booking (not: no answer, or a failure of the server, after which it may be sent again with the same key). */
const refusal = (error: unknown): error is ApiError => error instanceof ApiError && error.status !== 0 && error.status < 500;

function withCustomer(d: ContactDraft, user: UserDto | null): ContactDraft {
  if (!user || user.role !== 'customer') return d;
  return {
    ...d,
    name: d.name || `${user.first_name} ${user.last_name}`.trim(),
    email: d.email || user.email,
    phone: d.phone || (user.phone ?? ''),
  };
}

/**
 * The booking modal: step 1 picks service, who, date and time from the
 * slots API; step 2 takes the contact details and books for real. A 409 returns to the times, reloaded.
 */
export function BookingModal({ company, serviceId: preselected, branchId: preselectedBranch, onClose }: BookingModalProps) {
  const { t } = useI18n();
  const auth = useAuth();
  const ref = useModalDialog();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const initialService = preselected ?? (company.services.length === 1 ? company.services[0]?.id : undefined);
  const [serviceId, setServiceId] = useState<number | null>(company.services.some((s) => s.id === initialService) ? initialService! : null);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [branchId, setBranchId] = useState<number | null>(preselectedBranch ?? null);
  const branches = useCompanyBranches(company.slug);
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [allDates, setAllDates] = useState(false);
  const [step, setStep] = useState<Step>('pick');
  const [pickError, setPickError] = useState<string | null>(null);
  // 'Zpět' hides the contact step's message until it is sent again
  const [messageHidden, setMessageHidden] = useState(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const queryClient = useQueryClient();
  const slotQuery = useApiQuery(
    [...publicKeys.slots(company.slug, serviceId, employeeId), branchId],
    (signal) => fetchSlots(company.slug, { service: serviceId!, employee: employeeId, branch: branchId }, signal),
    { enabled: serviceId !== null },
  );
  const slots: SlotsState = serviceId ? slotQuery : { status: 'idle', data: null, error: null, reload: slotQuery.reload };
  // the company's promotions for the service: the chosen one lowers the price the booking stores
  const [promotionId, setPromotionId] = useState<number | null>(null);
  const [promotionError, setPromotionError] = useState<string | null>(null);
  const promotionQuery = useApiQuery(
    publicKeys.promotions(company.slug, serviceId),
    (signal) => fetchBookablePromotions(company.slug, serviceId!, signal),
    { enabled: serviceId !== null },
  );
  const promotions = serviceId ? (promotionQuery.data?.promotions ?? []) : [];
  const promotion = promotions.find((p) => p.id === promotionId) ?? null;

  // focus follows the step: its heading, or the close button after success
  useEffect(() => {
    if (step === 'done') closeRef.current?.focus();
    else headingRef.current?.focus();
  }, [step]);

  // after a reload, a chosen date or time that is gone is no longer chosen
  const days = slots.data?.days;
  useOnChange(days, () => {
    if (!days) return;
    const day = days.find((d) => d.date === date && d.slots.length > 0);
    if (date && !day) setDate(null);
    if (start && !day?.slots.some((s) => s.start === start)) setStart(null);
  });

  const service = company.services.find((s) => s.id === serviceId) ?? null;
  const employees = slots.data?.employees ?? [];
  const canContinue = Boolean(service && date && start);

  const contact = useContractForm({
    schema: contactValues,
    defaultValues: withCustomer({ name: '', email: '', phone: '', note: '' }, auth.user),
    send: async (details) => {
      if (!service || !start) return;
      const request = {
        company: company.slug,
        service: service.id,
        employee: employeeId ?? undefined,
        start,
        ...details,
        promotion_id: promotion?.id,
        branch_id: branchId ?? undefined,
      };
      const fingerprint = JSON.stringify(request);
      if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };
      try {
        await createBooking(request, attempt.current.key);
      } catch (error) {
        // no answer (or a server failure): the same key again on the next click, so it books at most once
        if (!refusal(error)) throw error;
        attempt.current = null;
        const slotField = error.fields.find(
          (f) => f.field === 'start' || f.field === 'service' || f.field === 'employee' || f.field === 'branch_id',
        );
        const promotionField = error.fields.find((f) => f.field === 'promotion_id');
        if (promotionField) {
          // the promotion was used up or ended meanwhile: back to the choice, without it
          setPromotionError(promotionField.message);
          setPromotionId(null);
          setStep('pick');
          promotionQuery.reload();
        } else if (error.status === 409 || slotField) {
          // the time was taken meanwhile (or is no longer offered): back to the times, reloaded
          setPickError(slotField?.message ?? (error.fromServer ? error.message : t('booking.failed')));
          setStart(null);
          setStep('pick');
          slots.reload();
        } else throw error; // the contact fields' messages, else the server's
        return;
      }
      attempt.current = null;
      // the time is taken now: the company's slots are stale wherever they are shown
      void queryClient.invalidateQueries({ queryKey: publicKeys.slotsOf(company.slug) });
      setStep('done');
    },
    failure: (error) =>
      !refusal(error)
        ? t('booking.failed')
        : error.fields.some((f) => (CONTACT_FIELDS as readonly string[]).includes(f.field))
          ? '' // the fields show their messages
          : error.fromServer
            ? error.message
            : t('booking.failed'),
  });
  const sending = contact.busy;
  const formError = messageHidden ? null : contact.message || null;

  // a logged-in customer's details, once known, fill the fields still empty
  const user = auth.user;
  const { getValues, setValue } = contact.form;
  useEffect(() => {
    const current = getValues();
    const next = withCustomer(current, user);
    for (const field of CONTACT_FIELDS) if (next[field] !== current[field]) setValue(field, next[field]);
  }, [user, getValues, setValue]);

  const stepTitle = step === 'pick' ? t('booking.step1') : step === 'details' ? t('booking.step2') : t('booking.doneTitle');
  return (
    <dialog
      ref={ref}
      className="booking-modal"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget && !sending) onClose();
      }}
      data-testid="booking-dialog"
    >
      <div className="booking-body">
        <header className="booking-header">
          <h2 id={titleId} className="booking-title">
            {t('booking.title', { company: company.name })}
          </h2>
          <button type="button" className="booking-x" onClick={onClose} aria-label={t('common.close')} data-testid="booking-x">
            <Icon name="close" size={18} />
          </button>
        </header>
        {step !== 'done' && <p className="booking-step muted">{t('booking.stepOf', { step: step === 'pick' ? 1 : 2 })}</p>}
        <h3 ref={headingRef} tabIndex={-1} className="booking-step-title" data-testid="booking-step-title">
          {stepTitle}
        </h3>
        {step === 'pick' && (
          <>
            {pickError && (
              <p className="form-error" role="alert" data-testid="booking-pick-error">
                {pickError}
              </p>
            )}
            <BranchField
              branches={branches.data ?? []}
              value={branchId}
              mainLabel={[t('companyBranch.main'), company.address, company.city?.name].filter(Boolean).join(' – ')}
              onChange={(id) => {
                setBranchId(id);
                setEmployeeId(null);
                setStart(null);
                setPickError(null);
              }}
            />
            <SlotPicker
              company={company}
              slots={slots}
              serviceId={serviceId}
              employeeId={employeeId}
              date={date}
              start={start}
              allDates={allDates}
              onService={(id) => {
                setServiceId(id);
                setPromotionId(null);
                setPromotionError(null);
                setStart(null);
                setPickError(null);
              }}
              onEmployee={(id) => {
                setEmployeeId(id);
                setStart(null);
                setPickError(null);
              }}
              onDate={(d) => {
                setDate(d);
                setStart(null);
              }}
              onStart={(s) => {
                setStart(s);
                setPickError(null);
              }}
              onMoreDates={() => setAllDates(true)}
            />
            {service?.description && (
              <p className="booking-service-description" data-testid="booking-service-description">
                {service.description}
              </p>
            )}
            {service && (
              <PromotionChoice
                promotions={promotions}
                value={promotionId}
                price={{ amount: service.price, currency: service.currency }}
                error={promotionError}
                onChange={(id) => {
                  setPromotionId(id);
                  setPromotionError(null);
                }}
              />
            )}
            <div className="booking-actions">
              <button
                type="button"
                className="button button--primary"
                disabled={!canContinue}
                onClick={() => setStep('details')}
                data-testid="booking-continue"
              >
                {t('booking.continue')}
              </button>
            </div>
          </>
        )}
        {step === 'details' && service && date && start && slots.data && (
          <ContactStep
            control={contact.control}
            formError={formError}
            sending={sending}
            summary={{
              service: promotion ? { ...service, price: promotion.price } : service,
              promotion: promotion ? { title: promotion.title, originalPrice: promotion.original_price } : undefined,
              employee: employees.length ? (employees.find((e) => e.id === employeeId)?.name ?? null) : undefined,
              date,
              start,
              timeZone: slots.data.time_zone,
            }}
            onEdit={(field) => contact.form.clearErrors(field)}
            onBack={() => {
              setMessageHidden(true);
              setStep('pick');
            }}
            onSubmit={(event) => {
              setMessageHidden(false);
              return contact.submit(event);
            }}
          />
        )}
        {step === 'done' && (
          <>
            <p className="booking-success" role="status" data-testid="booking-success">
              {t('booking.success')}
            </p>
            <div className="booking-actions">
              <button ref={closeRef} type="button" className="button button--primary" onClick={onClose} data-testid="booking-close">
                {t('common.close')}
              </button>
            </div>
          </>
        )}
      </div>
    </dialog>
  );
}
