import { beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from '../../src/contract/booking.js';
import { CONTRACT_MESSAGES, contractMessage, isContractMessageKey } from '../../src/contract/messages.js';
import { companyRegistrationStep1, registerCompanyRequest } from '../../src/contract/registration.js';
import { cs } from '../../web/src/i18n/cs.js';
import { pl } from '../../web/src/i18n/pl.js';
import { sk } from '../../web/src/i18n/sk.js';
import { localizeMessage, schemaErrors } from '../../web/src/pages/register/contract-messages.js';
import { loadCatalog, translate } from '../../web/src/i18n/translate.js';

describe('contract messages', () => {
  // Slovak and Polish are chunks of their own, fetched when a page needs them
  beforeAll(() => Promise.all([loadCatalog('sk'), loadCatalog('pl')]));
  it('carry keys in the schemas and Czech texts in one catalog', () => {
    const result = registerCompanyRequest.safeParse({ companyName: '', email: 'bez', phone: '1', password: 'x', confirmPassword: 'y' });
    expect(result.success).toBe(false);
    const keys = result.error!.issues.map((issue) => issue.message);
    expect(keys).toEqual(expect.arrayContaining(['registration.companyName', 'registration.emailInvalid', 'registration.phoneInvalid']));
    expect(keys.every(isContractMessageKey)).toBe(true);
    expect(contractMessage('registration.companyName')).toEqual({ message: 'Název firmy je povinný', key: 'registration.companyName' });
    expect(contractMessage('Zadejte jméno')).toEqual({ message: 'Zadejte jméno' });
    expect(isContractMessageKey('registration.toString')).toBe(false);
    const booking = bookingRequest.safeParse({ company: 1, service: 1, start: 'x', name: 'Jana', email: 'x', phone: '777 123 456' });
    expect(booking.error!.issues.map((issue) => contractMessage(issue.message))).toEqual([
      { message: 'Neplatný email', key: 'booking.email' },
    ]);
  });

  it('are translated by key in the web app: each registration key has its regmsg entry in every language', () => {
    for (const name of Object.keys(CONTRACT_MESSAGES.registration)) {
      expect(cs[`regmsg.${name}` as keyof typeof cs], name).toBe(
        CONTRACT_MESSAGES.registration[name as keyof typeof CONTRACT_MESSAGES.registration],
      );
      expect(sk[`regmsg.${name}` as keyof typeof cs], name).toBeTruthy();
      expect(pl[`regmsg.${name}` as keyof typeof cs], name).toBeTruthy();
    }
    const slovak = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate('sk', key, vars);
    expect(
      schemaErrors(
        companyRegistrationStep1,
        {
          companyName: '',
          contactPerson: 'Jana',
          email: 'jana@example.sk',
          phone: '+421 900 123 456',
          password: 'tajneheslo',
          confirmPassword: 'tajneheslo',
        },
        slovak,
      ),
    ).toEqual({
      companyName: 'Názov firmy je povinný',
    });
    // a server answer is translated by its key, not by its Czech text
    expect(localizeMessage({ message: 'Město je povinné', key: 'registration.city' }, slovak)).toBe('Mesto je povinné');
    expect(localizeMessage({ message: 'Město nenalezeno' }, slovak)).toBe('Město nenalezeno');
  });
});
