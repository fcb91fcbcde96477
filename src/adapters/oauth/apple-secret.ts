import { createPrivateKey, sign, type KeyObject } from 'node:crypto';

/** Apple allows a client secret to live up to six months; ours lives an hour and is renewed before it ends. */
const LIFETIME_SECONDS = 3600;
const RENEW_BEFORE_SECONDS = 300;

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Apple's client secret: an ES256 JWT signed with the team's key (the .p8 file), issued by the team,
 * about the client id (services id), for Apple's issuer. Signed with node:crypto (IEEE P1363 signature).
 */
export function createAppleClientSecret(options: {
  teamId: string;
  clientId: string;
  keyId: string;
  privateKey: string;
  audience: string;
  now?: () => number;
}) {
  const key: KeyObject = createPrivateKey(options.privateKey);
  const now = options.now ?? (() => Date.now());
  let cached: { jwt: string; expires: number } | undefined;
  return (): string => {
    const seconds = Math.floor(now() / 1000);
    if (cached && cached.expires - RENEW_BEFORE_SECONDS > seconds) return cached.jwt;
    const header = part({ alg: 'ES256', kid: options.keyId, typ: 'JWT' });
    const claims = part({
      iss: options.teamId,
      iat: seconds,
      exp: seconds + LIFETIME_SECONDS,
      aud: options.audience,
      sub: options.clientId,
    });
    const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    cached = { jwt: `${header}.${claims}.${signature}`, expires: seconds + LIFETIME_SECONDS };
    return cached.jwt;
  };
}
