import { CardPaymentsPanel } from './payments-cards.js';

/** E-shop › Platby: card payments with refunds (the bank statements' part joins it in its own file). */
export function PaymentsTab() {
  return (
    <div data-testid="eshop-payments">
      <CardPaymentsPanel />
    </div>
  );
}
