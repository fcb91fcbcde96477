/** The folders of the e-mail client: the current one is ?folder= of the address. Pure. */
export const FOLDERS = ['inbox', 'sent', 'drafts', 'queue', 'notifications'] as const;
export type Folder = (typeof FOLDERS)[number];

/** The folders of a business's own e-mail (salon E-maily): its notifications are the dashboard's bell. */
export const SALON_FOLDERS = ['inbox', 'sent', 'drafts', 'queue'] as const satisfies readonly Folder[];

export function parseFolder(value: string | null, folders: readonly Folder[] = FOLDERS): Folder {
  return (folders as readonly string[]).includes(value ?? '') ? (value as Folder) : 'inbox';
}
