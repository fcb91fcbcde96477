import { describe, expect, it } from 'vitest';
import { isLocalHost, resolveEdition } from '../../src/core/directory/edition.js';
import { czkToEur } from '../../src/core/directory/model.js';
import { foldText, slugify } from '../../src/core/text/normalize.js';

describe('editions', () => {
  const domains = { CZ: 'a.cz', SK: 'a.sk', PL: 'a.pl' };
  it('resolves by host, then local ?country, else CZ', () => {
    expect(resolveEdition('a.sk', undefined, domains).code).toBe('SK');
    expect(resolveEdition('WWW.A.PL:8443', undefined, domains).code).toBe('PL');
    expect(resolveEdition('localhost:3003', 'pl', domains).code).toBe('PL');
    expect(resolveEdition('[::1]:3003', 'SK', domains).code).toBe('SK');
    expect(resolveEdition('localhost', 'DE', domains).code).toBe('CZ');
    expect(resolveEdition('a.cz', 'SK', domains).code).toBe('CZ');
    expect(resolveEdition(undefined, undefined, {}).code).toBe('CZ');
    expect(resolveEdition('marketplace.sk', undefined, {}).code).toBe('SK');
  });
  it('knows local hosts', () => {
    for (const h of ['localhost', '127.0.0.1', '127.1.2.3', '::1', 'app.localhost']) expect(isLocalHost(h)).toBe(true);
    for (const h of ['a.cz', '10.0.0.1', '128.0.0.1']) expect(isLocalHost(h)).toBe(false);
  });
  it('converts CZK to EUR x 0.041 rounded', () => {
    expect(czkToEur(290)).toBe(12);
    expect(czkToEur(990)).toBe(41);
    expect(czkToEur(2490)).toBe(102);
  });
});

describe('text folding', () => {
  it('folds Czech, Slovak and Polish letters', () => {
    expect(foldText('Kadeřnictví ŘÍŠE')).toBe('kadernictvi rise');
    expect(foldText('Łódź')).toBe('lodz');
    expect(foldText('Ľubovňa')).toBe('lubovna');
    expect(slugify('České Budějovice')).toBe('ceske-budejovice');
    expect(slugify('  Frýdek-Místek ')).toBe('frydek-mistek');
  });

  it('folds every letter as decomposing the text and dropping its marks would, Latin letters through a table', () => {
    const general = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').toLowerCase().trim();
    const texts = [
      ...Array.from({ length: 0x250 - 0x80 }, (_, i) => `Ab ${String.fromCharCode(0x80 + i)} cD`),
      ' Śliwka Ęą ŻÓŁĆ ',
      'İstanbul',
      'e\u0301 a decomposed mark',
      'Kadeřnictví Αθήνα',
      'ǅ ǈ ǋ',
    ];
    for (const text of texts) expect(foldText(text), JSON.stringify(text)).toBe(general(text));
  });
});
