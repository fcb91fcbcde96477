import type { SyncSummary } from '../core/index.js';
import type { CliCatalog } from './language.js';
import type { CampaignFigures } from './texts.js';

/** Slovak plural: 1 / 2-4 / 5+ (and 0). */
const skPlural = (n: number, one: string, few: string, many: string) => (n === 1 ? one : n >= 2 && n <= 4 ? few : many);

/** Polish plural: 1 / 2-4 except 12-14 / 0, 5+ and 12-14. */
const plPlural = (n: number, one: string, few: string, many: string) => {
  if (n === 1) return one;
  const tens = n % 100;
  const units = n % 10;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
};

const JOB_OUTCOMES_SK: Record<string, string> = { running: 'beží', ok: 'v poriadku', shortfall: 'nedokončená', failed: 'zlyhala' };
const JOB_OUTCOMES_PL: Record<string, string> = { running: 'działa', ok: 'w porządku', shortfall: 'niedokończone', failed: 'nieudane' };

/** The CLI's texts in Slovak (Nastavení › Obecné › Jazyk: sk); the Czech ones are src/cli/texts.ts. */
export const CLI_SK: CliCatalog = {
  PROGRAM_TEXTS: {
    description: 'Katalóg a rezervácie miestnych firiem služieb, s administráciou',
    version: 'vypíše verziu',
    json: 'strojovo čitateľný výstup (JSON)',
    debug: 'pri chybách vypíše aj výpis zásobníka',
    help: 'zobrazí nápovedu',
    helpCommand: 'zobrazí nápovedu k príkazu',
    helpAfterError: '(nápoveda: --help)',
    titles: {
      'Usage:': 'Použitie:',
      'Options:': 'Voľby:',
      'Commands:': 'Príkazy:',
      'Arguments:': 'Argumenty:',
      'Global Options:': 'Globálne voľby:',
    },
    defaultValue: (value: string) => `predvolené: ${value}`,
    choices: (values: string) => `možnosti: ${values}`,
  },

  COMMANDER_ERRORS: [
    [/^error: unknown option '([^']*)'$/, (flag) => `chyba: neznáma voľba '${flag}'`],
    [/^error: unknown command '([^']*)'$/, (name) => `chyba: neznámy príkaz '${name}'`],
    [/^\(Did you mean (.*)\?\)$/, (suggestion) => `(Mysleli ste ${suggestion}?)`],
    [/^error: required option '([^']*)' not specified$/, (flag) => `chyba: chýba povinná voľba '${flag}'`],
    [/^error: option '([^']*)' argument missing$/, (flag) => `chyba: voľbe '${flag}' chýba hodnota`],
    [/^error: missing required argument '([^']*)'$/, (name) => `chyba: chýba povinný argument '${name}'`],
    [/^error: too many arguments.*$/, () => 'chyba: príliš veľa argumentov'],
    [
      /^error: option '([^']*)' argument '([^']*)' is invalid\. Allowed choices are (.*)\.$/,
      (flag, value, choices) => `chyba: hodnota '${value}' voľby '${flag}' nie je platná; možnosti: ${choices}`,
    ],
    [
      /^error: option '([^']*)' argument '([^']*)' is invalid\. (.*)$/,
      (flag, value, why) => `chyba: hodnota '${value}' voľby '${flag}' nie je platná: ${why}`,
    ],
    [
      /^error: command-argument value '([^']*)' is invalid for argument '([^']*)'\. (.*)$/,
      (value, name, why) => `chyba: hodnota '${value}' argumentu '${name}' nie je platná: ${why}`,
    ],
    [/^error: (.*)$/, (rest) => `chyba: ${rest}`],
  ],

  ERROR_TEXTS: {
    invalidConfiguration: (problem: string) => `neplatná konfigurácia: ${problem}`,
    wholeNumber: (flag: string) => `${flag} musí byť celé číslo aspoň 1`,
    wholeNumberUpTo: (flag: string, max: number) => `${flag} musí byť celé číslo od 1 do ${max}`,
    useOneOf: (flag: string, values: string) => `${flag}: použite ${values}`,
  },

  SERVE_TEXTS: {
    description: 'spustí verejný web, administráciu a JSON API (a naplánované úlohy)',
    port: 'port (predvolene PORT alebo 3003)',
    host: 'adresa, na ktorej počúvať (predvolene HOST alebo 127.0.0.1)',
    noJobs: 'nespúšťať v tomto procese naplánované úlohy',
    serving: (version: string, url: string, database: string) => `marketplace ${version} beží na ${url} (${database})`,
  },

  DB_TEXTS: {
    description: 'migrácie databázy a predvolené dáta',
    migrate: 'vykoná čakajúce migrácie',
    applied: (name: string) => `vykonaná ${name}`,
    upToDate: 'databáza je aktuálna',
    rollback: 'vráti poslednú dávku migrácií',
    rolledBack: (name: string) => `vrátená ${name}`,
    nothingToRollBack: 'nie je čo vracať',
    status: 'vypíše vykonané a čakajúce migrácie',
    statusApplied: (name: string) => `vykonaná   ${name}`,
    statusPending: (name: string) => `čaká      ${name}`,
    seed: 'nahrá predvolené dáta (krajiny, kraje, mestá, kategórie) a chýbajúce vstavané šablóny e-mailov; --demo pridá ukážkové firmy',
    seedDemo: 'nahrá aj deterministický ukážkový katalóg (iba do prázdneho katalógu)',
    reference: (r: { countries: number; regions: number; cities: number; categories: number }) =>
      `predvolené dáta: krajiny ${r.countries}, kraje ${r.regions}, mestá ${r.cities}, kategórie ${r.categories}`,
    templates: (n: number) => `pridané vstavané šablóny e-mailov: ${n} (existujúce, upravené aj neupravené, zostávajú)`,
    demoSkipped: 'ukážkové firmy: preskočené (katalóg už firmy má)',
    demoCompanies: (n: number) => `ukážkové firmy: ${n}`,
  },

  BACKUP_CLI_TEXTS: {
    backup: 'záloha celej databázy aj s manifestom do jedného súboru .tar.gz (SQLite aj PostgreSQL; za behu servera)',
    out: 'súbor zálohy (nesmie existovať; predvolene marketplace-<dátum a čas UTC>.tar.gz v aktuálnom priečinku)',
    exists: (file: string) => `súbor ${file} už existuje; zvoľte iný (--out)`,
    done: (file: string, bytes: number, tables: number, rows: number) =>
      `záloha uložená do ${file} (${bytes} B; tabuliek ${tables}, riadkov ${rows})`,
    restore: 'obnoví zálohu do prázdnej databázy a overí počty riadkov všetkých tabuliek podľa manifestu',
    yes: 'bez otázky (nutné bez terminálu)',
    summary: (at: string, engine: string, schema: string | null, tables: number, rows: number) =>
      `záloha z ${at} (${engine}, schéma ${schema ?? '–'}; tabuliek ${tables}, riadkov ${rows})`,
    // the answer is matched by /^(a|ano|y|yes)$/i (src/cli/commands/backup.ts): „áno“ would not pass
    question: (target: string) => `Obnoviť ju do ${target}? Napíšte „yes“: `,
    needsYes: (target: string) => `obnovenie do ${target} potvrďte voľbou --yes`,
    notConfirmed: 'obnovenie nepotvrdené; nič sa nezmenilo',
    restored: (target: string, tables: number, rows: number) =>
      `záloha obnovená do ${target}: tabuliek ${tables}, riadkov ${rows}; počty súhlasia s manifestom`,
  },

  USERS_TEXTS: {
    description: 'účty',
    create: 'založí účet (napr. prvého administrátora)',
    email: 'prihlasovací e-mail',
    password: 'heslo (aspoň nastavené minimum, predvolene 8)',
    role: 'rola',
    name: 'celé meno („Meno Priezvisko“)',
    company: 'zápis, ktorý účet firmy spravuje (povinné s --role company; id: `marketplace listings list`)',
    listingId: 'očakáva sa id zápisu, celé číslo (pozri `marketplace listings list`)',
    companyNeeded: '--role company potrebuje --company ID, id zápisu, ktorý účet spravuje (nájdete ho cez `marketplace listings list`)',
    companyOnlyForCompany: (role: string) => `--company patrí iba k --role company (nie k --role ${role})`,
    created: (role: string, email: string, id: number) => `založený účet ${role} ${email} (id ${id})`,
  },

  DOCTOR_CLI_TEXTS: {
    description:
      'skontroluje konfiguráciu, tajný kľúč, databázu a migrácie, nástroje záloh, SMTP a IMAP, miesto na disku, verejnú adresu a poslednú zálohu',
    summary: (ok: number, warn: number, fail: number) => `v poriadku ${ok}, upozornenia ${warn}, chyby ${fail}`,
    failed: (count: number) => (count === 1 ? 'jedna kontrola zlyhala' : `zlyhalo kontrol: ${count}`),
  },

  JOBS_TEXTS: {
    description: 'naplánované úlohy (bežia aj vnútri `serve`)',
    list: 'vypíše úlohy, ich plán a posledný beh (kedy, ako dlho, ako dopadol a na ktorej inštancii)',
    neverRun: 'zatiaľ nebežala',
    lastRun: (run: { startedAt: string; durationMs: number | null; outcome: string; instance: string }) =>
      `naposledy ${run.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}, ${
        run.durationMs === null ? 'beží' : `${(run.durationMs / 1000).toFixed(1)} s`
      }, ${JOB_OUTCOMES_SK[run.outcome] ?? run.outcome}, ${run.instance}`,
    jobs: {
      queue: 'Odošle e-maily z odchádzajúceho frontu, ktoré sú na rade',
      inbox: 'Synchronizuje prijatú poštu zo schránok IMAP',
      campaigns: 'Spustí naplánované kampane, ktoré sú na rade, zaradí do frontu ich ďalších príjemcov a dokončí vybavené',
      scheduled: 'Odovzdá plánované e-maily, ktoré sú na rade, do odchádzajúceho frontu a zapíše, ako dopadli',
      'hosting-reminders': 'Pošle klientom pripomienky obnovy hostingu (30, 14 a 3 dni vopred a v deň obnovy) a správcovi denný súhrn',
      'hosting-check': 'Skontroluje certifikát HTTPS, dostupnosť a expiráciu domény (RDAP) webov aktívnych hostingových projektov',
      'prune-sessions':
        'Zmaže vypršané relácie, pokusy o prihlásenie staršie ako deň, vypršané výzvy dvojfázového prihlásenia, skončené okná obmedzení, vypršané kódy prihlásenia cez sociálne siete, vypršané upozornenia a behy úloh staršie ako deň (posledný beh každej úlohy zostáva)',
      'backup-database':
        'Zálohuje celú databázu do <dátový adresár>/backups/, keď sú zapnuté automatické zálohy, a ponechá najnovších N (nastavenie uchovávania záloh, 30)',
      analytics: 'Spočíta zobrazenia stránok webu do denných súhrnov a zmaže staré jednotlivé záznamy a soli',
      'task-reminders': 'Pripomenie úlohy splatné zajtra a úlohy po termíne (raz za úlohu a deň)',
      'social-publish':
        'Zverejní príspevky na sociálnych sieťach, ktoré sú na rade (webhookom alebo ručne), a neúspešné skúsi znova s odstupom',
      'bank-statements': 'Stiahne nové pohyby z API Fio banky a zaplatí objednávky, ktorým zodpovedajú',
      'shop-expire':
        'Zruší nezaplatené objednávky e-shopu (kartou alebo prevodom), ktorým uplynula lehota na zaplatenie, a vráti tovar na sklad',
      'featured-holds': 'Zruší reklamné kampane a zmluvy o reklamných plochách nezaplatené po lehote rezervácie a uvoľní ich miesto',
      geocode: 'Nájde podľa adresy súradnice firiem v katalógu a v CRM, ktorým chýbajú (MARKETPLACE_GEOCODER_URL)',
    },
    run: 'spustí jednu úlohu a skončí (pre systémový cron)',
    limit: 'spracuje najviac N položiek (queue)',
    lease: 'ako dlho platí zámok riadka frontu, kým ho smie prevziať iný proces',
    unknownJob: (name: string) => `neznáma úloha „${name}“ (pozri \`marketplace jobs list\`)`,
    stoppedHard: (signal: string) => `${signal} druhýkrát: zastavené pred dokončením rozpracovanej položky`,
    result: (name: string, counts: string, stopped: boolean) => `${name}: ${counts}${stopped ? ' (zastavené predčasne)' : ''}`,
  },

  MAIL_TEXTS: {
    description: 'odchádzajúci e-mail',
    test: 'odošle skúšobnú správu nastaveným spôsobom a vypíše odpoveď servera',
    to: 'príjemca',
    notAnAddress: (to: string) => `--to: „${to}“ nie je e-mailová adresa`,
    sendingFailed: (why: string) => `odoslanie zlyhalo: ${why}`,
    sent: (to: string, transport: string, response: string) => `odoslané na ${to} cez ${transport}: ${response}`,
    dkim: 'podpisuje odchádzajúcu poštu DKIM (kľúč je uložený zašifrovaný), vypíše nastavenie alebo podpisovanie vypne',
    domain: 'podpisujúca doména (d=)',
    selector: 'selektor v DNS (s=); verejný kľúč sa zverejní na <selector>._domainkey.<domain>',
    keyFile: 'súbor PEM so súkromným kľúčom RSA',
    off: 'prestane podpisovať',
    offWithOthers: '--off nemožno kombinovať s --domain ani --key-file',
    domainWithKey: '--domain a --key-file patria k sebe',
    keyFileUnreadable: (why: string) => `--key-file: ${why}`,
    dkimOn: (domain: string | null, selector: string | null) => `DKIM zapnuté: d=${domain} s=${selector}`,
    dkimOff: 'DKIM vypnuté',
    outbox: 'vypíše e-maily uložené bez SMTP (v databáze, najnovšie prvé), alebo s --id vypíše jeden ako .eml',
    outboxLimit: 'koľko najnovších vypísať (predvolene 50, najviac 500)',
    outboxSearch: 'iba správy s týmto textom v príjemcoch alebo predmete',
    outboxId: 'vypíše celú správu s týmto číslom (.eml) na štandardný výstup',
    outboxEmpty: 'Žiadne uložené e-maily.',
    outboxRow: (m: { id: number; created_at: string; recipients: string; subject: string; size: number }) =>
      `#${m.id}  ${m.created_at}  ${m.recipients}  ${m.subject}  (${m.size} B)`,
    outboxShown: (shown: number, total: number) => `zobrazené ${shown} z ${total}`,
  },

  IMPORT_CLI_TEXTS: {
    description: 'naimportuje firmy na oslovenie zo súboru CSV (spáruje podľa webu, telefónu, názvu + PSČ)',
    country: 'CZ, SK alebo PL',
    delimiter: "',', ';' alebo tab (predvolene: rozpozná sa)",
    encoding: 'utf-8 alebo windows-1250 (predvolene: rozpozná sa)',
    dryRun: 'iba spočíta, čo by sa zmenilo, nič nezapíše',
    rejects: 'zapíše odmietnuté riadky (riadok, dôvod, pôvodné polia) do tohto súboru CSV',
    rejectsUnwritable: (why: string) => `--rejects: ${why}`,
    progress: 'Import',
    summary: (file: string, r: { inserted: number; updated: number; unchanged: number; rejected: number; dryRun: boolean }) =>
      `${file}: vložené ${r.inserted}, aktualizované ${r.updated}, bez zmeny ${r.unchanged}, odmietnuté ${r.rejected}` +
      (r.dryRun ? ' (skúšobný beh: nič nezapísané)' : ''),
    rejectedLine: (line: number, reason: string) => `  riadok ${line}: ${reason}`,
    more: (n: number, rejectsFile?: string) =>
      `  … ďalších ${n}${rejectsFile ? ` v ${rejectsFile}` : ' (všetky vypíše --rejects SÚBOR.csv)'}`,
    rejectedSoFar: (n: number) => `odmietnuté ${n}`,
  },

  PAYMENTS_CLI_TEXTS: {
    description: 'Platby: bankové výpisy',
    importDescription: 'Načíta bankový výpis vo formáte GPC (ABO) a spáruje prichádzajúce platby s objednávkami podľa variabilného symbolu',
    file: 'súbor výpisu (.gpc, windows-1250)',
    noFile: (file: string) => `Súbor ${file} neexistuje alebo to nie je súbor.`,
  },

  COMPANIES_TEXTS: {
    description: 'firmy na oslovenie (obchodné CRM)',
    list: 'vypíše firmy na oslovenie (všetky zhody, ak nie je --limit)',
    score: 'skóre webu: 1-2, 3-4, 5+ alebo jedno skóre 1-10',
    scoreHint: 'použite 1-2, 3-4, 5+ alebo 1..10',
    region: 'slug kraja (napr. jihomoravsky)',
    country: 'CZ, SK alebo PL',
    countryHint: 'použite CZ, SK alebo PL',
    limit: 'najviac N firiem',
    sent: (date: string) => ` e-mail ${date}`,
    none: 'žiadna firma nezodpovedá',
  },

  SEND_OFFER_TEXTS: {
    description:
      'zaradí do frontu e-mail s ponukou firme na oslovenie (sledovanie, odhlásenie a odkaz na prevzatie) a označí ju ako oslovenú',
    company: 'id firmy na oslovenie',
    companyInvalid: '--company musí byť id firmy',
    template: 'id alebo názov šablóny e-mailu',
    to: 'príjemca (predvolene: e-mail firmy)',
    queued: (id: number, to: string) =>
      `ponuka #${id} pre ${to} je vo fronte (spustite \`marketplace jobs run queue\`, alebo ju odošle serve)`,
  },

  SCORE_TEXTS: {
    description: 'nastaví firmám na oslovenie skóre webu (1-10) a jeho dôvody',
    all: 'ohodnotí všetky firmy',
    company: 'ohodnotí jednu firmu',
    unscored: 's --all: iba firmy bez skóre',
    fetch: 'preverí weby cez HTTP (dostupnosť, https, mobil, copyright, odkazy na rezervácie a sociálne siete, rýchlosť)',
    concurrency: 'koľko webov sa preveruje súčasne',
    exactlyOne: 'chyba: použite práve jedno z --all a --company <id>',
    unscoredWithAll: 'chyba: --unscored patrí k --all',
    progress: 'Hodnotenie webov',
    audited: (audited: number, unreachable: number) => `overené ${audited}, nedostupné ${unreachable}`,
    one: (id: number, name: string, score: number, reasons: string) => `#${id} ${name}: ${score}/10 – ${reasons}`,
    all_: (scored: number, histogram: string, audits: string) =>
      `ohodnotené firmy: ${scored}${histogram ? `; podľa skóre ${histogram}` : ''}${audits ? `; ${audits}` : ''}`,
  },

  DEMO_TEXTS: {
    description: 'ukážkové dáta',
    accounts: 'založí (alebo pridelí nové heslá) ukážkovým účtom administrátora, firmy a zákazníka a vypíše ich prihlasovacie údaje',
    heading: 'Ukážkové účty (nové heslá; ďalším spustením sa nahradia):',
    loginAt: (url: string) => `Prihláste sa na ${url}`,
  },

  LISTINGS_TEXTS: {
    description: 'moderovanie zápisov firiem: výpis, overenie, zamietnutie, pozastavenie, obnovenie',
    list: 'zápisy, neoverené najprv, potom najnovšie (id, stav, krajina, založené, názov, e-mail)',
    state: 'unverified, verified, rejected alebo suspended',
    stateHint: 'použite unverified, verified, rejected alebo suspended',
    country: 'CZ, SK alebo PL',
    countryHint: 'použite CZ, SK alebo PL',
    search: 'časť názvu alebo e-mailu',
    limit: 'najviac N zápisov (predvolene: všetky zhody)',
    none: 'žiadny zápis nezodpovedá',
    id: 'id zápisu',
    reason: 'dôvod (firma ho dostane v e-maile)',
    reasonInvalid: '--reason: uveďte dôvod, ktorý firma uvidí (1 až 1000 znakov)',
    verify: 'overí zápis: stane sa verejným (vyhľadávanie, sitemap, profil); pošle firme e-mail',
    reject: 'zamietne neoverenú registráciu s dôvodom; pošle firme e-mail',
    suspend: 'skryje overený zápis s dôvodom; pošle firme e-mail',
    reinstate: 'znovu zverejní pozastavený zápis; pošle firme e-mail',
  },

  INBOX_TEXTS: {
    description: 'prijatá pošta (IMAP)',
    sync: 'stiahne novú poštu, zmeny príznakov a zmazania zo schránok IMAP (prevádzkovateľa a firiem)',
    account: 'iba schránka s týmto id',
    accountInvalid: '--account musí byť id schránky',
    progress: 'Synchronizácia pošty',
    result: (s: SyncSummary) =>
      `synchronizované schránky ${s.accounts} z ${s.configured} (priečinkov ${s.mailboxes}): nových ${s.new}, zmenených ${s.updated}, odstránených ${s.removed}, ` +
      `nedoručiteľných ${s.bounces}, automatických odpovedí ${s.auto_replies}; chýb ${s.errors}` +
      (s.skipped ? `, preskočené (synchronizuje iný proces) ${s.skipped}` : '') +
      (s.configured === 0 ? '; žiadna schránka nemá zapnutú synchronizáciu (Nastavenia › E-mail, alebo MARKETPLACE_IMAP_URL)' : ''),
  },

  CAMPAIGN_CLI_TEXTS: {
    description: 'hromadné e-mailové kampane: založenie, výpis, stav, spustenie so sledovaním, pozastavenie, pokračovanie, zrušenie',
    create: 'založí kampaň (koncept) s príjemcami zo súboru alebo zo segmentu firiem na oslovenie',
    name: 'názov kampane',
    subject: 'predmet e-mailu (smie obsahovať {{company_name}} a {{city}})',
    html: 'súbor HTML s obsahom e-mailu',
    template: 'id šablóny e-mailu, ktorej obsah kampaň použije',
    text: 'súbor s textovou verziou e-mailu',
    recipients: 'súbor s príjemcami: CSV so stĺpcom email (a voliteľne name, company, city), alebo jedna adresa na riadok',
    segment: 'segment firiem na oslovenie, napr. "region=praha&score=1-2" (region, score, category, country, never_emailed, not_replied)',
    interval: 'sekúnd medzi dvoma príjemcami (predvolene 10; 0 = tak rýchlo, ako poštový server stíha)',
    schedule: 'kedy kampaň spustiť (ISO 8601, napr. 2026-12-01T08:00:00+01:00); dovtedy je naplánovaná',
    country: 'CZ, SK alebo PL (predvolene CZ)',
    countryHint: 'použite CZ, SK alebo PL',
    contentOnce: 'použite práve jedno z --html SÚBOR a --template ID',
    recipientsOnce: 'použite práve jedno z --recipients SÚBOR a --segment "…"',
    intervalHint: (max: number) => `--interval: celé číslo sekúnd od 0 do ${max}`,
    idHint: 'očakáva sa id kampane, celé číslo (pozri `marketplace campaign list`)',
    templateHint: '--template: očakáva sa id šablóny, celé číslo',
    unreadable: (flag: string, file: string, why: string) => `${flag}: súbor ${file} nemožno prečítať (${why})`,
    badSegment: (why: string) => `--segment: ${why}`,
    segmentKeys: (keys: string) => `neznámy kľúč; použite ${keys}`,
    created: (message: string, id: number, invalid: number, duplicates: number) =>
      `${message} (kampaň #${id}; vynechané neplatné adresy ${invalid}, duplicity ${duplicates}); spustite ju: marketplace campaign start ${id}`,
    list: 'vypíše kampane, najnovšie najprv',
    none: 'žiadna kampaň',
    status: 'vypíše stav kampane a jej počty',
    start: 'spustí koncept; na termináli ukáže priebeh naživo (p pozastaví, r pokračuje, q odíde a kampaň beží ďalej)',
    follow:
      'odosiela aj z tohto procesu (front a úloha campaigns) a sleduje kampaň až do konca; bez terminálu vypíše riadok po každých 10 %; ' +
      'ku kampani už spustenej sa iba pripojí',
    watch:
      'pripojí sa ku kampani už spustenej: na termináli živý priebeh (p, r, q), bez terminálu riadok po každých 10 % až do konca; ' +
      's --follow aj odosiela',
    watchDraft: (id: number) => `Kampaň #${id} je koncept; spustite ju: marketplace campaign start ${id}`,
    pause: 'pozastaví odosielanie kampane (neodoslané e-maily opustia front)',
    resume: 'pokračuje v pozastavenej kampani s doteraz neodoslanými príjemcami',
    cancel: 'zruší kampaň; neodoslaní príjemcovia už nič nedostanú',
    id: 'id kampane',
    statuses: {
      draft: 'koncept',
      scheduled: 'naplánovaná',
      sending: 'odosiela sa',
      paused: 'pozastavená',
      sent: 'odoslaná',
      cancelled: 'zrušená',
    },
    figures: (c: CampaignFigures) =>
      `príjemcov ${c.total_recipients}, odoslané ${c.sent_count}, zlyhalo ${c.failed_count}, nedoručené ${c.bounced_count}, ` +
      `otvorené ${c.opened_count}, prekliknuté ${c.clicked_count}, odhlásené ${c.unsubscribed_count}`,
    row: (id: number, status: string, name: string, figures: string) => `#${id} ${status.padEnd(12)} ${name}: ${figures}`,
    statusLine: (id: number, name: string, status: string, figures: string) => `Kampaň #${id} „${name}“ (${status}): ${figures}`,
    sentElsewhere:
      'odosiela ju `marketplace serve` (front a úloha campaigns), alebo cron `marketplace jobs run campaigns` a `marketplace jobs run queue`',
    startedLine: (message: string, id: number, queued: number, where: string) => `${message} Kampaň #${id}: vo fronte ${queued}; ${where}.`,
    decile: (percent: number, settled: number, total: number, figures: string) => `${percent} % (${settled}/${total}): ${figures}`,
    pausedLine: 'kampaň je pozastavená; čakám, kým bude pokračovať (marketplace campaign resume)',
    endedLine: (status: string, figures: string) => `koniec (${status}): ${figures}`,
    view: {
      title: (id: number, name: string) => `Kampaň #${id} „${name}“`,
      sent: 'odoslané',
      failed: 'zlyhalo',
      bounced: 'nedoručené',
      opened: 'otvorené',
      clicked: 'prekliknuté',
      unsubscribed: 'odhlásené',
      rate: (perMinute: number) => `${perMinute.toLocaleString('sk-SK')} / min`,
      eta: (text: string) => `zostáva ${text}`,
      etaUnknown: 'zostáva ?',
      lastErrors: 'Posledné chyby:',
      sendingHere: 'Odosiela tento proces (úlohy queue a campaigns); po q odosiela serve alebo cron.',
      sendingElsewhere: 'Iba sledovanie: odosiela `marketplace serve` alebo cron (jobs run queue a campaigns).',
      stalled: (seconds: number) => `Za posledných ${seconds} s sa nič neodoslalo: beží serve alebo cron? (odtiaľto: start --follow)`,
      keys: 'p pozastaviť · r pokračovať · q odísť (kampaň beží ďalej)',
      left: (id: number) => `Sledovanie skončilo; kampaň #${id} beží ďalej (marketplace campaign status ${id}).`,
    },
  },

  HOSTING_CLI_TEXTS: {
    description: 'webhosting: obnovy na zaplatenie, pripomienky klientom, kontrola certifikátov a webov, zaznamenanie platby',
    renewals: 'vypíše obnovy hostingu na zaplatenie (po splatnosti a v nasledujúcich N dňoch), po mesiacoch so súčtami',
    within: 'koľko dní dopredu (predvolene 30)',
    asOf: 'ku ktorému dňu (RRRR-MM-DD; predvolene dnešok v Prahe)',
    notify: 'pošle klientom pripomienky, ktoré sú na rade (30, 14, 3 dni vopred a v deň obnovy), a správcovi súhrn',
    withinHint: '--within: celé číslo dní od 0 do 3660',
    dateHint: (flag: string) => `${flag}: očakáva sa dátum RRRR-MM-DD`,
    notifyAsOf: '--notify pripomína k dnešku; --as-of použite iba pre výpis',
    check: 'skontroluje certifikát HTTPS (platnosť, vydavateľ) a dostupnosť webu každého aktívneho projektu',
    renew: 'zaznamená platbu projektu: posunie dátum obnovy o rok a projekt je aktívny',
    id: 'id hostingového projektu',
    idHint: 'očakáva sa id projektu, celé číslo',
    paidAt: 'deň platby (RRRR-MM-DD; predvolene dnešok v Prahe)',
    amount: 'zaplatená suma v Kč (predvolene ročný poplatok projektu)',
    amountHint: '--amount: celé číslo Kč, 0 alebo viac',
    headers: {
      company: 'Firma',
      domain: 'Doména',
      date: 'Obnova',
      days: 'Dní',
      fee: 'Poplatok',
      status: 'Stav',
      domainEnds: 'Doména do',
      phone: 'Telefón',
    },
    statuses: { active: 'Aktívny', expiring_soon: 'Čoskoro vyprší', expired: 'Vypršal' },
    unknownStatus: 'Neznámy',
    months: ['Január', 'Február', 'Marec', 'Apríl', 'Máj', 'Jún', 'Júl', 'August', 'September', 'Október', 'November', 'December'],
    title: (asOf: string, within: number, count: string, total: string) =>
      `Obnovy hostingu k ${asOf} (po splatnosti a do ${within} dní): ${count}, spolu ${total}`,
    month: (name: string, count: string, sum: string) => `${name}: ${count}, ${sum}`,
    none: 'Žiadna obnova na zaplatenie.',
    expiredMark: '!',
    notified: (sent: number, domains: number, already: number, withoutEmail: number, digest: string) =>
      `Pripomienky: odoslané ${sent}, domén ${domains}, už skôr ${already}, bez e-mailu ${withoutEmail}; súhrn správcovi: ${digest}.`,
    digest: {
      queued: 'zaradený do frontu',
      already_queued: 'dnes už odišiel',
      nothing_due: 'nie je čo hlásiť',
      no_address: 'chýba adresa správcu (Nastavenia › E-mail: e-mail pre odpovede alebo e-mail odosielateľa)',
    },
    checkTitle: (checked: number, down: number, expiring: number, domains: number, notified: number) =>
      `Skontrolované weby: ${checked}; nedostupné: ${down}; certifikát do 14 dní: ${expiring}; doména do 30 dní: ${domains}; nové upozornenia: ${notified}`,
    checkLine: (domain: string, up: boolean, cert: string, error: string | null, registration: string) =>
      `${up ? 'OK ' : 'NEDOSTUPNÝ'} ${domain}: ${cert}; ${registration}${error ? ` (${error})` : ''}`,
    registrationText: (ends: string | null, days: number | null, error: string | null) =>
      ends ? `registrácia domény do ${ends} (${days} dní)${error ? `; ${error}` : ''}` : `registrácia domény: ${error ?? 'neznáma'}`,
    certText: (expires: string, days: number, issuer: string | null, trusted: boolean | null) =>
      `certifikát do ${expires} (${days} dní), ${issuer ?? 'vydavateľ neznámy'}${trusted === false ? ', nedôveryhodný' : ''}`,
    noCert: 'bez certifikátu',
    renewed: (id: number, domain: string, period: string, amount: string, next: string) =>
      `Platba projektu #${id} (${domain}) za obnovu ${period}: ${amount}; ďalšia obnova ${next}.`,
  },

  MONITOR_CLI_TEXTS: {
    description:
      'sleduje server: CPU, pamäť, disk, sieť, front e-mailov, synchronizáciu pošty a posledné chyby (naživo na termináli, inak JSON)',
    interval: 'po koľkých sekundách čítať nové čísla (predvolene 2)',
    intervalHint: '--interval: počet sekúnd od 1 do 3600',
    once: 'vypíše čísla raz a skončí (JSON)',
    title: (host: string, time: string, interval: number, instances: number) =>
      `marketplace monitor · ${host} · ${time} UTC · každé ${interval} s${instances > 1 ? ` · inštancií na databázu: ${instances}` : ''}`,
    online: 'Online',
    offline: 'Offline',
    hostLine: (up: string, cores: number, load: string, processes: number) =>
      `, beží ${up} · ${cores} ${skPlural(cores, 'jadro', 'jadrá', 'jadier')}, záťaž ${load} · procesov ${processes}`,
    cpu: 'CPU',
    memory: 'RAM',
    disk: 'Disk',
    noDisk: 'Disk: žiadny',
    levels: { ok: 'v norme', warn: 'zvýšené', critical: 'kritické' },
    memoryLine: (used: string, total: string) => `RAM ${used} z ${total}`,
    diskLine: (mount: string, used: string, size: string) => ` · disk ${mount} ${used} z ${size}`,
    network: (rx: string, tx: string) => ` · sieť ↓ ${rx}/s ↑ ${tx}/s`,
    queue: 'Front e-mailov:',
    queueStates: { pending: 'čaká', sending: 'odosiela sa', unknown: 'neisté', failed: 'zlyhalo' },
    inbox: (at: string) => `Posledná synchronizácia pošty: ${at}`,
    never: 'zatiaľ nikdy',
    requests: (n: string) => `Požiadavky za minútu: ${n}`,
    errors: (n: string) => `Chyby za minútu: ${n}`,
    bookings: (n: number) => `Rezervácie dnes: ${n}`,
    latestErrors: 'Posledné chyby:',
    noErrors: 'žiadne',
    leave: 'q alebo Ctrl-C: koniec',
  },
};

/** The CLI's texts in Polish (pl). */
export const CLI_PL: CliCatalog = {
  PROGRAM_TEXTS: {
    description: 'Katalog i rezerwacje lokalnych firm usługowych, z panelem administracyjnym',
    version: 'wyświetla wersję',
    json: 'wyjście czytelne maszynowo (JSON)',
    debug: 'przy błędach wyświetla też stos wywołań',
    help: 'wyświetla pomoc',
    helpCommand: 'wyświetla pomoc do polecenia',
    helpAfterError: '(pomoc: --help)',
    titles: {
      'Usage:': 'Użycie:',
      'Options:': 'Opcje:',
      'Commands:': 'Polecenia:',
      'Arguments:': 'Argumenty:',
      'Global Options:': 'Opcje globalne:',
    },
    defaultValue: (value: string) => `domyślnie: ${value}`,
    choices: (values: string) => `dozwolone: ${values}`,
  },

  COMMANDER_ERRORS: [
    [/^error: unknown option '([^']*)'$/, (flag) => `błąd: nieznana opcja '${flag}'`],
    [/^error: unknown command '([^']*)'$/, (name) => `błąd: nieznane polecenie '${name}'`],
    [/^\(Did you mean (.*)\?\)$/, (suggestion) => `(Czy chodziło o ${suggestion}?)`],
    [/^error: required option '([^']*)' not specified$/, (flag) => `błąd: brak wymaganej opcji '${flag}'`],
    [/^error: option '([^']*)' argument missing$/, (flag) => `błąd: brak wartości opcji '${flag}'`],
    [/^error: missing required argument '([^']*)'$/, (name) => `błąd: brak wymaganego argumentu '${name}'`],
    [/^error: too many arguments.*$/, () => 'błąd: za dużo argumentów'],
    [
      /^error: option '([^']*)' argument '([^']*)' is invalid\. Allowed choices are (.*)\.$/,
      (flag, value, choices) => `błąd: wartość '${value}' opcji '${flag}' jest nieprawidłowa; dozwolone: ${choices}`,
    ],
    [
      /^error: option '([^']*)' argument '([^']*)' is invalid\. (.*)$/,
      (flag, value, why) => `błąd: wartość '${value}' opcji '${flag}' jest nieprawidłowa: ${why}`,
    ],
    [
      /^error: command-argument value '([^']*)' is invalid for argument '([^']*)'\. (.*)$/,
      (value, name, why) => `błąd: wartość '${value}' argumentu '${name}' jest nieprawidłowa: ${why}`,
    ],
    [/^error: (.*)$/, (rest) => `błąd: ${rest}`],
  ],

  ERROR_TEXTS: {
    invalidConfiguration: (problem: string) => `nieprawidłowa konfiguracja: ${problem}`,
    wholeNumber: (flag: string) => `${flag} musi być liczbą całkowitą, co najmniej 1`,
    wholeNumberUpTo: (flag: string, max: number) => `${flag} musi być liczbą całkowitą od 1 do ${max}`,
    useOneOf: (flag: string, values: string) => `${flag}: użyj ${values}`,
  },

  SERVE_TEXTS: {
    description: 'uruchamia stronę publiczną, panel administracyjny i JSON API (oraz zaplanowane zadania)',
    port: 'port (domyślnie PORT lub 3003)',
    host: 'adres, na którym nasłuchiwać (domyślnie HOST lub 127.0.0.1)',
    noJobs: 'nie uruchamiać zaplanowanych zadań w tym procesie',
    serving: (version: string, url: string, database: string) => `marketplace ${version} działa pod ${url} (${database})`,
  },

  DB_TEXTS: {
    description: 'migracje bazy danych i dane domyślne',
    migrate: 'wykonuje oczekujące migracje',
    applied: (name: string) => `wykonano ${name}`,
    upToDate: 'baza danych jest aktualna',
    rollback: 'cofa ostatnią partię migracji',
    rolledBack: (name: string) => `cofnięto ${name}`,
    nothingToRollBack: 'nie ma czego cofać',
    status: 'wyświetla wykonane i oczekujące migracje',
    statusApplied: (name: string) => `wykonana   ${name}`,
    statusPending: (name: string) => `oczekuje  ${name}`,
    seed: 'wczytuje dane domyślne (kraje, regiony, miasta, kategorie) i brakujące wbudowane szablony e-maili; --demo dodaje przykładowe firmy',
    seedDemo: 'wczytuje też deterministyczny przykładowy katalog (tylko do pustego katalogu)',
    reference: (r: { countries: number; regions: number; cities: number; categories: number }) =>
      `dane domyślne: kraje ${r.countries}, regiony ${r.regions}, miasta ${r.cities}, kategorie ${r.categories}`,
    templates: (n: number) => `dodane wbudowane szablony e-maili: ${n} (istniejące, zmienione i niezmienione, pozostają)`,
    demoSkipped: 'przykładowe firmy: pominięto (katalog ma już firmy)',
    demoCompanies: (n: number) => `przykładowe firmy: ${n}`,
  },

  BACKUP_CLI_TEXTS: {
    backup: 'kopia zapasowa całej bazy danych wraz z manifestem do jednego pliku .tar.gz (SQLite i PostgreSQL; przy działającym serwerze)',
    out: 'plik kopii (nie może istnieć; domyślnie marketplace-<data i czas UTC>.tar.gz w bieżącym katalogu)',
    exists: (file: string) => `plik ${file} już istnieje; wybierz inny (--out)`,
    done: (file: string, bytes: number, tables: number, rows: number) =>
      `kopię zapisano do ${file} (${bytes} B; tabel ${tables}, wierszy ${rows})`,
    restore: 'przywraca kopię do pustej bazy danych i sprawdza liczby wierszy wszystkich tabel według manifestu',
    yes: 'bez pytania (wymagane bez terminala)',
    summary: (at: string, engine: string, schema: string | null, tables: number, rows: number) =>
      `kopia z ${at} (${engine}, schemat ${schema ?? '–'}; tabel ${tables}, wierszy ${rows})`,
    // the answer is matched by /^(a|ano|y|yes)$/i (src/cli/commands/backup.ts): „tak” would not pass
    question: (target: string) => `Przywrócić ją do ${target}? Wpisz „yes”: `,
    needsYes: (target: string) => `przywrócenie do ${target} potwierdź opcją --yes`,
    notConfirmed: 'przywrócenie niepotwierdzone; nic nie zmieniono',
    restored: (target: string, tables: number, rows: number) =>
      `kopię przywrócono do ${target}: tabel ${tables}, wierszy ${rows}; liczby zgadzają się z manifestem`,
  },

  USERS_TEXTS: {
    description: 'konta',
    create: 'zakłada konto (np. pierwszego administratora)',
    email: 'e-mail do logowania',
    password: 'hasło (co najmniej ustawione minimum, domyślnie 8)',
    role: 'rola',
    name: 'imię i nazwisko („Imię Nazwisko”)',
    company: 'wpis, którym zarządza konto firmy (wymagane z --role company; id: `marketplace listings list`)',
    listingId: 'oczekiwano id wpisu, liczby całkowitej (zob. `marketplace listings list`)',
    companyNeeded: '--role company wymaga --company ID, id wpisu, którym zarządza konto (znajdziesz je przez `marketplace listings list`)',
    companyOnlyForCompany: (role: string) => `--company dotyczy tylko --role company (nie --role ${role})`,
    created: (role: string, email: string, id: number) => `założono konto ${role} ${email} (id ${id})`,
  },

  DOCTOR_CLI_TEXTS: {
    description:
      'sprawdza konfigurację, klucz tajny, bazę danych i migracje, narzędzia kopii zapasowych, SMTP i IMAP, miejsce na dysku, adres publiczny i ostatnią kopię zapasową',
    summary: (ok: number, warn: number, fail: number) => `w porządku ${ok}, ostrzeżenia ${warn}, błędy ${fail}`,
    failed: (count: number) => (count === 1 ? 'jedna kontrola nie powiodła się' : `nieudane kontrole: ${count}`),
  },

  JOBS_TEXTS: {
    description: 'zaplanowane zadania (działają też wewnątrz `serve`)',
    list: 'wyświetla zadania, ich harmonogram i ostatnie uruchomienie (kiedy, jak długo, z jakim wynikiem i na której instancji)',
    neverRun: 'jeszcze nie uruchomione',
    lastRun: (run: { startedAt: string; durationMs: number | null; outcome: string; instance: string }) =>
      `ostatnio ${run.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}, ${
        run.durationMs === null ? 'działa' : `${(run.durationMs / 1000).toFixed(1)} s`
      }, ${JOB_OUTCOMES_PL[run.outcome] ?? run.outcome}, ${run.instance}`,
    jobs: {
      queue: 'Wysyła e-maile z kolejki wychodzącej, na które przyszła kolej',
      inbox: 'Synchronizuje pocztę przychodzącą ze skrzynek IMAP',
      campaigns: 'Uruchamia zaplanowane kampanie, na które przyszła kolej, dodaje do kolejki ich kolejnych odbiorców i kończy rozliczone',
      scheduled: 'Przekazuje zaplanowane e-maile, na które przyszła kolej, do kolejki wychodzącej i zapisuje ich wynik',
      'hosting-reminders':
        'Wysyła klientom przypomnienia o odnowieniu hostingu (30, 14 i 3 dni wcześniej oraz w dniu odnowienia) i administratorowi dzienne podsumowanie',
      'hosting-check': 'Sprawdza certyfikat HTTPS, dostępność i wygaśnięcie domeny (RDAP) stron aktywnych projektów hostingowych',
      'prune-sessions':
        'Usuwa wygasłe sesje, próby logowania starsze niż dzień, wygasłe wyzwania logowania dwuetapowego, zakończone okna limitów, wygasłe kody logowania przez media społecznościowe, wygasłe powiadomienia i uruchomienia zadań starsze niż dzień (ostatnie uruchomienie każdego zadania zostaje)',
      'backup-database':
        'Tworzy kopię zapasową całej bazy danych w <katalog danych>/backups/, gdy automatyczne kopie są włączone, i zachowuje N najnowszych (ustawienie przechowywania kopii, 30)',
      analytics: 'Sumuje wyświetlenia stron serwisu w dzienne podsumowania i usuwa stare pojedyncze wpisy i sole',
      'task-reminders': 'Przypomina o zadaniach z terminem na jutro i o zaległych (raz na zadanie i dzień)',
      'social-publish':
        'Publikuje posty w mediach społecznościowych, na które przyszła kolej (webhookiem lub ręcznie), a nieudane ponawia z odstępem',
      'bank-statements': 'Pobiera nowe operacje z API Fio banka i opłaca zamówienia, którym odpowiadają',
      'shop-expire':
        'Anuluje nieopłacone zamówienia w sklepie (kartą lub przelewem), którym minął termin płatności, i zwraca towar na stan',
      'featured-holds':
        'Anuluje kampanie reklamowe i umowy na powierzchnie reklamowe nieopłacone po terminie rezerwacji i zwalnia ich miejsce',
      geocode: 'Znajduje według adresu współrzędne firm w katalogu i w CRM, którym ich brakuje (MARKETPLACE_GEOCODER_URL)',
    },
    run: 'uruchamia jedno zadanie i kończy działanie (dla systemowego crona)',
    limit: 'przetwarza najwyżej N pozycji (queue)',
    lease: 'jak długo obowiązuje blokada wiersza kolejki, zanim może ją przejąć inny proces',
    unknownJob: (name: string) => `nieznane zadanie „${name}” (zob. \`marketplace jobs list\`)`,
    stoppedHard: (signal: string) => `${signal} po raz drugi: zatrzymano przed dokończeniem bieżącej pozycji`,
    result: (name: string, counts: string, stopped: boolean) => `${name}: ${counts}${stopped ? ' (zatrzymano przedwcześnie)' : ''}`,
  },

  MAIL_TEXTS: {
    description: 'poczta wychodząca',
    test: 'wysyła wiadomość testową ustawionym sposobem i wyświetla odpowiedź serwera',
    to: 'odbiorca',
    notAnAddress: (to: string) => `--to: „${to}” nie jest adresem e-mail`,
    sendingFailed: (why: string) => `wysyłka nie powiodła się: ${why}`,
    sent: (to: string, transport: string, response: string) => `wysłano do ${to} przez ${transport}: ${response}`,
    dkim: 'podpisuje pocztę wychodzącą DKIM (klucz jest przechowywany w postaci zaszyfrowanej), wyświetla ustawienia lub wyłącza podpisywanie',
    domain: 'domena podpisująca (d=)',
    selector: 'selektor w DNS (s=); klucz publiczny zostanie opublikowany pod <selector>._domainkey.<domain>',
    keyFile: 'plik PEM z kluczem prywatnym RSA',
    off: 'wyłącza podpisywanie',
    offWithOthers: '--off nie można łączyć z --domain ani --key-file',
    domainWithKey: '--domain i --key-file podaje się razem',
    keyFileUnreadable: (why: string) => `--key-file: ${why}`,
    dkimOn: (domain: string | null, selector: string | null) => `DKIM włączony: d=${domain} s=${selector}`,
    dkimOff: 'DKIM wyłączony',
    outbox: 'wyświetla e-maile zapisane bez SMTP (w bazie danych, najnowsze najpierw) lub z --id wypisuje jeden jako .eml',
    outboxLimit: 'ile najnowszych wyświetlić (domyślnie 50, najwyżej 500)',
    outboxSearch: 'tylko wiadomości z tym tekstem w odbiorcach lub temacie',
    outboxId: 'wypisuje całą wiadomość o tym numerze (.eml) na standardowe wyjście',
    outboxEmpty: 'Brak zapisanych e-maili.',
    outboxRow: (m: { id: number; created_at: string; recipients: string; subject: string; size: number }) =>
      `#${m.id}  ${m.created_at}  ${m.recipients}  ${m.subject}  (${m.size} B)`,
    outboxShown: (shown: number, total: number) => `wyświetlono ${shown} z ${total}`,
  },

  IMPORT_CLI_TEXTS: {
    description: 'importuje firmy do pozyskania z pliku CSV (paruje według strony, telefonu, nazwy + kodu pocztowego)',
    country: 'CZ, SK lub PL',
    delimiter: "',', ';' lub tab (domyślnie: wykrywany automatycznie)",
    encoding: 'utf-8 lub windows-1250 (domyślnie: wykrywane automatycznie)',
    dryRun: 'tylko liczy, co by się zmieniło; niczego nie zapisuje',
    rejects: 'zapisuje odrzucone wiersze (wiersz, powód, oryginalne pola) do tego pliku CSV',
    rejectsUnwritable: (why: string) => `--rejects: ${why}`,
    progress: 'Import',
    summary: (file: string, r: { inserted: number; updated: number; unchanged: number; rejected: number; dryRun: boolean }) =>
      `${file}: wstawiono ${r.inserted}, zaktualizowano ${r.updated}, bez zmian ${r.unchanged}, odrzucono ${r.rejected}` +
      (r.dryRun ? ' (przebieg próbny: nic nie zapisano)' : ''),
    rejectedLine: (line: number, reason: string) => `  wiersz ${line}: ${reason}`,
    more: (n: number, rejectsFile?: string) =>
      `  … i jeszcze ${n}${rejectsFile ? ` w ${rejectsFile}` : ' (wszystkie wypisze --rejects PLIK.csv)'}`,
    rejectedSoFar: (n: number) => `odrzucono ${n}`,
  },

  PAYMENTS_CLI_TEXTS: {
    description: 'Płatności: wyciągi bankowe',
    importDescription:
      'Wczytuje wyciąg bankowy w formacie GPC (ABO) i paruje płatności przychodzące z zamówieniami według symbolu zmiennego',
    file: 'plik wyciągu (.gpc, windows-1250)',
    noFile: (file: string) => `Plik ${file} nie istnieje lub nie jest plikiem.`,
  },

  COMPANIES_TEXTS: {
    description: 'firmy do pozyskania (CRM sprzedażowy)',
    list: 'wyświetla firmy do pozyskania (wszystkie pasujące, chyba że podano --limit)',
    score: 'ocena strony: 1-2, 3-4, 5+ lub jedna ocena 1-10',
    scoreHint: 'użyj 1-2, 3-4, 5+ lub 1..10',
    region: 'slug regionu (np. jihomoravsky)',
    country: 'CZ, SK lub PL',
    countryHint: 'użyj CZ, SK lub PL',
    limit: 'najwyżej N firm',
    sent: (date: string) => ` e-mail ${date}`,
    none: 'żadna firma nie pasuje',
  },

  SEND_OFFER_TEXTS: {
    description:
      'dodaje do kolejki e-mail z ofertą dla firmy do pozyskania (śledzenie, wypisanie i link do przejęcia wpisu) i oznacza ją jako skontaktowaną',
    company: 'id firmy do pozyskania',
    companyInvalid: '--company musi być id firmy',
    template: 'id lub nazwa szablonu e-maila',
    to: 'odbiorca (domyślnie: e-mail firmy)',
    queued: (id: number, to: string) =>
      `oferta #${id} dla ${to} jest w kolejce (uruchom \`marketplace jobs run queue\` albo wyśle ją serve)`,
  },

  SCORE_TEXTS: {
    description: 'nadaje firmom do pozyskania ocenę strony (1-10) i jej uzasadnienie',
    all: 'ocenia wszystkie firmy',
    company: 'ocenia jedną firmę',
    unscored: 'z --all: tylko firmy bez oceny',
    fetch:
      'sprawdza strony przez HTTP (dostępność, https, wersja mobilna, copyright, linki do rezerwacji i mediów społecznościowych, szybkość)',
    concurrency: 'ile stron sprawdzać jednocześnie',
    exactlyOne: 'błąd: użyj dokładnie jednego z --all i --company <id>',
    unscoredWithAll: 'błąd: --unscored dotyczy tylko --all',
    progress: 'Ocena stron',
    audited: (audited: number, unreachable: number) => `sprawdzono ${audited}, niedostępne ${unreachable}`,
    one: (id: number, name: string, score: number, reasons: string) => `#${id} ${name}: ${score}/10 – ${reasons}`,
    all_: (scored: number, histogram: string, audits: string) =>
      `ocenione firmy: ${scored}${histogram ? `; według oceny ${histogram}` : ''}${audits ? `; ${audits}` : ''}`,
  },

  DEMO_TEXTS: {
    description: 'dane przykładowe',
    accounts: 'zakłada (lub nadaje nowe hasła) przykładowe konta administratora, firmy i klienta i wyświetla ich dane logowania',
    heading: 'Przykładowe konta (nowe hasła; kolejne uruchomienie je zastąpi):',
    loginAt: (url: string) => `Zaloguj się na ${url}`,
  },

  LISTINGS_TEXTS: {
    description: 'moderacja wpisów firm: lista, weryfikacja, odrzucenie, zawieszenie, przywrócenie',
    list: 'wpisy, najpierw niezweryfikowane, potem najnowsze (id, stan, kraj, utworzono, nazwa, e-mail)',
    state: 'unverified, verified, rejected lub suspended',
    stateHint: 'użyj unverified, verified, rejected lub suspended',
    country: 'CZ, SK lub PL',
    countryHint: 'użyj CZ, SK lub PL',
    search: 'część nazwy lub e-maila',
    limit: 'najwyżej N wpisów (domyślnie: wszystkie pasujące)',
    none: 'żaden wpis nie pasuje',
    id: 'id wpisu',
    reason: 'powód (firma otrzyma go w e-mailu)',
    reasonInvalid: '--reason: podaj powód, który zobaczy firma (od 1 do 1000 znaków)',
    verify: 'weryfikuje wpis: staje się publiczny (wyszukiwanie, sitemap, profil); wysyła firmie e-mail',
    reject: 'odrzuca niezweryfikowaną rejestrację z podaniem powodu; wysyła firmie e-mail',
    suspend: 'ukrywa zweryfikowany wpis z podaniem powodu; wysyła firmie e-mail',
    reinstate: 'ponownie publikuje zawieszony wpis; wysyła firmie e-mail',
  },

  INBOX_TEXTS: {
    description: 'poczta przychodząca (IMAP)',
    sync: 'pobiera nową pocztę, zmiany flag i usunięcia ze skrzynek IMAP (operatora i firm)',
    account: 'tylko skrzynka o tym id',
    accountInvalid: '--account musi być id skrzynki',
    progress: 'Synchronizacja poczty',
    result: (s: SyncSummary) =>
      `zsynchronizowane skrzynki ${s.accounts} z ${s.configured} (folderów ${s.mailboxes}): nowych ${s.new}, zmienionych ${s.updated}, usuniętych ${s.removed}, ` +
      `niedoręczalnych ${s.bounces}, automatycznych odpowiedzi ${s.auto_replies}; błędów ${s.errors}` +
      (s.skipped ? `, pominięto (synchronizuje inny proces) ${s.skipped}` : '') +
      (s.configured === 0 ? '; żadna skrzynka nie ma włączonej synchronizacji (Ustawienia › E-mail lub MARKETPLACE_IMAP_URL)' : ''),
  },

  CAMPAIGN_CLI_TEXTS: {
    description: 'masowe kampanie e-mailowe: tworzenie, lista, stan, uruchomienie ze śledzeniem, wstrzymanie, wznowienie, anulowanie',
    create: 'tworzy kampanię (szkic) z odbiorcami z pliku lub z segmentu firm do pozyskania',
    name: 'nazwa kampanii',
    subject: 'temat e-maila (może zawierać {{company_name}} i {{city}})',
    html: 'plik HTML z treścią e-maila',
    template: 'id szablonu e-maila, którego treść użyje kampania',
    text: 'plik z tekstową wersją e-maila',
    recipients: 'plik z odbiorcami: CSV z kolumną email (i opcjonalnie name, company, city) lub jeden adres w wierszu',
    segment: 'segment firm do pozyskania, np. "region=praha&score=1-2" (region, score, category, country, never_emailed, not_replied)',
    interval: 'sekund między dwoma odbiorcami (domyślnie 10; 0 = tak szybko, jak nadąża serwer poczty)',
    schedule: 'kiedy uruchomić kampanię (ISO 8601, np. 2026-12-01T08:00:00+01:00); do tego czasu jest zaplanowana',
    country: 'CZ, SK lub PL (domyślnie CZ)',
    countryHint: 'użyj CZ, SK lub PL',
    contentOnce: 'użyj dokładnie jednego z --html PLIK i --template ID',
    recipientsOnce: 'użyj dokładnie jednego z --recipients PLIK i --segment "…"',
    intervalHint: (max: number) => `--interval: liczba całkowita sekund od 0 do ${max}`,
    idHint: 'oczekiwano id kampanii, liczby całkowitej (zob. `marketplace campaign list`)',
    templateHint: '--template: oczekiwano id szablonu, liczby całkowitej',
    unreadable: (flag: string, file: string, why: string) => `${flag}: nie można odczytać pliku ${file} (${why})`,
    badSegment: (why: string) => `--segment: ${why}`,
    segmentKeys: (keys: string) => `nieznany klucz; użyj ${keys}`,
    created: (message: string, id: number, invalid: number, duplicates: number) =>
      `${message} (kampania #${id}; pominięte nieprawidłowe adresy ${invalid}, duplikaty ${duplicates}); uruchom ją: marketplace campaign start ${id}`,
    list: 'wyświetla kampanie, najnowsze najpierw',
    none: 'brak kampanii',
    status: 'wyświetla stan kampanii i jej liczby',
    start: 'uruchamia szkic; w terminalu pokazuje postęp na żywo (p wstrzymuje, r wznawia, q wychodzi, a kampania działa dalej)',
    follow:
      'wysyła też z tego procesu (kolejka i zadanie campaigns) i śledzi kampanię do końca; bez terminala wypisuje wiersz co 10 %; ' +
      'do już uruchomionej kampanii tylko się podłącza',
    watch:
      'podłącza się do już uruchomionej kampanii: w terminalu postęp na żywo (p, r, q), bez terminala wiersz co 10 % aż do końca; ' +
      'z --follow także wysyła',
    watchDraft: (id: number) => `Kampania #${id} jest szkicem; uruchom ją: marketplace campaign start ${id}`,
    pause: 'wstrzymuje wysyłkę kampanii (niewysłane e-maile opuszczają kolejkę)',
    resume: 'wznawia wstrzymaną kampanię dla dotąd niewysłanych odbiorców',
    cancel: 'anuluje kampanię; odbiorcy, do których jeszcze nie wysłano, nic już nie dostaną',
    id: 'id kampanii',
    statuses: {
      draft: 'szkic',
      scheduled: 'zaplanowana',
      sending: 'wysyłana',
      paused: 'wstrzymana',
      sent: 'wysłana',
      cancelled: 'anulowana',
    },
    figures: (c: CampaignFigures) =>
      `odbiorców ${c.total_recipients}, wysłano ${c.sent_count}, nieudane ${c.failed_count}, niedoręczone ${c.bounced_count}, ` +
      `otwarte ${c.opened_count}, kliknięte ${c.clicked_count}, wypisani ${c.unsubscribed_count}`,
    row: (id: number, status: string, name: string, figures: string) => `#${id} ${status.padEnd(12)} ${name}: ${figures}`,
    statusLine: (id: number, name: string, status: string, figures: string) => `Kampania #${id} „${name}” (${status}): ${figures}`,
    sentElsewhere:
      'wysyła ją `marketplace serve` (kolejka i zadanie campaigns) albo cron `marketplace jobs run campaigns` i `marketplace jobs run queue`',
    startedLine: (message: string, id: number, queued: number, where: string) =>
      `${message} Kampania #${id}: w kolejce ${queued}; ${where}.`,
    decile: (percent: number, settled: number, total: number, figures: string) => `${percent} % (${settled}/${total}): ${figures}`,
    pausedLine: 'kampania jest wstrzymana; czekam na wznowienie (marketplace campaign resume)',
    endedLine: (status: string, figures: string) => `koniec (${status}): ${figures}`,
    view: {
      title: (id: number, name: string) => `Kampania #${id} „${name}”`,
      sent: 'wysłano',
      failed: 'nieudane',
      bounced: 'niedoręczone',
      opened: 'otwarte',
      clicked: 'kliknięte',
      unsubscribed: 'wypisani',
      rate: (perMinute: number) => `${perMinute.toLocaleString('pl-PL')} / min`,
      eta: (text: string) => `pozostało ${text}`,
      etaUnknown: 'pozostało ?',
      lastErrors: 'Ostatnie błędy:',
      sendingHere: 'Wysyła ten proces (zadania queue i campaigns); po q wysyła serve lub cron.',
      sendingElsewhere: 'Tylko podgląd: wysyła `marketplace serve` lub cron (jobs run queue i campaigns).',
      stalled: (seconds: number) => `Przez ostatnie ${seconds} s nic nie wysłano: czy działa serve lub cron? (stąd: start --follow)`,
      keys: 'p wstrzymaj · r wznów · q wyjdź (kampania działa dalej)',
      left: (id: number) => `Podgląd zakończony; kampania #${id} działa dalej (marketplace campaign status ${id}).`,
    },
  },

  HOSTING_CLI_TEXTS: {
    description: 'hosting: odnowienia do opłacenia, przypomnienia dla klientów, kontrola certyfikatów i stron, rejestracja płatności',
    renewals: 'wyświetla odnowienia hostingu do opłacenia (po terminie i w ciągu najbliższych N dni), według miesięcy z sumami',
    within: 'ile dni naprzód (domyślnie 30)',
    asOf: 'na który dzień (RRRR-MM-DD; domyślnie dziś w Pradze)',
    notify:
      'wysyła klientom przypomnienia, na które przyszła kolej (30, 14, 3 dni wcześniej i w dniu odnowienia), oraz podsumowanie administratorowi',
    withinHint: '--within: liczba całkowita dni od 0 do 3660',
    dateHint: (flag: string) => `${flag}: oczekiwano daty RRRR-MM-DD`,
    notifyAsOf: '--notify przypomina na dziś; --as-of używaj tylko do zestawienia',
    check: 'sprawdza certyfikat HTTPS (ważność, wystawca) i dostępność strony każdego aktywnego projektu',
    renew: 'rejestruje płatność projektu: przesuwa datę odnowienia o rok, a projekt staje się aktywny',
    id: 'id projektu hostingowego',
    idHint: 'oczekiwano id projektu, liczby całkowitej',
    paidAt: 'dzień płatności (RRRR-MM-DD; domyślnie dziś w Pradze)',
    amount: 'zapłacona kwota w Kč (domyślnie roczna opłata projektu)',
    amountHint: '--amount: liczba całkowita Kč, 0 lub więcej',
    headers: {
      company: 'Firma',
      domain: 'Domena',
      date: 'Odnowienie',
      days: 'Dni',
      fee: 'Opłata',
      status: 'Stan',
      domainEnds: 'Domena do',
      phone: 'Telefon',
    },
    statuses: { active: 'Aktywny', expiring_soon: 'Wkrótce wygaśnie', expired: 'Wygasł' },
    unknownStatus: 'Nieznany',
    months: [
      'Styczeń',
      'Luty',
      'Marzec',
      'Kwiecień',
      'Maj',
      'Czerwiec',
      'Lipiec',
      'Sierpień',
      'Wrzesień',
      'Październik',
      'Listopad',
      'Grudzień',
    ],
    title: (asOf: string, within: number, count: string, total: string) =>
      `Odnowienia hostingu na ${asOf} (po terminie i w ciągu ${within} dni): ${count}, razem ${total}`,
    month: (name: string, count: string, sum: string) => `${name}: ${count}, ${sum}`,
    none: 'Brak odnowień do opłacenia.',
    expiredMark: '!',
    notified: (sent: number, domains: number, already: number, withoutEmail: number, digest: string) =>
      `Przypomnienia: wysłano ${sent}, domen ${domains}, już wcześniej ${already}, bez e-maila ${withoutEmail}; podsumowanie dla administratora: ${digest}.`,
    digest: {
      queued: 'dodane do kolejki',
      already_queued: 'dziś już wysłane',
      nothing_due: 'nie ma nic do zgłoszenia',
      no_address: 'brak adresu administratora (Ustawienia › E-mail: e-mail do odpowiedzi lub e-mail nadawcy)',
    },
    checkTitle: (checked: number, down: number, expiring: number, domains: number, notified: number) =>
      `Sprawdzone strony: ${checked}; niedostępne: ${down}; certyfikat wygasa w ciągu 14 dni: ${expiring}; domena wygasa w ciągu 30 dni: ${domains}; nowe powiadomienia: ${notified}`,
    checkLine: (domain: string, up: boolean, cert: string, error: string | null, registration: string) =>
      `${up ? 'OK ' : 'NIEDOSTĘPNA'} ${domain}: ${cert}; ${registration}${error ? ` (${error})` : ''}`,
    registrationText: (ends: string | null, days: number | null, error: string | null) =>
      ends ? `rejestracja domeny do ${ends} (${days} dni)${error ? `; ${error}` : ''}` : `rejestracja domeny: ${error ?? 'nieznana'}`,
    certText: (expires: string, days: number, issuer: string | null, trusted: boolean | null) =>
      `certyfikat do ${expires} (${days} dni), ${issuer ?? 'wystawca nieznany'}${trusted === false ? ', niezaufany' : ''}`,
    noCert: 'brak certyfikatu',
    renewed: (id: number, domain: string, period: string, amount: string, next: string) =>
      `Płatność projektu #${id} (${domain}) za odnowienie ${period}: ${amount}; kolejne odnowienie ${next}.`,
  },

  MONITOR_CLI_TEXTS: {
    description:
      'monitoruje serwer: CPU, pamięć, dysk, sieć, kolejkę e-maili, synchronizację poczty i ostatnie błędy (na żywo w terminalu, w przeciwnym razie JSON)',
    interval: 'co ile sekund odczytywać nowe dane (domyślnie 2)',
    intervalHint: '--interval: liczba sekund od 1 do 3600',
    once: 'wyświetla dane raz i kończy działanie (JSON)',
    title: (host: string, time: string, interval: number, instances: number) =>
      `marketplace monitor · ${host} · ${time} UTC · co ${interval} s${instances > 1 ? ` · instancji na bazę danych: ${instances}` : ''}`,
    online: 'Online',
    offline: 'Offline',
    hostLine: (up: string, cores: number, load: string, processes: number) =>
      `, działa ${up} · ${cores} ${plPlural(cores, 'rdzeń', 'rdzenie', 'rdzeni')}, obciążenie ${load} · procesów ${processes}`,
    cpu: 'CPU',
    memory: 'RAM',
    disk: 'Dysk',
    noDisk: 'Dysk: brak',
    levels: { ok: 'w normie', warn: 'wysokie', critical: 'krytyczne' },
    memoryLine: (used: string, total: string) => `RAM ${used} z ${total}`,
    diskLine: (mount: string, used: string, size: string) => ` · dysk ${mount} ${used} z ${size}`,
    network: (rx: string, tx: string) => ` · sieć ↓ ${rx}/s ↑ ${tx}/s`,
    queue: 'Kolejka e-maili:',
    queueStates: { pending: 'oczekuje', sending: 'wysyłane', unknown: 'niepewne', failed: 'nieudane' },
    inbox: (at: string) => `Ostatnia synchronizacja poczty: ${at}`,
    never: 'jeszcze nigdy',
    requests: (n: string) => `Żądania na minutę: ${n}`,
    errors: (n: string) => `Błędy na minutę: ${n}`,
    bookings: (n: number) => `Rezerwacje dziś: ${n}`,
    latestErrors: 'Ostatnie błędy:',
    noErrors: 'brak',
    leave: 'q lub Ctrl-C: koniec',
  },
};
