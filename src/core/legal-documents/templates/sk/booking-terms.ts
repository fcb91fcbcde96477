import type { DocumentTemplate } from '../types.js';
import { header, words } from './words.js';

export const bookingTerms: DocumentTemplate = (ctx) => `# Rezervačné a stornovacie podmienky

${header(ctx)}

## Úvodné ustanovenia
Tieto podmienky upravujú rezervácie služieb prevádzkovateľa ${ctx.name} (ďalej len „prevádzkovateľ“) a ich rušenie. Rezerváciou termínu klient potvrdzuje, že sa s podmienkami oboznámil a súhlasí s nimi.

## Rezervácia termínu
- Termín možno rezervovať online v rezervačnom systéme, telefonicky na čísle ${ctx.phone} alebo e-mailom na adrese ${ctx.email}.
- Online rezerváciu treba vytvoriť najmenej ${ctx.bookingNotice} pred začiatkom termínu.
- Rezervácia je záväzná, keď ju prevádzkovateľ potvrdí; o potvrdení klienta informuje e-mailom.
- Cena služby sa riadi platným cenníkom prevádzkovateľa.

## Otváracie hodiny
${ctx.hours.length > 0 ? ctx.hours.map((h) => `- ${h}`).join('\n') : `- ${words.missing('otváracie hodiny')}`}

## Zrušenie rezervácie klientom
- Klient môže rezerváciu bezplatne zrušiť najneskôr ${ctx.cancelNotice} pred začiatkom termínu, a to odkazom v potvrdzujúcom e-maile, vo svojom účte alebo telefonicky.
- Neskôr možno termín zrušiť telefonicky alebo e-mailom; prosíme o čo najskoršie oznámenie, aby sme mohli termín ponúknuť iným klientom.
- Ak sa klient na rezervovaný termín bez ospravedlnenia nedostaví, prevádzkovateľ môže jeho ďalšie rezervácie prijímať len po predchádzajúcom potvrdení.

## Zrušenie alebo zmena termínu prevádzkovateľom
Prevádzkovateľ môže termín zrušiť alebo presunúť zo závažných dôvodov (napríklad pre chorobu zamestnanca). Klienta o tom bez zbytočného odkladu informuje a ponúkne mu náhradný termín.

## Neskorý príchod
Pri neskorom príchode môže prevádzkovateľ službu primerane skrátiť alebo termín po dohode s klientom presunúť, aby neboli ohrozené rezervácie ďalších klientov.

## Záverečné ustanovenia
Práva a povinnosti neupravené týmito podmienkami sa riadia Občianskym zákonníkom a predpismi o ochrane spotrebiteľa. Spracúvanie osobných údajov upravujú samostatné informácie o ochrane osobných údajov.
Ak je klient spotrebiteľom, má právo na alternatívne riešenie spotrebiteľského sporu; príslušným subjektom je Slovenská obchodná inšpekcia (www.soi.sk).
Tieto podmienky sú účinné od ${ctx.today}.
`;
