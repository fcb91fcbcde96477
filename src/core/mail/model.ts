/** Outbound e-mail: constants and the texts the server sends for the UI. */

export const MAIL_TEXTS = {
  missingRecipientOrSubject: 'Vyplňte prosím příjemce a předmět emailu',
  fileTooLarge: 'Soubor je příliš velký. Maximální velikost je 10 MB.',
  queued: 'Email přidán do fronty k odeslání!',
  draftSaved: 'Koncept byl úspěšně uložen!',
  sentDeleteFailed: 'Nepodařilo se odstranit email',
  invalidAddress: (address: string) => `Neplatná e-mailová adresa: ${address}`,
  suppressed: (address: string) => `Adresa ${address} se odhlásila z odběru; e-mail jí nepošleme.`,
  templateNotFound: 'Šablona nenalezena',
  draftNotFound: 'Koncept nenalezen',
  queueItemNotFound: 'Zpráva ve frontě nenalezena',
  queueActionNotAllowed: 'Znovu odeslat nebo uzavřít lze jen zprávu ve stavu neznámý nebo selhalo.',
  emailNotFound: 'Email nenalezen',
  copySuffix: ' (kopie)',
  tooManyRecipients: (max: number) => `Najednou lze psát nejvýše ${max} příjemcům (včetně kopií).`,
  tooManyAttachments: (max: number) => `Najednou lze přiložit nejvýše ${max} souborů.`,
  attachmentsTooLarge: 'Přílohy jsou dohromady příliš velké. Maximální celková velikost je 25 MB.',
  badForm: 'Formulář se nepodařilo přečíst. Zkuste to prosím odeslat znovu.',
  connectionFailed: (reason: string) => `Připojení k SMTP serveru selhalo: ${reason}`,
  smtpPasswordCleared:
    'Server SMTP, port, uživatel nebo šifrování se změnily, a proto bylo uložené heslo smazáno. Zadejte prosím heslo znovu.',
  deliveryUncertain: 'Spojení se přerušilo po odeslání celé zprávy: nevíme, zda ji server přijal.',
  outboxMessageNotFound: 'Uložený e-mail nenalezen (mohl být už smazán jako starší).',
  companyWithoutEmail: 'Firma nemá vyplněný e-mail, ze kterého by zprávy odcházely. Doplňte ho v Nastavení › Profil firmy.',
  companyDailyLimit: (limit: number) => `Za posledních 24 hodin firma odeslala ${limit} e-mailů, víc nejde. Zkuste to prosím později.`,
  undeliverable: (address: string) => `Adresa ${address} e-maily nepřijímá (odhlásila se nebo je nedoručitelná); zprávu jí nepošleme.`,
} as const;

/** The outbox without SMTP keeps this many newest messages (MARKETPLACE_OUTBOX_MESSAGES). */
export const DEFAULT_OUTBOX_MESSAGES = 2000;

/** Why a queued row to a suppressed address was not sent, by the suppression list's reason. */
export const suppressedBecause = (reason: string) =>
  reason === 'bounce'
    ? 'Adresa je trvale nedoručitelná (vrácená pošta).'
    : reason === 'manual'
      ? 'Adresa je na seznamu blokovaných adres.'
      : 'Adresa je odhlášená z odběru.';

/** E-mails one business may compose in 24 hours unless configured (MARKETPLACE_COMPANY_EMAILS_PER_DAY). */
export const DEFAULT_COMPANY_EMAILS_PER_DAY = 200;

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 20;
/** All attachments of one message together (most mail servers refuse larger messages). */
export const ATTACHMENTS_TOTAL_MAX_BYTES = 25 * 1024 * 1024;
export const MAX_RECIPIENTS = 50;
export const PREVIEW_LENGTH = 100;

/** Temporary failures are retried this many times in all, then the row fails. */
export const MAX_ATTEMPTS = 5;
/** Wait before the next attempt after the n-th temporary failure (seconds). */
export const RETRY_BACKOFF_SECONDS = [60, 300, 900, 3600, 6 * 3600];
/** How long a worker's claim on a row lasts before another worker may treat it as abandoned. */
export const DEFAULT_LEASE_SECONDS = 120;
/** Rows one worker claims at a time. */
export const CLAIM_BATCH = 25;
/**
 * The worker writes sent-mail entries this many rows at a time, or once the oldest waiting entry is
 * SENT_ENTRIES_WAIT_MS old: each write holds a connection the next message's record waits for, so
 * fewer, larger writes keep the line moving.
 */
export const SENT_ENTRIES_BATCH = 100;
export const SENT_ENTRIES_WAIT_MS = 1000;

export type QueueKind = 'compose' | 'offer' | 'campaign' | 'booking' | 'scheduled' | 'test' | 'system' | 'hosting' | 'promotion';

/** A deliberately plain address check: something@domain.tld without spaces or brackets. */
export const isEmailAddress = (value: string) => /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(value) && value.length <= 320;

/** 'a@x.cz, b@y.cz; c@z.cz' -> the addresses, trimmed, empty ones dropped. */
export const splitAddresses = (value: string | undefined | null) =>
  (value ?? '')
    .split(/[,;\n]/)
    .map((a) => a.trim())
    .filter(Boolean);

/** The small pages behind the unsubscribe link of our e-mails (/u/:token), in the edition's language. */
export const UNSUBSCRIBE_PAGE_TEXTS = {
  cs: {
    title: 'Odhlášení z odběru',
    ask: 'Opravdu už nechcete dostávat nabídky a hromadné e-maily z Marketplace?',
    button: 'Odhlásit odběr',
    done: 'Hotovo. Na tuto adresu už nabídky ani hromadné e-maily posílat nebudeme.',
    invalid: 'Odkaz pro odhlášení je neplatný nebo neúplný. Zkopírujte prosím celý odkaz z e-mailu.',
  },
  sk: {
    title: 'Odhlásenie z odberu',
    ask: 'Naozaj už nechcete dostávať ponuky a hromadné e-maily z Marketplace?',
    button: 'Odhlásiť odber',
    done: 'Hotovo. Na túto adresu už ponuky ani hromadné e-maily posielať nebudeme.',
    invalid: 'Odkaz na odhlásenie je neplatný alebo neúplný. Skopírujte prosím celý odkaz z e-mailu.',
  },
  pl: {
    title: 'Rezygnacja z subskrypcji',
    ask: 'Czy na pewno nie chcesz już otrzymywać ofert i masowych e-maili od Marketplace?',
    button: 'Wypisz mnie',
    done: 'Gotowe. Na ten adres nie będziemy już wysyłać ofert ani masowych e-maili.',
    invalid: 'Link do wypisania jest nieprawidłowy lub niepełny. Skopiuj cały link z e-maila.',
  },
} as const;

/** A tracking or unsubscribe link that leads nowhere (a plain-text 404). */
export const LINK_NOT_FOUND = 'Odkaz nenalezen';
