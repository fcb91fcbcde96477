import { PaymentsStatements } from './payments-statements.js';
import styles from './eshop.module.css';

/**
 * E-shop › Platby: the payments' sections side by side in one tab. Bank statements and their transactions
 * (payments-statements.tsx); card payments with their refunds go beside them in a component of their own.
 */
export function PaymentsTab() {
  return (
    <div className={styles.tab} data-testid="eshop-payments">
      <PaymentsStatements />
    </div>
  );
}
