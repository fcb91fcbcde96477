import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { verifyToken } from './signing.js';
import { clientAddressKeyer } from '../security/client-address.js';
import type { Visitor, VisitorRecord } from './tracking.repository.js';

/**
 * The public ends of the links in our e-mails. Every token is signed with MARKETPLACE_SECRET for its
 * purpose: a tampered, foreign or unknown token changes nothing and never redirects.
 */
export function createTrackingService(deps: { uow: UnitOfWork; clock: Clock; secret: string }) {
  const { uow } = deps;
  const keyOf = clientAddressKeyer(deps.secret);
  /** The event keeps the address's key (a keyed hash), never the address. */
  const record = (visitor: Visitor): VisitorRecord => ({ clientKey: visitor.ip ? keyOf(visitor.ip) : null, userAgent: visitor.userAgent });
  return {
    /** The open pixel was loaded; false when the token is not one of ours. */
    async open(token: string, visitor: Visitor): Promise<boolean> {
      const id = verifyToken(deps.secret, 'open', token);
      return id === undefined ? false : uow.write((tx) => tx.tracking.recordOpen(id, record(visitor), deps.clock.now()));
    },

    /** A tracked link was followed: the stored URL to redirect to, or undefined (answer 404). */
    async click(token: string, visitor: Visitor): Promise<string | undefined> {
      const id = verifyToken(deps.secret, 'click', token);
      return id === undefined ? undefined : uow.write((tx) => tx.tracking.recordClick(id, record(visitor), deps.clock.now()));
    },

    /** Whether the token names a message (the confirmation page shows its button only then). */
    isUnsubscribeToken(token: string): boolean {
      return verifyToken(deps.secret, 'unsubscribe', token) !== undefined;
    },

    /** One-click unsubscribe (RFC 8058): the recipient goes on the suppression list; false if unknown. */
    async unsubscribe(token: string, visitor: Visitor): Promise<boolean> {
      const id = verifyToken(deps.secret, 'unsubscribe', token);
      return id === undefined ? false : uow.write((tx) => tx.tracking.suppressRecipientOf(id, record(visitor), deps.clock.now()));
    },
  };
}
