import { contractProblem } from '../../contract/messages.js';
import { DomainError } from '../errors.js';
import type { Repositories } from '../unit-of-work.js';
import { PROMOTION_TEXTS } from './model.js';
import { appliesToPrice, discountedPrice, stateOf } from './rules.js';

/** What a booking keeps of the promotion it was made with. */
export interface AppliedPromotion {
  promotion_id: number;
  promotion_title: string;
  original_price: number;
  /** the lowered price the booking stores */
  price: number;
}

const unavailable = () =>
  new DomainError('validation', PROMOTION_TEXTS.unavailable, {
    fields: [{ ...contractProblem('promotion_id', 'promotion.promotion'), message: PROMOTION_TEXTS.unavailable }],
  });

/**
 * The one way a booking uses a promotion, inside the booking's own transaction (`tx`): checks that it is
 * the company's, for the service (or every service), started, not past its last day and not ended (400
 * naming promotion_id), then takes one use by a conditional UPDATE (409 when it is used up). A booking that
 * rolls back (its slot taken) gives the use back with it, so a use is kept only by a committed booking.
 */
export async function applyPromotion(
  tx: Pick<Repositories, 'promotions'>,
  input: { promotionId: number; companyId: number; serviceId: number; price: number; now: Date },
): Promise<AppliedPromotion> {
  const promo = await tx.promotions.forBooking(input.promotionId);
  if (!promo || promo.company_id !== input.companyId) throw unavailable();
  if (promo.service_id !== null && promo.service_id !== input.serviceId) throw unavailable();
  if (!appliesToPrice(input.price, promo.discount_type, promo.discount)) throw unavailable();
  const state = stateOf(promo, input.now);
  const usedUp = promo.usage_limit !== null && promo.used_count >= promo.usage_limit;
  if (state !== 'active' && !usedUp) throw unavailable();
  if (usedUp || !(await tx.promotions.takeUse(promo.id, input.now)))
    throw new DomainError('conflict', PROMOTION_TEXTS.usedUp, { fields: [{ field: 'promotion_id', message: PROMOTION_TEXTS.usedUp }] });
  return {
    promotion_id: promo.id,
    promotion_title: promo.title,
    original_price: input.price,
    price: discountedPrice(input.price, promo.discount_type, promo.discount),
  };
}

/**
 * The one way a cancelled booking gives its promotion use back, inside the cancellation's transaction
 * (`tx`): once per booking, whichever way it was cancelled and however often (the booking records that
 * its use was returned, by a conditional UPDATE). Nothing for a booking made without a promotion.
 */
export async function returnPromotionUse(tx: Pick<Repositories, 'promotions'>, bookingId: number, now: Date): Promise<boolean> {
  return tx.promotions.returnUse(bookingId, now);
}
