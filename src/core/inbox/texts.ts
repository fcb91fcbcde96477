/** The inbox's Czech texts the server and the CLI show (accounts, sync, write-back, notifications). */

/** 1 nový e-mail, 2-4 nové e-maily, 5 nových e-mailů */
const newEmails = (n: number) => (n === 1 ? '1 nový e-mail' : n >= 2 && n <= 4 ? `${n} nové e-maily` : `${n} nových e-mailů`);

export const INBOX_TEXTS = {
  accountNotFound: 'Poštovní schránka není nastavená.',
  accountIdNotFound: (id: number) => `Poštovní schránka #${id} neexistuje.`,
  hostRequired: 'Zadejte server IMAP',
  usernameRequired: 'Zadejte uživatele',
  passwordRequired: 'Zadejte heslo',
  portInvalid: 'Port musí být číslo 1 až 65535',
  passwordCleared: 'Server IMAP, port, uživatel nebo šifrování se změnily, a proto bylo uložené heslo smazáno. Zadejte prosím heslo znovu.',
  passwordUnreadable: 'Uložené heslo schránky nelze rozšifrovat (změnil se MARKETPLACE_SECRET?). Zadejte ho znovu.',
  connectionOk: (messages: number) => `Připojení k serveru IMAP funguje (zpráv ve složce Doručené: ${messages}).`,
  connectionFailed: (reason: string) => `Připojení k serveru IMAP selhalo: ${reason}`,
  messageNotFound: 'E-mail nebyl nalezen.',
  attachmentNotFound: 'Příloha nebyla nalezena.',
  changedOnServer: 'E-mail se mezitím na serveru změnil. Počkejte na synchronizaci a zkuste to znovu.',
  serverFailed: (reason: string) => `Změnu se nepodařilo provést na poštovním serveru: ${reason}`,
  notifications: {
    newEmailTitle: 'Nový e-mail',
    newEmails: (n: number) => `Máte ${newEmails(n)}.`,
    single: (sender: string, subject: string) => `${sender}: ${subject || '(Bez předmětu)'}`,
    errorTitle: 'Chyba synchronizace e-mailu',
    error: (account: string, reason: string) => `Schránku ${account} se nepodařilo synchronizovat: ${reason}`,
  },
  /** why a sync run did not sync every configured account: one line (the CLI's stderr) */
  shortfall: {
    failed: (failures: Array<{ mailbox: string; error: string }>, configured: number) => {
      const [only] = failures;
      return only && failures.length === 1 && configured === 1
        ? `schránku ${only.mailbox} se nepodařilo synchronizovat: ${only.error}`
        : `nepodařilo se synchronizovat ${failures.length} z ${configured} schránek: ` +
            failures
              .slice(0, 3)
              .map((f) => `${f.mailbox}: ${f.error}`)
              .join('; ') +
            (failures.length > 3 ? '; …' : '');
    },
    busy: (skipped: number) =>
      `${skipped === 1 ? 'schránku' : `schránky (${skipped})`} právě synchronizuje jiný proces; nic z ${skipped === 1 ? 'ní' : 'nich'} se teď nestáhlo` +
      ' (po násilně ukončeném běhu se uvolní do 5 minut)',
    stopped: (synced: number, configured: number) =>
      `synchronizace byla přerušena (synchronizováno ${synced} z ${configured} schránek); další běh naváže`,
  },
  notes: {
    unparsed: 'Zprávu se nepodařilo rozebrat: uloženo jen to, co uvádí obálka.',
  },
} as const;
