import type { SyncSummary } from '../core/index.js';

/**
 * Everything the CLI says, in Czech (its users are Czech operators, and core's messages are Czech):
 * help, option descriptions, progress and result lines, errors. One block per command. Command and
 * flag names and the `--json` output are not texts: scripts depend on them.
 */

/** The program, its global flags and commander's own words (help titles, its error lines). */
export const PROGRAM_TEXTS = {
  description: 'Katalog a rezervace místních firem služeb, s administrací',
  version: 'vypíše verzi',
  json: 'strojově čitelný výstup (JSON)',
  debug: 'u chyb vypíše i výpis zásobníku',
  help: 'zobrazí nápovědu',
  helpCommand: 'zobrazí nápovědu k příkazu',
  helpAfterError: '(nápověda: --help)',
  /** commander's help titles */
  titles: {
    'Usage:': 'Použití:',
    'Options:': 'Volby:',
    'Commands:': 'Příkazy:',
    'Arguments:': 'Argumenty:',
    'Global Options:': 'Globální volby:',
  } as Record<string, string>,
  defaultValue: (value: string) => `výchozí: ${value}`,
  choices: (values: string) => `možnosti: ${values}`,
} as const;

/** commander's error lines in Czech; a line not listed stays as commander wrote it. */
export const COMMANDER_ERRORS: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^error: unknown option '([^']*)'$/, (flag) => `chyba: neznámá volba '${flag}'`],
  [/^error: unknown command '([^']*)'$/, (name) => `chyba: neznámý příkaz '${name}'`],
  [/^\(Did you mean (.*)\?\)$/, (suggestion) => `(Měli jste na mysli ${suggestion}?)`],
  [/^error: required option '([^']*)' not specified$/, (flag) => `chyba: chybí povinná volba '${flag}'`],
  [/^error: option '([^']*)' argument missing$/, (flag) => `chyba: volbě '${flag}' chybí hodnota`],
  [/^error: missing required argument '([^']*)'$/, (name) => `chyba: chybí povinný argument '${name}'`],
  [/^error: too many arguments.*$/, () => 'chyba: příliš mnoho argumentů'],
  [
    /^error: option '([^']*)' argument '([^']*)' is invalid\. Allowed choices are (.*)\.$/,
    (flag, value, choices) => `chyba: hodnota '${value}' volby '${flag}' není platná; možnosti: ${choices}`,
  ],
  [
    /^error: option '([^']*)' argument '([^']*)' is invalid\. (.*)$/,
    (flag, value, why) => `chyba: hodnota '${value}' volby '${flag}' není platná: ${why}`,
  ],
  [
    /^error: command-argument value '([^']*)' is invalid for argument '([^']*)'\. (.*)$/,
    (value, name, why) => `chyba: hodnota '${value}' argumentu '${name}' není platná: ${why}`,
  ],
  [/^error: (.*)$/, (rest) => `chyba: ${rest}`],
];

/** Framing of errors on stderr (src/cli/errors.ts). */
export const ERROR_TEXTS = {
  invalidConfiguration: (problem: string) => `neplatná konfigurace: ${problem}`,
  wholeNumber: (flag: string) => `${flag} musí být celé číslo alespoň 1`,
  wholeNumberUpTo: (flag: string, max: number) => `${flag} musí být celé číslo od 1 do ${max}`,
  useOneOf: (flag: string, values: string) => `${flag}: použijte ${values}`,
} as const;

export const SERVE_TEXTS = {
  description: 'spustí veřejný web, administraci a JSON API (a naplánované úlohy)',
  port: 'port (výchozí PORT nebo 3003)',
  host: 'adresa, na které naslouchat (výchozí HOST nebo 127.0.0.1)',
  noJobs: 'nespouštět v tomto procesu naplánované úlohy',
  serving: (version: string, url: string, database: string) => `marketplace ${version} běží na ${url} (${database})`,
} as const;

export const DB_TEXTS = {
  description: 'migrace databáze a výchozí data',
  migrate: 'provede čekající migrace',
  applied: (name: string) => `provedena ${name}`,
  upToDate: 'databáze je aktuální',
  rollback: 'vrátí poslední dávku migrací',
  rolledBack: (name: string) => `vrácena ${name}`,
  nothingToRollBack: 'není co vracet',
  status: 'vypíše provedené a čekající migrace',
  statusApplied: (name: string) => `provedena  ${name}`,
  statusPending: (name: string) => `čeká      ${name}`,
  seed: 'nahraje výchozí data (země, kraje, města, kategorie) a chybějící vestavěné šablony e-mailů; --demo přidá ukázkové firmy',
  seedDemo: 'nahraje i deterministický ukázkový katalog (jen do prázdného katalogu)',
  reference: (r: { countries: number; regions: number; cities: number; categories: number }) =>
    `výchozí data: země ${r.countries}, kraje ${r.regions}, města ${r.cities}, kategorie ${r.categories}`,
  templates: (n: number) => `přidané vestavěné šablony e-mailů: ${n} (existující, upravené i neupravené, zůstávají)`,
  demoSkipped: 'ukázkové firmy: přeskočeno (katalog už firmy má)',
  demoCompanies: (n: number) => `ukázkové firmy: ${n}`,
} as const;

export const BACKUP_CLI_TEXTS = {
  backup: 'záloha celé databáze i s manifestem do jednoho souboru .tar.gz (SQLite i PostgreSQL; za běhu serveru)',
  out: 'soubor zálohy (nesmí existovat; výchozí marketplace-<datum a čas UTC>.tar.gz v aktuální složce)',
  exists: (file: string) => `soubor ${file} už existuje; zvolte jiný (--out)`,
  done: (file: string, bytes: number, tables: number, rows: number) =>
    `záloha uložena do ${file} (${bytes} B; tabulek ${tables}, řádků ${rows})`,
  restore: 'obnoví zálohu do prázdné databáze a ověří počty řádků všech tabulek podle manifestu',
  yes: 'bez dotazu (nutné bez terminálu)',
  summary: (at: string, engine: string, schema: string | null, tables: number, rows: number) =>
    `záloha z ${at} (${engine}, schéma ${schema ?? '–'}; tabulek ${tables}, řádků ${rows})`,
  question: (target: string) => `Obnovit ji do ${target}? Napište „ano“: `,
  needsYes: (target: string) => `obnovení do ${target} potvrďte volbou --yes`,
  notConfirmed: 'obnovení nepotvrzeno; nic se nezměnilo',
  restored: (target: string, tables: number, rows: number) =>
    `záloha obnovena do ${target}: tabulek ${tables}, řádků ${rows}; počty souhlasí s manifestem`,
} as const;

export const USERS_TEXTS = {
  description: 'účty',
  create: 'založí účet (např. prvního administrátora)',
  email: 'přihlašovací e-mail',
  password: 'heslo (alespoň nastavené minimum, výchozí 8)',
  role: 'role',
  name: 'celé jméno („Jméno Příjmení“)',
  company: 'zápis, který účet firmy spravuje (povinné s --role company; id: `marketplace listings list`)',
  listingId: 'očekává se id zápisu, celé číslo (viz `marketplace listings list`)',
  companyNeeded: '--role company potřebuje --company ID, id zápisu, který účet spravuje (najdete ho přes `marketplace listings list`)',
  companyOnlyForCompany: (role: string) => `--company patří jen k --role company (ne k --role ${role})`,
  created: (role: string, email: string, id: number) => `založen účet ${role} ${email} (id ${id})`,
} as const;

const JOB_OUTCOMES: Record<string, string> = { running: 'běží', ok: 'v pořádku', shortfall: 'nedokončeno', failed: 'selhala' };

export const DOCTOR_CLI_TEXTS = {
  description:
    'zkontroluje konfiguraci, tajný klíč, databázi a migrace, nástroje záloh, SMTP a IMAP, místo na disku, veřejnou adresu a poslední zálohu',
  summary: (ok: number, warn: number, fail: number) => `v pořádku ${ok}, varování ${warn}, chyby ${fail}`,
  failed: (count: number) => (count === 1 ? 'jedna kontrola selhala' : `selhalo kontrol: ${count}`),
} as const;

export const JOBS_TEXTS = {
  description: 'naplánované úlohy (běží i uvnitř `serve`)',
  list: 'vypíše úlohy, jejich plán a poslední běh (kdy, jak dlouho, jak dopadl a na které instanci)',
  neverRun: 'zatím neběžela',
  lastRun: (run: { startedAt: string; durationMs: number | null; outcome: string; instance: string }) =>
    `naposledy ${run.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}, ${
      run.durationMs === null ? 'běží' : `${(run.durationMs / 1000).toFixed(1)} s`
    }, ${JOB_OUTCOMES[run.outcome] ?? run.outcome}, ${run.instance}`,
  /** what `jobs list` says of each job (the `--json` list keeps the jobs' own descriptions) */
  jobs: {
    queue: 'Odešle e-maily z odchozí fronty, které jsou na řadě',
    inbox: 'Synchronizuje přijatou poštu ze schránek IMAP',
    campaigns: 'Spustí naplánované kampaně, které jsou na řadě, zařadí do fronty jejich další příjemce a dokončí vyřízené',
    scheduled: 'Předá plánované e-maily, které jsou na řadě, do odchozí fronty a zapíše, jak dopadly',
    'hosting-reminders': 'Pošle klientům připomínky obnovy hostingu (30, 14 a 3 dny předem a v den obnovy) a správci denní souhrn',
    'hosting-check': 'Zkontroluje certifikát HTTPS, dostupnost a expiraci domény (RDAP) webů aktivních hostingových projektů',
    'prune-sessions':
      'Smaže vypršelé relace, pokusy o přihlášení starší než den, vypršelé výzvy dvoufázového přihlášení, skončená okna omezení, vypršelé kódy přihlášení přes sociální sítě, vypršelá upozornění a běhy úloh starší než den (poslední běh každé úlohy zůstává)',
    'backup-database':
      'Zálohuje celou databázi do <datový adresář>/backups/, když jsou zapnuté automatické zálohy, a ponechá nejnovějších N (nastavení uchovávání záloh, 30)',
    analytics: 'Sečte zobrazení stránek webu do denních souhrnů a smaže staré jednotlivé záznamy a soli',
    'task-reminders': 'Připomene úkoly splatné zítra a úkoly po termínu (jednou za úkol a den)',
    'social-publish':
      'Zveřejní příspěvky na sociálních sítích, které jsou na řadě (webhookem nebo ručně), a neúspěšné zkusí znovu s prodlevou',
    'bank-statements': 'Stáhne nové pohyby z API Fio banky a zaplatí objednávky, kterým odpovídají',
    'shop-expire':
      'Zruší nezaplacené objednávky e-shopu (kartou nebo převodem), jejichž lhůta k zaplacení uplynula, a vrátí zboží na sklad',
    'featured-holds': 'Zruší reklamní kampaně a smlouvy o reklamních plochách nezaplacené po lhůtě rezervace a uvolní jejich místo',
    geocode: 'Najde podle adresy souřadnice firem v katalogu a v CRM, kterým chybí (MARKETPLACE_GEOCODER_URL)',
  } as Record<string, string>,
  run: 'spustí jednu úlohu a skončí (pro systémový cron)',
  limit: 'zpracuje nejvýše N položek (queue)',
  lease: 'jak dlouho platí zámek řádku fronty, než ho smí převzít jiný proces',
  unknownJob: (name: string) => `neznámá úloha „${name}“ (viz \`marketplace jobs list\`)`,
  stoppedHard: (signal: string) => `${signal} podruhé: zastaveno před dokončením rozpracované položky`,
  result: (name: string, counts: string, stopped: boolean) => `${name}: ${counts}${stopped ? ' (zastaveno předčasně)' : ''}`,
} as const;

export const MAIL_TEXTS = {
  description: 'odchozí e-mail',
  test: 'odešle zkušební zprávu nastaveným způsobem a vypíše odpověď serveru',
  to: 'příjemce',
  notAnAddress: (to: string) => `--to: „${to}“ není e-mailová adresa`,
  sendingFailed: (why: string) => `odeslání se nezdařilo: ${why}`,
  sent: (to: string, transport: string, response: string) => `odesláno na ${to} přes ${transport}: ${response}`,
  dkim: 'podepisuje odchozí poštu DKIM (klíč je uložen zašifrovaný), vypíše nastavení, nebo podepisování vypne',
  domain: 'podepisující doména (d=)',
  selector: 'selektor v DNS (s=); veřejný klíč se zveřejní na <selector>._domainkey.<domain>',
  keyFile: 'soubor PEM se soukromým klíčem RSA',
  off: 'přestane podepisovat',
  offWithOthers: '--off nelze kombinovat s --domain ani --key-file',
  domainWithKey: '--domain a --key-file patří k sobě',
  keyFileUnreadable: (why: string) => `--key-file: ${why}`,
  dkimOn: (domain: string | null, selector: string | null) => `DKIM zapnuto: d=${domain} s=${selector}`,
  dkimOff: 'DKIM vypnuto',
  outbox: 'vypíše e-maily uložené bez SMTP (v databázi, nejnovější první), nebo s --id vypíše jeden jako .eml',
  outboxLimit: 'kolik nejnovějších vypsat (výchozí 50, nejvýše 500)',
  outboxSearch: 'jen zprávy s tímto textem v příjemcích nebo předmětu',
  outboxId: 'vypíše zprávu s tímto číslem celou (.eml) na standardní výstup',
  outboxEmpty: 'Žádné uložené e-maily.',
  outboxRow: (m: { id: number; created_at: string; recipients: string; subject: string; size: number }) =>
    `#${m.id}  ${m.created_at}  ${m.recipients}  ${m.subject}  (${m.size} B)`,
  outboxShown: (shown: number, total: number) => `zobrazeno ${shown} z ${total}`,
} as const;

export const IMPORT_CLI_TEXTS = {
  description: 'naimportuje firmy k oslovení ze souboru CSV (spáruje podle webu, telefonu, názvu + PSČ)',
  country: 'CZ, SK nebo PL',
  delimiter: "',', ';' nebo tab (výchozí: rozpozná se)",
  encoding: 'utf-8 nebo windows-1250 (výchozí: rozpozná se)',
  dryRun: 'jen spočítá, co by se změnilo, nic nezapíše',
  rejects: 'zapíše odmítnuté řádky (řádek, důvod, původní pole) do tohoto souboru CSV',
  rejectsUnwritable: (why: string) => `--rejects: ${why}`,
  progress: 'Import',
  summary: (file: string, r: { inserted: number; updated: number; unchanged: number; rejected: number; dryRun: boolean }) =>
    `${file}: vloženo ${r.inserted}, aktualizováno ${r.updated}, beze změny ${r.unchanged}, odmítnuto ${r.rejected}` +
    (r.dryRun ? ' (zkušební běh: nic nezapsáno)' : ''),
  rejectedLine: (line: number, reason: string) => `  řádek ${line}: ${reason}`,
  more: (n: number, rejectsFile?: string) =>
    `  … dalších ${n}${rejectsFile ? ` v ${rejectsFile}` : ' (všechny vypíše --rejects SOUBOR.csv)'}`,
  rejectedSoFar: (n: number) => `odmítnuto ${n}`,
} as const;

/** `marketplace payments` */
export const PAYMENTS_CLI_TEXTS = {
  description: 'Platby: bankovní výpisy',
  importDescription: 'Načte bankovní výpis ve formátu GPC (ABO) a spáruje příchozí platby s objednávkami podle variabilního symbolu',
  file: 'soubor výpisu (.gpc, windows-1250)',
  noFile: (file: string) => `Soubor ${file} neexistuje nebo to není soubor.`,
} as const;

export const COMPANIES_TEXTS = {
  description: 'firmy k oslovení (obchodní CRM)',
  list: 'vypíše firmy k oslovení (všechny shody, pokud není --limit)',
  score: 'skóre webu: 1-2, 3-4, 5+ nebo jedno skóre 1-10',
  scoreHint: 'použijte 1-2, 3-4, 5+ nebo 1..10',
  region: 'slug kraje (např. jihomoravsky)',
  country: 'CZ, SK nebo PL',
  countryHint: 'použijte CZ, SK nebo PL',
  limit: 'nejvýše N firem',
  sent: (date: string) => ` e-mail ${date}`,
  none: 'žádná firma neodpovídá',
} as const;

export const SEND_OFFER_TEXTS = {
  description: 'zařadí do fronty e-mail s nabídkou firmě k oslovení (sledování, odhlášení a odkaz na převzetí) a označí ji jako oslovenou',
  company: 'id firmy k oslovení',
  companyInvalid: '--company musí být id firmy',
  template: 'id nebo název šablony e-mailu',
  to: 'příjemce (výchozí: e-mail firmy)',
  queued: (id: number, to: string) =>
    `nabídka #${id} pro ${to} je ve frontě (spusťte \`marketplace jobs run queue\`, nebo ji odešle serve)`,
} as const;

export const SCORE_TEXTS = {
  description: 'nastaví firmám k oslovení skóre webu (1-10) a jeho důvody',
  all: 'ohodnotí všechny firmy',
  company: 'ohodnotí jednu firmu',
  unscored: 's --all: jen firmy bez skóre',
  fetch: 'prověří weby přes HTTP (dostupnost, https, mobil, copyright, odkazy na rezervace a sociální sítě, rychlost)',
  concurrency: 'kolik webů se prověřuje současně',
  exactlyOne: 'chyba: použijte právě jedno z --all a --company <id>',
  unscoredWithAll: 'chyba: --unscored patří k --all',
  progress: 'Hodnocení webů',
  audited: (audited: number, unreachable: number) => `ověřeno ${audited}, nedostupné ${unreachable}`,
  one: (id: number, name: string, score: number, reasons: string) => `#${id} ${name}: ${score}/10 – ${reasons}`,
  all_: (scored: number, histogram: string, audits: string) =>
    `ohodnoceno firem: ${scored}${histogram ? `; podle skóre ${histogram}` : ''}${audits ? `; ${audits}` : ''}`,
} as const;

export const DEMO_TEXTS = {
  description: 'ukázková data',
  accounts: 'založí (nebo přidělí nová hesla) ukázkovým účtům administrátora, firmy a zákazníka a vypíše jejich přihlášení',
  heading: 'Ukázkové účty (nová hesla; dalším spuštěním se nahradí):',
  loginAt: (url: string) => `Přihlaste se na ${url}`,
} as const;

export const LISTINGS_TEXTS = {
  description: 'moderování zápisů firem: výpis, ověření, zamítnutí, pozastavení, obnovení',
  list: 'zápisy, neověřené napřed, pak nejnovější (id, stav, země, založeno, název, e-mail)',
  state: 'unverified, verified, rejected nebo suspended',
  stateHint: 'použijte unverified, verified, rejected nebo suspended',
  country: 'CZ, SK nebo PL',
  countryHint: 'použijte CZ, SK nebo PL',
  search: 'část názvu nebo e-mailu',
  limit: 'nejvýše N zápisů (výchozí: všechny shody)',
  none: 'žádný zápis neodpovídá',
  id: 'id zápisu',
  reason: 'důvod (firma ho dostane v e-mailu)',
  reasonInvalid: '--reason: uveďte důvod, který firma uvidí (1 až 1000 znaků)',
  verify: 'ověří zápis: stane se veřejným (hledání, sitemap, profil); pošle firmě e-mail',
  reject: 'zamítne neověřenou registraci s důvodem; pošle firmě e-mail',
  suspend: 'skryje ověřený zápis s důvodem; pošle firmě e-mail',
  reinstate: 'znovu zveřejní pozastavený zápis; pošle firmě e-mail',
} as const;

export const INBOX_TEXTS = {
  description: 'přijatá pošta (IMAP)',
  sync: 'stáhne novou poštu, změny příznaků a smazání ze schránek IMAP (provozovatele a firem)',
  account: 'jen schránka s tímto id',
  accountInvalid: '--account musí být id schránky',
  progress: 'Synchronizace pošty',
  result: (s: SyncSummary) =>
    `schránek synchronizováno ${s.accounts} z ${s.configured} (složek ${s.mailboxes}): nových ${s.new}, změněných ${s.updated}, odstraněných ${s.removed}, ` +
    `nedoručitelných ${s.bounces}, automatických odpovědí ${s.auto_replies}; chyb ${s.errors}` +
    (s.skipped ? `, přeskočeno (synchronizuje jiný proces) ${s.skipped}` : '') +
    (s.configured === 0 ? '; žádná schránka není k synchronizaci zapnutá (Nastavení › Email, nebo MARKETPLACE_IMAP_URL)' : ''),
} as const;

/** `marketplace campaign …` (src/cli/commands/campaign.ts and its live view, src/cli/ui/campaign-view.tsx). */
export const CAMPAIGN_CLI_TEXTS = {
  description: 'hromadné e-mailové kampaně: založení, výpis, stav, spuštění se sledováním, pozastavení, pokračování, zrušení',
  create: 'založí kampaň (koncept) s příjemci ze souboru nebo ze segmentu firem k oslovení',
  name: 'název kampaně',
  subject: 'předmět e-mailu (smí obsahovat {{company_name}} a {{city}})',
  html: 'soubor HTML s obsahem e-mailu',
  template: 'id šablony e-mailu, jejíž obsah kampaň použije',
  text: 'soubor s textovou verzí e-mailu',
  recipients: 'soubor s příjemci: CSV se sloupcem email (a volitelně name, company, city), nebo jedna adresa na řádek',
  segment: 'segment firem k oslovení, např. "region=praha&score=1-2" (region, score, category, country, never_emailed, not_replied)',
  interval: 'sekund mezi dvěma příjemci (výchozí 10; 0 = tak rychle, jak server pošty stačí)',
  schedule: 'kdy kampaň spustit (ISO 8601, např. 2026-12-01T08:00:00+01:00); do té doby je naplánovaná',
  country: 'CZ, SK nebo PL (výchozí CZ)',
  countryHint: 'použijte CZ, SK nebo PL',
  contentOnce: 'použijte právě jedno z --html SOUBOR a --template ID',
  recipientsOnce: 'použijte právě jedno z --recipients SOUBOR a --segment "…"',
  intervalHint: (max: number) => `--interval: celé číslo sekund od 0 do ${max}`,
  idHint: 'očekává se id kampaně, celé číslo (viz `marketplace campaign list`)',
  templateHint: '--template: očekává se id šablony, celé číslo',
  unreadable: (flag: string, file: string, why: string) => `${flag}: soubor ${file} nelze přečíst (${why})`,
  badSegment: (why: string) => `--segment: ${why}`,
  segmentKeys: (keys: string) => `neznámý klíč; použijte ${keys}`,
  created: (message: string, id: number, invalid: number, duplicates: number) =>
    `${message} (kampaň #${id}; neplatných adres vynecháno ${invalid}, duplicit ${duplicates}); spusťte ji: marketplace campaign start ${id}`,
  list: 'vypíše kampaně, nejnovější napřed',
  none: 'žádná kampaň',
  status: 'vypíše stav kampaně a její počty',
  start: 'spustí koncept; na terminálu ukáže průběh živě (p pozastaví, r pokračuje, q odejde a kampaň běží dál)',
  follow:
    'odesílá i z tohoto procesu (fronta a úloha campaigns) a sleduje kampaň až do konce; bez terminálu vypíše řádek po každých 10 %; ' +
    'u kampaně už spuštěné se k ní jen připojí',
  watch:
    'připojí se ke kampani už spuštěné: na terminálu živý průběh (p, r, q), bez terminálu řádek po každých 10 % až do konce; ' +
    's --follow i odesílá',
  watchDraft: (id: number) => `Kampaň #${id} je koncept; spusťte ji: marketplace campaign start ${id}`,
  pause: 'pozastaví odesílání kampaně (neodeslané e-maily opustí frontu)',
  resume: 'pokračuje v pozastavené kampani s dosud neodeslanými příjemci',
  cancel: 'zruší kampaň; neodeslaní příjemci už nic nedostanou',
  id: 'id kampaně',
  statuses: {
    draft: 'koncept',
    scheduled: 'naplánováno',
    sending: 'odesílá se',
    paused: 'pozastaveno',
    sent: 'odesláno',
    cancelled: 'zrušeno',
  } as Record<string, string>,
  figures: (c: CampaignFigures) =>
    `příjemců ${c.total_recipients}, odesláno ${c.sent_count}, selhalo ${c.failed_count}, nedoručeno ${c.bounced_count}, ` +
    `otevřeno ${c.opened_count}, prokliknuto ${c.clicked_count}, odhlášeno ${c.unsubscribed_count}`,
  row: (id: number, status: string, name: string, figures: string) => `#${id} ${status.padEnd(12)} ${name}: ${figures}`,
  statusLine: (id: number, name: string, status: string, figures: string) => `Kampaň #${id} „${name}“ (${status}): ${figures}`,
  sentElsewhere:
    'odesílá ji `marketplace serve` (fronta a úloha campaigns), nebo cron `marketplace jobs run campaigns` a `marketplace jobs run queue`',
  startedLine: (message: string, id: number, queued: number, where: string) => `${message} Kampaň #${id}: ve frontě ${queued}; ${where}.`,
  decile: (percent: number, settled: number, total: number, figures: string) => `${percent} % (${settled}/${total}): ${figures}`,
  pausedLine: 'kampaň je pozastavena; čekám, až bude pokračovat (marketplace campaign resume)',
  endedLine: (status: string, figures: string) => `konec (${status}): ${figures}`,
  /** the live view */
  view: {
    title: (id: number, name: string) => `Kampaň #${id} „${name}“`,
    sent: 'odesláno',
    failed: 'selhalo',
    bounced: 'nedoručeno',
    opened: 'otevřeno',
    clicked: 'prokliknuto',
    unsubscribed: 'odhlášeno',
    rate: (perMinute: number) => `${perMinute.toLocaleString('cs-CZ')} / min`,
    eta: (text: string) => `zbývá ${text}`,
    etaUnknown: 'zbývá ?',
    lastErrors: 'Poslední chyby:',
    sendingHere: 'Odesílá tento proces (úlohy queue a campaigns); po q odesílá serve nebo cron.',
    sendingElsewhere: 'Jen sledování: odesílá `marketplace serve` nebo cron (jobs run queue a campaigns).',
    stalled: (seconds: number) => `Za posledních ${seconds} s se nic neodeslalo: běží serve nebo cron? (odsud: start --follow)`,
    keys: 'p pozastavit · r pokračovat · q odejít (kampaň běží dál)',
    left: (id: number) => `Sledování skončilo; kampaň #${id} běží dál (marketplace campaign status ${id}).`,
  },
} as const;

/** The counts a campaign's line shows. */
export interface CampaignFigures {
  total_recipients: number;
  sent_count: number;
  failed_count: number;
  bounced_count: number;
  opened_count: number;
  clicked_count: number;
  unsubscribed_count: number;
}

/** `marketplace hosting …` */
export const HOSTING_CLI_TEXTS = {
  description: 'webhosting: obnovy k zaplacení, připomínky klientům, kontrola certifikátů a webů, zaznamenání platby',
  renewals: 'vypíše obnovy hostingu k zaplacení (po splatnosti a v příštích N dnech), po měsících se součty',
  within: 'kolik dní dopředu (výchozí 30)',
  asOf: 'ke kterému dni (RRRR-MM-DD; výchozí dnešek v Praze)',
  notify: 'pošle klientům připomínky, které jsou na řadě (30, 14, 3 dny předem a v den obnovy), a správci souhrn',
  withinHint: '--within: celé číslo dní od 0 do 3660',
  dateHint: (flag: string) => `${flag}: očekává se datum RRRR-MM-DD`,
  notifyAsOf: '--notify připomíná k dnešku; --as-of použijte jen pro výpis',
  check: 'zkontroluje certifikát HTTPS (platnost, vydavatel) a dostupnost webu každého aktivního projektu',
  renew: 'zaznamená platbu projektu: posune datum obnovy o rok a projekt je aktivní',
  id: 'id hostingového projektu',
  idHint: 'očekává se id projektu, celé číslo',
  paidAt: 'den platby (RRRR-MM-DD; výchozí dnešek v Praze)',
  amount: 'zaplacená částka v Kč (výchozí roční poplatek projektu)',
  amountHint: '--amount: celé číslo Kč, 0 nebo víc',
  headers: {
    company: 'Firma',
    domain: 'Doména',
    date: 'Obnova',
    days: 'Dní',
    fee: 'Poplatek',
    status: 'Stav',
    domainEnds: 'Doména do',
    phone: 'Telefon',
  },
  statuses: { active: 'Aktivní', expiring_soon: 'Brzy vyprší', expired: 'Vypršel' } as Record<string, string>,
  unknownStatus: 'Neznámý',
  months: ['Leden', 'Únor', 'Březen', 'Duben', 'Květen', 'Červen', 'Červenec', 'Srpen', 'Září', 'Říjen', 'Listopad', 'Prosinec'],
  title: (asOf: string, within: number, count: string, total: string) =>
    `Obnovy hostingu k ${asOf} (po splatnosti a do ${within} dní): ${count}, celkem ${total}`,
  month: (name: string, count: string, sum: string) => `${name}: ${count}, ${sum}`,
  none: 'Žádná obnova k zaplacení.',
  expiredMark: '!',
  notified: (sent: number, domains: number, already: number, withoutEmail: number, digest: string) =>
    `Připomínky: odesláno ${sent}, domén ${domains}, už dříve ${already}, bez e-mailu ${withoutEmail}; souhrn správci: ${digest}.`,
  digest: {
    queued: 'zařazen do fronty',
    already_queued: 'dnes už odešel',
    nothing_due: 'není co hlásit',
    no_address: 'chybí adresa správce (Nastavení › Email: e-mail pro odpovědi nebo odesílatele)',
  } as Record<string, string>,
  checkTitle: (checked: number, down: number, expiring: number, domains: number, notified: number) =>
    `Zkontrolováno webů: ${checked}; nedostupných: ${down}; certifikát do 14 dní: ${expiring}; doména do 30 dní: ${domains}; nových upozornění: ${notified}`,
  checkLine: (domain: string, up: boolean, cert: string, error: string | null, registration: string) =>
    `${up ? 'OK ' : 'NEDOSTUPNÝ'} ${domain}: ${cert}; ${registration}${error ? ` (${error})` : ''}`,
  registrationText: (ends: string | null, days: number | null, error: string | null) =>
    ends ? `registrace domény do ${ends} (${days} dní)${error ? `; ${error}` : ''}` : `registrace domény: ${error ?? 'neznámá'}`,
  certText: (expires: string, days: number, issuer: string | null, trusted: boolean | null) =>
    `certifikát do ${expires} (${days} dní), ${issuer ?? 'vydavatel neznámý'}${trusted === false ? ', nedůvěryhodný' : ''}`,
  noCert: 'bez certifikátu',
  renewed: (id: number, domain: string, period: string, amount: string, next: string) =>
    `Platba projektu #${id} (${domain}) za obnovu ${period}: ${amount}; další obnova ${next}.`,
} as const;
