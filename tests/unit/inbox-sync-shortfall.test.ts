import { describe, expect, it } from 'vitest';
import { syncShortfall, type SyncSummary } from '../../src/core/inbox/sync.service.js';

const summary = (s: Partial<SyncSummary>): SyncSummary => ({
  configured: 1,
  accounts: 1,
  mailboxes: 2,
  new: 0,
  updated: 0,
  removed: 0,
  bounces: 0,
  auto_replies: 0,
  errors: 0,
  skipped: 0,
  failures: [],
  stopped: false,
  ...s,
});
const failure = (n: number) => ({ account_id: n, mailbox: `schranka${n}@imap.example.cz`, error: `chyba ${n}` });

/** When `marketplace inbox sync` fails (exit 1) and the one line it says. */
describe('syncShortfall', () => {
  it('none when every configured account synced, also when none is configured', () => {
    expect(syncShortfall(summary({}))).toBeNull();
    expect(syncShortfall(summary({ configured: 0, accounts: 0, mailboxes: 0 }))).toBeNull();
  });

  it('names the one failed account and why; of several, how many of how many and the first three', () => {
    expect(syncShortfall(summary({ accounts: 0, errors: 1, failures: [failure(1)] }))).toBe(
      'schránku schranka1@imap.example.cz se nepodařilo synchronizovat: chyba 1',
    );
    expect(syncShortfall(summary({ configured: 3, accounts: 2, errors: 1, failures: [failure(2)] }))).toBe(
      'nepodařilo se synchronizovat 1 z 3 schránek: schranka2@imap.example.cz: chyba 2',
    );
    const four = [1, 2, 3, 4].map(failure);
    expect(syncShortfall(summary({ configured: 5, accounts: 1, errors: 4, failures: four }))).toBe(
      'nepodařilo se synchronizovat 4 z 5 schránek: schranka1@imap.example.cz: chyba 1; schranka2@imap.example.cz: chyba 2; ' +
        'schranka3@imap.example.cz: chyba 3; …',
    );
  });

  it('an account another process held, or a run stopped by a signal, is not a success either', () => {
    expect(syncShortfall(summary({ accounts: 0, skipped: 1 }))).toBe(
      'schránku právě synchronizuje jiný proces; nic z ní se teď nestáhlo (po násilně ukončeném běhu se uvolní do 5 minut)',
    );
    expect(syncShortfall(summary({ configured: 3, accounts: 1, skipped: 2 }))).toMatch(
      /^schránky \(2\) právě synchronizuje jiný proces; nic z nich/,
    );
    expect(syncShortfall(summary({ configured: 2, accounts: 1, stopped: true }))).toBe(
      'synchronizace byla přerušena (synchronizováno 1 z 2 schránek); další běh naváže',
    );
  });
});
