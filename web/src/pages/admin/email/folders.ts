/** The folders of the e-mail client: the current one is ?folder= of the address. Pure. */
export const FOLDERS = ['inbox', 'sent', 'drafts', 'queue', 'notifications'] as const;
export type Folder = (typeof FOLDERS)[number];

export function parseFolder(value: string | null): Folder {
  return (FOLDERS as readonly string[]).includes(value ?? '') ? (value as Folder) : 'inbox';
}
