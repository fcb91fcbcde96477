import type { Knex } from 'knex';

export interface SuppressionInput {
  /** stored as given (the product stores addresses lower-cased) */
  email: string;
  /** why it is on the list: the recipient's unsubscribe, a hard bounce or the operator's own entry */
  reason: 'unsubscribe' | 'bounce' | 'manual';
  /** when it was listed (the test's clock or a fixed date) */
  at: Date | string;
}

/**
 * Addresses on the suppression list (email_suppressions), as an unsubscribe link, a bounce or the
 * operator leaves them: the product adds them only through those ways, which a test of the list's
 * effect on sending does not go through.
 */
export async function createSuppressions(db: Knex, ...entries: SuppressionInput[]): Promise<void> {
  await db('email_suppressions').insert(
    entries.map(({ email, reason, at }) => ({ email, reason, created_at: typeof at === 'string' ? at : at.toISOString() })),
  );
}
