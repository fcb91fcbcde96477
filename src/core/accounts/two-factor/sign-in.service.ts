import type { AccountsService } from '../accounts.service.js';
import type { TwoFactorService } from './two-factor.service.js';

interface Client {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The steps after the password of an admin with two-factor authentication (or made to enrol): each
 * opens the challenge the login answered, and the last one opens the session (once a challenge).
 */
export function createTwoFactorSignIn(deps: { twoFactor: TwoFactorService; accounts: AccountsService }) {
  const { twoFactor, accounts } = deps;
  return {
    /** The 6-digit code (or a recovery code) after the password: the session. */
    async verify(challenge: string, code: string, client: Client) {
      const opened = await twoFactor.openChallenge(challenge, 'verify');
      await twoFactor.verifyAtLogin(opened, code);
      return accounts.sessionAfterSecondStep(opened.userId, client.ip, client.userAgent);
    },

    /** Enrolment required at login: the key of this login to add to the authenticator app. */
    async begin(challenge: string) {
      return twoFactor.beginAtLogin(await twoFactor.openChallenge(challenge, 'enrol'));
    },

    /** Enrolment confirmed by its first code: the session and the recovery codes (shown once). */
    async confirm(challenge: string, code: string, client: Client) {
      const opened = await twoFactor.openChallenge(challenge, 'enrol');
      const recovery_codes = await twoFactor.confirmAtLogin(opened, code);
      return { ...(await accounts.sessionAfterSecondStep(opened.userId, client.ip, client.userAgent)), recovery_codes };
    },
  };
}
