import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/core/errors.js';
import { parseGpc } from '../../src/core/payments/gpc.js';
import { gpcFile, gpcHeader, gpcTransaction } from '../helpers/gpc.js';

const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  throw new Error('no error');
};

describe('GPC (ABO) statements', () => {
  it('reads the 074 header and 075 transactions by position, in windows-1250 with diacritics in the note', () => {
    const file = gpcFile([
      {
        id: 1001,
        amount: 123_450,
        vs: '2026000123',
        note: 'Platba Žluťoučký kůň',
        valueDate: '271126',
        counterAccount: '0000190000123457',
      },
      { id: 1002, amount: 500, code: 1, vs: '', note: 'Poplatek' },
      { id: 1003, amount: 700, code: 4 },
      { id: 1004, amount: 800, code: 5, currency: '0978' },
    ]);
    // the note really is windows-1250 in the file: 'Ž' is the one byte 0x8E, 'ů' 0xF9
    expect(file.includes(Buffer.from([0x8e, 0x6c, 0x75, 0x9d]))).toBe(true); // 'Žluť'
    expect(file.includes(Buffer.from([0x6b, 0xf9, 0xf2]))).toBe(true); // 'kůň'
    const statement = parseGpc(file);
    expect(statement.account).toBe('19-2000145399');
    expect(statement.transactions).toHaveLength(4);
    expect(statement.transactions[0]).toEqual({
      account: '19-2000145399',
      bankTransactionId: '1001',
      counterAccount: '19-123457',
      counterBankCode: '0100',
      amount: 123_450,
      direction: 'credit',
      currency: 'CZK',
      variableSymbol: '2026000123',
      constantSymbol: '308',
      specificSymbol: '',
      valueDate: '2026-11-27',
      note: 'Platba Žluťoučký kůň',
    });
    expect(statement.transactions.map((t) => t.direction)).toEqual(['credit', 'debit', 'rev_debit', 'rev_credit']);
    expect(statement.transactions[3]!.currency).toBe('EUR');
  });

  it('accepts LF line ends, a missing last line end and further records 076-079', () => {
    const text = [gpcHeader(), gpcTransaction({ id: 7, amount: 100, vs: '42' }), '076 doplňující údaje'].join('\n');
    const statement = parseGpc(iconv.encode(text, 'win1250'));
    expect(statement.transactions.map((t) => [t.bankTransactionId, t.variableSymbol])).toEqual([['7', '42']]);
  });

  it('rejects a malformed line with a Czech message naming its number', () => {
    const good = gpcTransaction({ id: 1, amount: 100 });
    const file = (...lines: string[]) => iconv.encode([gpcHeader(), ...lines].join('\r\n'), 'win1250');
    expect(messageOf(() => parseGpc(file(good, good.slice(0, 127))))).toBe(
      'Výpis není ve formátu GPC (ABO): řádek 3: má 127 znaků místo 128.',
    );
    expect(messageOf(() => parseGpc(file('099' + good.slice(3))))).toBe(
      'Výpis není ve formátu GPC (ABO): řádek 2: neznámý typ záznamu „099“ (očekáván 074 nebo 075).',
    );
    expect(messageOf(() => parseGpc(file(good.slice(0, 60) + '3' + good.slice(61))))).toContain('řádek 2: neznámý kód účtování „3“');
    expect(messageOf(() => parseGpc(file(good, good.slice(0, 48) + '12345678901x' + good.slice(60))))).toBe(
      'Výpis není ve formátu GPC (ABO): řádek 3: chybný údaj částka (pozice 49–60).',
    );
    expect(messageOf(() => parseGpc(file(good.slice(0, 91) + '320226' + good.slice(97))))).toContain('řádek 2: chybný údaj datum valuty');
    expect(messageOf(() => parseGpc(file(good.slice(0, 118) + '0999' + good.slice(122))))).toContain('řádek 2: neznámá měna „0999“');
    expect(messageOf(() => parseGpc(Buffer.from('')))).toBe('Soubor výpisu je prázdný.');
    expect(messageOf(() => parseGpc(Buffer.from('nesmysl\r\n')))).toContain('řádek 1');
  });
});
