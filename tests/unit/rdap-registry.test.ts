import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRdapRegistry, expirationOf, registeredDomain, registryBaseOf } from '../../src/adapters/rdap/rdap-registry.js';
import { IANA_DNS_BOOTSTRAP } from '../../src/adapters/rdap/iana-bootstrap.js';
import { loadConfig } from '../../src/config/index.js';
import { domainCheckError } from '../../src/core/hosting/domain-registry.port.js';

describe('the RDAP domain registry (adapters/rdap)', () => {
  it('asks for the registered name: the last two labels of the host, in ASCII', () => {
    expect(registeredDomain('salon-eva.cz')).toBe('salon-eva.cz');
    expect(registeredDomain('WWW.Salon-Eva.CZ')).toBe('salon-eva.cz');
    expect(registeredDomain('https://www.salon-eva.cz/kontakt')).toBe('salon-eva.cz');
    expect(registeredDomain('salon-eva.cz.')).toBe('salon-eva.cz');
    expect(registeredDomain('kadeřnictví.cz')).toBe(domainToASCII('kadeřnictví.cz'));
    expect(registeredDomain('kadeřnictví.cz')).toMatch(/^xn--[a-z0-9-]+\.cz$/);
    expect(registeredDomain('localhost')).toBeNull();
    expect(registeredDomain('127.0.0.1')).toBeNull();
    expect(registeredDomain('javascript:alert(1)')).toBeNull();
    expect(registeredDomain('')).toBeNull();
  });

  it("finds the registry by IANA's bootstrap: CZ.NIC for .cz, Verisign for .com, none for .sk", () => {
    expect(registryBaseOf('salon-eva.cz', IANA_DNS_BOOTSTRAP)).toBe('https://rdap.nic.cz/');
    expect(registryBaseOf('salon.com', IANA_DNS_BOOTSTRAP)).toBe('https://rdap.verisign.com/com/v1/');
    expect(registryBaseOf('kadernictvo.sk', IANA_DNS_BOOTSTRAP)).toBeNull();
    // the longest matching suffix wins, https before http
    const services = [
      [['uk'], ['http://uk.example/', 'https://uk.example/']],
      [['co.uk'], ['https://co-uk.example/']],
    ] as const;
    expect(registryBaseOf('salon.co.uk', services)).toBe('https://co-uk.example/');
    expect(registryBaseOf('salon.uk', services)).toBe('https://uk.example/');
  });

  it("reads the domain object's expiration event as the calendar day in Prague", () => {
    const events = (date: string) => ({
      events: [
        { eventAction: 'registration', eventDate: '2015-01-01T00:00:00Z' },
        { eventAction: 'expiration', eventDate: date },
      ],
    });
    expect(expirationOf(events('2027-03-15T12:00:00Z'))).toBe('2027-03-15');
    expect(expirationOf(events('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    expect(expirationOf(events('2027-01-31T23:30:00Z'))).toBe('2027-02-01');
    expect(expirationOf(events('nesmysl'))).toBeNull();
    expect(expirationOf({ events: [{ eventAction: 'registration', eventDate: '2015-01-01T00:00:00Z' }] })).toBeNull();
    expect(expirationOf({})).toBeNull();
    expect(expirationOf(null)).toBeNull();
  });

  it('refuses a registry host resolving to a non-public address without connecting (the outbound-fetch guard)', async () => {
    let connects = 0;
    const registry = createRdapRegistry({
      timeoutMs: 1000,
      resolve: () => Promise.resolve([{ address: '10.0.0.7', family: 4 }]),
      connect: () => {
        connects += 1;
        throw new Error('must not connect');
      },
    });
    const answer = await registry.expiry('salon-eva.cz');
    expect(answer).toEqual({ status: 'error', error: 'Spojení s registrem domén selhalo (forbidden_address)' });
    // a TLD without RDAP and an invalid domain are answered without any request
    expect(await registry.expiry('kadernictvo.sk')).toEqual({ status: 'no_rdap', tld: 'sk' });
    expect(await registry.expiry('127.0.0.1')).toEqual({ status: 'error', error: 'Neplatná doména: 127.0.0.1' });
    expect(connects).toBe(0);
  });

  it('says in Czech why a day is missing', () => {
    expect(domainCheckError({ status: 'found', expiresOn: '2027-01-01' })).toBeNull();
    expect(domainCheckError({ status: 'no_rdap', tld: 'pl' })).toBe('Doména .pl nemá službu RDAP; datum konce registrace nelze zjistit');
    expect(domainCheckError({ status: 'unknown', reason: 'not_found' })).toBe('Registr doménu nezná');
    expect(domainCheckError({ status: 'unknown', reason: 'no_expiration' })).toBe('Registr neuvádí datum konce registrace');
  });

  it('takes MARKETPLACE_TEST_RDAP_URL only with NODE_ENV=test', () => {
    const dir = () => mkdtempSync(path.join(os.tmpdir(), 'rdap-cfg-'));
    const url = 'http://127.0.0.1:4000/';
    expect(loadConfig({ MARKETPLACE_DATA_DIR: dir(), MARKETPLACE_TEST_RDAP_URL: url }).hostingCheck.testRdapUrl).toBeNull();
    expect(loadConfig({ MARKETPLACE_DATA_DIR: dir(), NODE_ENV: 'test', MARKETPLACE_TEST_RDAP_URL: url }).hostingCheck.testRdapUrl).toBe(
      url,
    );
  });
});
