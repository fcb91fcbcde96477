import { describe, expect, it } from 'vitest';
import { collationKey } from '../../src/core/text/collation.js';

const sortBy = (names: string[], lang: 'cs' | 'sk' | 'pl') =>
  [...names].sort((a, b) => (collationKey(a, lang) < collationKey(b, lang) ? -1 : collationKey(a, lang) > collationKey(b, lang) ? 1 : 0));

describe('language collation keys', () => {
  it('puts Czech ch after h, č after c, ř after r, š after s, ž after z', () => {
    expect(sortBy(['Chata', 'Hotel', 'Ivana', 'Cukrárna', 'Čistírna', 'Dana'], 'cs')).toEqual([
      'Cukrárna',
      'Čistírna',
      'Dana',
      'Hotel',
      'Chata',
      'Ivana',
    ]);
    expect(sortBy(['Řeznictví', 'Rybárna', 'Salon', 'Šperky', 'Tetování', 'Žena', 'Zlatnictví'], 'cs')).toEqual([
      'Rybárna',
      'Řeznictví',
      'Salon',
      'Šperky',
      'Tetování',
      'Zlatnictví',
      'Žena',
    ]);
  });
  it('sorts á, é, í, ú with their base letters and ignores case', () => {
    expect(sortBy(['Ábel', 'azalka', 'Beta', 'adam'], 'cs')).toEqual(['Ábel', 'adam', 'azalka', 'Beta']);
  });
  it('orders Polish letters after their base letters', () => {
    expect(sortBy(['Łódź', 'Lublin', 'Mielec', 'Śrem', 'Szczecin', 'Tarnów'], 'pl')).toEqual([
      'Lublin',
      'Łódź',
      'Mielec',
      'Szczecin',
      'Śrem',
      'Tarnów',
    ]);
  });
  it('orders Slovak ä after a and ch after h', () => {
    expect(sortBy(['Ärtiny', 'Azúr', 'Bánovce', 'Chrenovec', 'Humenné', 'Ilava'], 'sk')).toEqual([
      'Azúr',
      'Ärtiny',
      'Bánovce',
      'Humenné',
      'Chrenovec',
      'Ilava',
    ]);
  });
  it('puts digits before letters', () => {
    expect(sortBy(['Beta', '1. salon', 'Alfa'], 'cs')).toEqual(['1. salon', 'Alfa', 'Beta']);
  });
});
