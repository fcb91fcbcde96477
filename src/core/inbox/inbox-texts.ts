/** The Czech texts the inbox API answers with. */
export const INBOX_TEXTS = {
  notFound: 'Email nebyl nalezen.',
  attachmentNotFound: 'Příloha nebyla nalezena.',
  noAccount: 'Poštovní schránka není připojena. Připojte ji v Nastavení.',
} as const;
