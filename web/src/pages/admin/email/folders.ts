import type { InboxFolder } from '../../../../../src/contract/received-emails.js';

/**
 * Where the e-mail client is, as its address says: the folder (`?folder=`), the inbox's view (`?view=`) and
 * the operator's folder and label the inbox is filtered by (`?folder_id=`, `?label_id=`). Pure: the back
 * office's prefetching reads them too.
 */
export const FOLDERS = ['inbox', 'sent', 'drafts', 'queue', 'notifications'] as const;
export type Folder = (typeof FOLDERS)[number];

/** The folders of a business's own e-mail (salon E-maily): its notifications are the dashboard's bell. */
export const SALON_FOLDERS = ['inbox', 'sent', 'drafts', 'queue'] as const satisfies readonly Folder[];

export function parseFolder(value: string | null, folders: readonly Folder[] = FOLDERS): Folder {
  return (folders as readonly string[]).includes(value ?? '') ? (value as Folder) : 'inbox';
}

/** The views of the inbox: Doručená pošta, Nepřečtené, S hvězdičkou, Archiv. */
export const INBOX_VIEWS = ['inbox', 'unread', 'starred', 'archive'] as const satisfies readonly InboxFolder[];
export type InboxView = (typeof INBOX_VIEWS)[number];

/** `?view=` of the address; anything else is the inbox. */
export function parseInboxView(value: string | null): InboxView {
  return (INBOX_VIEWS as readonly string[]).includes(value ?? '') ? (value as InboxView) : 'inbox';
}

/** The operator's folder and label the inbox's list is filtered by (none in a business's own mailbox). */
export interface InboxFilter {
  folderId: number | null;
  labelId: number | null;
}

/** A positive id of the address, else no filter. */
const idParam = (value: string | null): number | null => (value && /^[1-9]\d*$/.test(value) ? Number(value) : null);

/** `?folder_id=` and `?label_id=` of the address where the list is `organize`d (the operator's mailbox); else none. */
export const parseInboxFilter = (params: URLSearchParams, organize: boolean): InboxFilter => ({
  folderId: organize ? idParam(params.get('folder_id')) : null,
  labelId: organize ? idParam(params.get('label_id')) : null,
});
