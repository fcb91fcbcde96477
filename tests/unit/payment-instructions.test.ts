import { decode } from 'bysquare/pay';
import { describe, expect, it } from 'vitest';
import {
  accountIban,
  czechAccountToIban,
  normalizeIban,
  transferInstructions,
  transferQrPng,
} from '../../src/core/payments/instructions.js';

describe('bank-transfer instructions', () => {
  it('turns a Czech account number into its IBAN and checks IBANs', () => {
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    expect(czechAccountToIban('2000145399/0800')).toBe('CZ7908000000002000145399');
    expect(normalizeIban('CZ65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
    expect(normalizeIban('CZ66 0800 0000 1920 0014 5399')).toBeUndefined(); // a wrong check digit
    expect(accountIban('SK31 1200 0000 1987 4263 7541')).toBe('SK3112000000198742637541');
    expect(accountIban('nesmysl')).toBe('');
  });

  it('gives the CZ edition a QR Platba string (SPAYD 1.0) and its PNG', async () => {
    const instructions = transferInstructions({
      country: 'CZ',
      account: '19-2000145399/0800',
      amount: 123_450,
      currency: 'CZK',
      variableSymbol: '2026000123',
      message: 'Objednávka OBJ-2026-000123',
      beneficiary: 'Marketplace s.r.o.',
    });
    expect(instructions.spayd).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.50*CC:CZK*X-VS:2026000123*MSG:Objednavka OBJ-2026-000123',
    );
    expect(instructions.pay_by_square).toBeNull();
    expect(instructions.text).toContain('Variabilní symbol: 2026000123');
    const png = await transferQrPng(instructions);
    expect(png!.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('gives the SK edition a PAY by square string that decodes back to the payment', () => {
    const instructions = transferInstructions({
      country: 'SK',
      account: 'SK3112000000198742637541',
      amount: 1_990,
      currency: 'EUR',
      variableSymbol: '9000000042',
      message: 'Kampaň 42',
      beneficiary: 'Marketplace',
    });
    expect(instructions.spayd).toBeNull();
    const decoded = decode(instructions.pay_by_square!);
    expect(decoded.payments[0]).toMatchObject({
      amount: 19.9,
      currencyCode: 'EUR',
      variableSymbol: '9000000042',
      bankAccounts: [{ iban: 'SK3112000000198742637541' }],
    });
  });

  it('gives the PL edition the details as text and no QR', async () => {
    const instructions = transferInstructions({
      country: 'PL',
      account: 'PL61109010140000071219812874',
      amount: 9_999,
      currency: 'PLN',
      variableSymbol: '2026000007',
      message: 'Zamówienie OBJ-2026-000007',
      beneficiary: 'Marketplace',
    });
    expect(instructions.spayd).toBeNull();
    expect(instructions.pay_by_square).toBeNull();
    expect(instructions.text).toBe(
      'Numer rachunku: PL61109010140000071219812874\nKwota: 99,99 PLN\nSymbol zmienny: 2026000007\nTytuł przelewu: Zamówienie OBJ-2026-000007',
    );
    expect(await transferQrPng(instructions)).toBeUndefined();
  });
});
