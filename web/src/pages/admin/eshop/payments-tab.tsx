import { CardPaymentsPanel } from './payments-cards.js';
import { PaymentsStatements } from './payments-statements.js';
import styles from './eshop.module.css';

/**
 * E-shop › Platby: the payments' sections in one tab: bank statements and their transactions
 * (payments-statements.tsx), card payments with their refunds (payments-cards.tsx).
 */
export function PaymentsTab() {
  return (
    <div className={styles.tab} data-testid="eshop-payments">
      <PaymentsStatements />
      <CardPaymentsPanel />
    </div>
  );
}
