import { describe, expect, it } from 'vitest';
import type { FolderDto } from '../../src/contract/email-center.js';
import { cs } from '../../web/src/i18n/cs.js';
import {
  CENTER_TABS,
  centerDate,
  centerTabLabel,
  folderTree,
  localInputValue,
  parseTab,
  preview,
} from '../../web/src/pages/admin/email/center/center-rules.js';

const folder = (id: number, name: string, parent_id: number | null = null): FolderDto => ({
  id,
  name,
  parent_id,
  description: null,
  color: '#3b82f6',
  email_count: 0,
});

describe('Email Center helpers (web)', () => {
  it('reads the tab of the address: inbox when absent or unknown', () => {
    expect(parseTab(null)).toBe('inbox');
    expect(parseTab('labels')).toBe('labels');
    expect(parseTab('nic')).toBe('inbox');
    expect(CENTER_TABS.map((tab) => cs[centerTabLabel(tab)])).toEqual([
      'Doručená pošta',
      'Kampaně',
      'Plánované',
      'Labely',
      'Složky',
      'Notifikace',
      'Přehled',
    ]);
  });

  it('previews 150 characters then an ellipsis, whitespace folded', () => {
    expect(preview('Krátký\n\ntext ')).toBe('Krátký text');
    const long = 'a'.repeat(151);
    expect(preview(long)).toBe(`${'a'.repeat(150)}…`);
    expect(preview('a'.repeat(150))).toBe('a'.repeat(150));
    expect(preview(null)).toBe('');
  });

  it('writes dates the Czech way with two-digit parts, and datetime-local values on the zone clock', () => {
    expect(centerDate('2026-11-26T08:05:00Z', 'Europe/Prague')).toBe('26. 11. 2026 09:05');
    expect(localInputValue('2026-11-26T08:05:00Z', 'Europe/Prague')).toBe('2026-11-26T09:05');
    expect(localInputValue('2026-07-01T22:30:00Z', 'Europe/Prague')).toBe('2026-07-02T00:30');
  });

  it('builds the folder tree by name under each parent, leaving out the subfolders of collapsed ones', () => {
    const folders = [folder(1, 'Obchod'), folder(2, 'Zákazníci', 1), folder(3, 'Archiv'), folder(4, 'Nabídky', 1), folder(5, 'VIP', 2)];
    const tree = folderTree(folders);
    expect(tree.map((n) => [n.folder.name, n.depth, n.hasChildren])).toEqual([
      ['Archiv', 0, false],
      ['Obchod', 0, true],
      ['Nabídky', 1, false],
      ['Zákazníci', 1, true],
      ['VIP', 2, false],
    ]);
    expect(folderTree(folders, new Set([1])).map((n) => n.folder.name)).toEqual(['Archiv', 'Obchod']);
    // a parent that is gone: shown at the top level
    expect(folderTree([folder(7, 'Sirotek', 99)]).map((n) => n.depth)).toEqual([0]);
  });
});
