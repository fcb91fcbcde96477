import { describe, expect, it } from 'vitest';
import { countsDiffering } from '../../src/core/backup/backup.service.js';
import { backupFileName } from '../../src/core/backup/model.js';

describe('backup manifest checks', () => {
  it('names the tables whose rows differ from the manifest after a restore (a missing table counts as 0 rows)', () => {
    expect(countsDiffering({ users: 3, bookings: 10 }, { users: 3, bookings: 10, extra: 1 })).toEqual([]);
    expect(countsDiffering({ users: 3, bookings: 10, companies: 2 }, { users: 2, bookings: 10 })).toEqual(['companies', 'users']);
    expect(countsDiffering({ empty: 0 }, {})).toEqual([]);
  });

  it('names a backup by its UTC time', () => {
    expect(backupFileName(new Date('2026-11-29T03:30:00.123Z'))).toBe('marketplace-20261129T033000Z.tar.gz');
  });
});
