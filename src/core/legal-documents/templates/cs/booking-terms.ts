import type { DocumentTemplate } from '../types.js';
import { header, words } from './words.js';

export const bookingTerms: DocumentTemplate = (ctx) => `# Rezervační a storno podmínky

${header(ctx)}

## Úvodní ustanovení
Tyto podmínky upravují rezervace služeb provozovatele ${ctx.name} (dále jen „provozovatel“) a jejich rušení. Rezervací termínu klient potvrzuje, že se s podmínkami seznámil a souhlasí s nimi.

## Rezervace termínu
- Termín lze rezervovat online v rezervačním systému, telefonicky na čísle ${ctx.phone} nebo e-mailem na adrese ${ctx.email}.
- Online rezervaci je třeba vytvořit nejméně ${ctx.bookingNotice} před začátkem termínu.
- Rezervace je závazná, jakmile ji provozovatel potvrdí; o potvrzení klienta informuje e-mailem.
- Cena služby se řídí platným ceníkem provozovatele.

## Otevírací doba
${ctx.hours.length > 0 ? ctx.hours.map((h) => `- ${h}`).join('\n') : `- ${words.missing('otevírací doba')}`}

## Zrušení rezervace klientem
- Klient může rezervaci bezplatně zrušit nejpozději ${ctx.cancelNotice} před začátkem termínu, a to odkazem v potvrzovacím e-mailu, ve svém účtu nebo telefonicky.
- Později lze termín zrušit telefonicky nebo e-mailem; prosíme o co nejdřívější oznámení, abychom mohli termín nabídnout jiným klientům.
- Pokud se klient k rezervovanému termínu bez omluvy nedostaví, může provozovatel jeho další rezervace přijímat jen po předchozím potvrzení.

## Zrušení nebo změna termínu provozovatelem
Provozovatel může termín zrušit nebo přesunout z vážných důvodů (například pro nemoc pracovníka). Klienta o tom bez zbytečného odkladu informuje a nabídne mu náhradní termín.

## Pozdní příchod
Při pozdním příchodu může provozovatel službu přiměřeně zkrátit nebo termín po dohodě s klientem přesunout, aby nebyly ohroženy rezervace dalších klientů.

## Závěrečná ustanovení
Práva a povinnosti neupravené těmito podmínkami se řídí občanským zákoníkem (zákon č. 89/2012 Sb.) a zákonem č. 634/1992 Sb., o ochraně spotřebitele. Zpracování osobních údajů upravují samostatné informace o ochraně osobních údajů.
Je-li klient spotřebitelem, má právo na mimosoudní řešení spotřebitelského sporu; příslušným subjektem je Česká obchodní inspekce (www.coi.cz).
Tyto podmínky jsou účinné od ${ctx.today}.
`;
