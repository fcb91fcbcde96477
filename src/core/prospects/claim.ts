import { signToken, verifyToken } from '../mail/signing.js';

/** The claim link of an offer: /registrace-firmy?claim=TOKEN, the token signed for the prospect. */
export const claimToken = (secret: string, prospectId: number) => signToken(secret, 'claim', prospectId);
export const claimedProspectId = (secret: string, token: string | undefined | null) =>
  token ? verifyToken(secret, 'claim', token) : undefined;
export const claimUrl = (baseUrl: string, secret: string, prospectId: number) =>
  `${baseUrl}/registrace-firmy?claim=${encodeURIComponent(claimToken(secret, prospectId))}`;
