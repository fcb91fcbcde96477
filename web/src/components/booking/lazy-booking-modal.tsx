import { lazy, Suspense } from 'react';
import type { BookingModalProps } from './booking-types.js';

const Modal = lazy(() => import('./booking-modal.js').then((m) => ({ default: m.BookingModal })));

/** The booking modal in its own chunk, fetched when it is first opened. */
export function LazyBookingModal(props: BookingModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
