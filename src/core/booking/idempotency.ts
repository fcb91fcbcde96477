import { createHash } from 'node:crypto';
import { DomainError } from '../errors.js';
import { BOOKING_TEXTS, type BookingDto } from './model.js';
import type { BookingRequest } from './booking.service.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An Idempotency-Key as the booking service keeps it: the key, whose it is, and what it was sent with. */
export interface IdempotencyClaim {
  key: string;
  /** hash of the caller: the customer, or for anonymous requests the address's key and the e-mail */
  scope: string;
  /** hash of the request */
  request: string;
}

/**
 * Scopes a key to its caller, so the same key from someone else is a different key: a key is never
 * an address of another person's booking.
 */
export function idempotencyClaim(
  key: string,
  request: BookingRequest,
  caller: { customerId: number | null; addressKey: string },
): IdempotencyClaim {
  const email = request.email.trim().toLowerCase();
  // the address's key (a keyed hash, core/security/client-address.ts): a plain hash of an address and a
  // known e-mail is undone by trying every IPv4 address
  const scope = caller.customerId !== null ? `customer:${caller.customerId}` : `anonymous:${caller.addressKey}:${email}`;
  const body = [
    String(request.company),
    request.service,
    request.employee ?? null,
    request.start,
    request.name,
    email,
    request.phone,
    request.note || null,
    ...(request.promotion_id ? [request.promotion_id] : []),
  ];
  return { key, scope: sha256(scope), request: sha256(JSON.stringify(body)) };
}

/** The first booking again for the same request; the same key with another request is refused (409). */
export function replay(
  first: { booking: BookingDto; request: string | null },
  claim: IdempotencyClaim,
): { booking: BookingDto; replayed: true } {
  if (first.request !== claim.request) throw new DomainError('conflict', BOOKING_TEXTS.idempotencyMismatch);
  return { booking: first.booking, replayed: true };
}
