import { describe, expect, it } from 'vitest';
import { FALLBACK_BASE_URL, mailBaseUrl } from '../../src/core/mail/base-url.js';

describe('the base URL of links in e-mail', () => {
  it('is the edition domain, else the public URL, else the address served, else the default address of serve', () => {
    const served = () => 'http://127.0.0.1:41234';
    expect(mailBaseUrl({ domains: { CZ: 'firmy.cz' }, listeningUrl: served }, 'CZ')).toBe('https://firmy.cz');
    expect(mailBaseUrl({ domains: {}, publicUrl: 'https://firmy.example.cz/', listeningUrl: served }, 'CZ')).toBe(
      'https://firmy.example.cz',
    );
    expect(mailBaseUrl({ domains: {}, listeningUrl: served }, 'CZ')).toBe('http://127.0.0.1:41234');
    expect(mailBaseUrl({ domains: {}, listeningUrl: () => undefined }, 'CZ')).toBe(FALLBACK_BASE_URL);
    expect(mailBaseUrl({ domains: {} }, 'SK')).toBe('http://127.0.0.1:3003');
  });
});
