import type { FolderDto } from '../../../../../../src/contract/email-center.js';
import type { MessageKey } from '../../../../i18n/catalog.js';

/** The Email Center's tabs, in order; the current one is ?tab= of /admin/email (inbox when absent). Pure. */
export const CENTER_TABS = ['inbox', 'campaigns', 'scheduled', 'labels', 'folders', 'notifications', 'analytics'] as const;
export type CenterTab = (typeof CENTER_TABS)[number];

export const parseTab = (value: string | null): CenterTab =>
  (CENTER_TABS as readonly string[]).includes(value ?? '') ? (value as CenterTab) : 'inbox';

const TAB_LABELS: Record<CenterTab, MessageKey> = {
  inbox: 'admin.center.tab.inbox',
  campaigns: 'admin.center.tab.campaigns',
  scheduled: 'admin.center.tab.scheduled',
  labels: 'admin.center.tab.labels',
  folders: 'admin.center.tab.folders',
  notifications: 'admin.center.tab.notifications',
  analytics: 'admin.center.tab.analytics',
};
/** A tab's name (also the admin header's title on that tab). */
export const centerTabLabel = (tab: CenterTab) => TAB_LABELS[tab];

/** Previews of scheduled e-mails: 150 characters of the text, then an ellipsis. */
export const SCHEDULED_PREVIEW = 150;
export function preview(text: string | null | undefined, length = SCHEDULED_PREVIEW): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}

/** The HTML's text, for a preview of an e-mail that has no text part. */
export const htmlText = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, ' ');

/** Dates of the Email Center: Czech, day, month, year, hour and minute in two digits. */
export function centerDate(iso: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('cs-CZ', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** An instant as a datetime-local value ('YYYY-MM-DDTHH:mm') on the clock of `timeZone`. */
export function localInputValue(instant: Date | string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
      .formatToParts(typeof instant === 'string' ? new Date(instant) : instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A folder in the tree as shown: its depth (16 px of indent each) and whether it has subfolders. */
export interface FolderNode {
  folder: FolderDto;
  depth: number;
  hasChildren: boolean;
}

/**
 * The folders as a tree in display order (each folder's subfolders under it, by name), leaving out
 * the subfolders of collapsed ones. A folder whose parent is missing is shown at the top level.
 */
export function folderTree(folders: readonly FolderDto[], collapsed: ReadonlySet<number> = new Set()): FolderNode[] {
  const ids = new Set(folders.map((f) => f.id));
  const children = new Map<number | null, FolderDto[]>();
  for (const folder of folders) {
    const parent = folder.parent_id !== null && ids.has(folder.parent_id) ? folder.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), folder]);
  }
  const out: FolderNode[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const folder of [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'cs'))) {
      if (seen.has(folder.id)) continue;
      seen.add(folder.id);
      const hasChildren = (children.get(folder.id) ?? []).length > 0;
      out.push({ folder, depth, hasChildren });
      if (hasChildren && !collapsed.has(folder.id)) walk(folder.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Indent of a folder in the tree. */
export const FOLDER_INDENT_PX = 16;
