import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppleClientSecret } from '../../src/adapters/oauth/apple-secret.js';
import { ConfigError, loadConfig } from '../../src/config/index.js';
import { safeNextPath } from '../../src/core/accounts/oauth/model.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'oauth-cfg-'));

describe('social sign-in: configuration, next paths, Apple client secret', () => {
  it('turns a provider on only with its client id and secret (or key), and names what is missing', () => {
    expect(loadConfig({ MARKETPLACE_DATA_DIR: tmp() }).oauth).toEqual({ providers: [], flowTtlSeconds: 600, timeoutSeconds: 10 });
    const config = loadConfig({
      MARKETPLACE_DATA_DIR: tmp(),
      MARKETPLACE_OAUTH_GOOGLE_CLIENT_ID: 'id',
      MARKETPLACE_OAUTH_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.oauth.providers).toEqual([
      { id: 'google', clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' },
    ]);
    try {
      loadConfig({
        MARKETPLACE_DATA_DIR: tmp(),
        MARKETPLACE_OAUTH_FACEBOOK_CLIENT_ID: 'id',
        MARKETPLACE_OAUTH_APPLE_CLIENT_ID: 'x',
        MARKETPLACE_OAUTH_APPLE_TEAM_ID: 't',
        MARKETPLACE_OAUTH_APPLE_KEY_ID: 'k',
        MARKETPLACE_OAUTH_APPLE_PRIVATE_KEY_FILE: '/nonexistent/AuthKey.p8',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'MARKETPLACE_OAUTH_APPLE_PRIVATE_KEY_FILE',
        'MARKETPLACE_OAUTH_FACEBOOK_CLIENT_SECRET',
      ]);
    }
  });

  it('keeps only local paths as the page to land on', () => {
    expect(safeNextPath('/klient?tab=profil')).toBe('/klient?tab=profil');
    expect(safeNextPath('/firma/salon-krasa#hodnoceni')).toBe('/firma/salon-krasa#hodnoceni');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil',
      'javascript:alert(1)',
      '/%0d%0aLocation:x',
      '/prihlaseni',
      '',
      undefined,
      42,
      `/${'a'.repeat(600)}`,
    ]) {
      const result = safeNextPath(bad);
      expect(result === '/dashboard' || (result.startsWith('/') && !result.startsWith('//')), String(bad)).toBe(true);
      expect(new URL(result, 'https://firmy.cz').origin).toBe('https://firmy.cz');
    }
    expect(safeNextPath('https://evil.example')).toBe('/dashboard');
    expect(safeNextPath('/prihlaseni')).toBe('/dashboard');
  });

  it("signs Apple's client secret as an ES256 JWT of the team for the client, renewed before it expires", () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const file = path.join(tmp(), 'AuthKey.p8');
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
    let now = Date.parse('2026-11-25T10:00:00Z');
    const secret = createAppleClientSecret({
      teamId: 'TEAM',
      clientId: 'cz.example.web',
      keyId: 'KID',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
      audience: 'https://appleid.apple.com',
      now: () => now,
    });
    const jwt = secret();
    const [header, claims, signature] = jwt.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'ES256', kid: 'KID', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      iss: 'TEAM',
      sub: 'cz.example.web',
      aud: 'https://appleid.apple.com',
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: createPublicKey(publicKey.export({ type: 'spki', format: 'pem' })), dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    now += 60_000;
    expect(secret()).toBe(jwt);
    now += 3600_000;
    expect(secret()).not.toBe(jwt);
  });
});
