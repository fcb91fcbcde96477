import type { DocumentTemplate } from '../types.js';
import { header } from './words.js';

export const gdprConsent: DocumentTemplate = (ctx) => `# Souhlas se zpracováním osobních údajů

${header(ctx, 'Správce osobních údajů')}

## Proč vás žádáme o souhlas
Abychom vám mohli poskytovat služby na míru a vést vaši kartu klienta, potřebujeme zpracovávat některé vaše osobní údaje. Souhlas udělujete podle čl. 6 odst. 1 písm. a) a čl. 9 odst. 2 písm. a) nařízení Evropského parlamentu a Rady (EU) 2016/679 (obecné nařízení o ochraně osobních údajů, dále jen „GDPR“). Udělení souhlasu je dobrovolné.

## Jaké údaje zpracováváme
- jméno a příjmení
- telefonní číslo a e-mailovou adresu
- historii rezervací a poskytnutých služeb, použité přípravky a vaše preference
- údaje o zdravotním stavu podstatné pro bezpečné poskytnutí služby (například alergie nebo citlivost pokožky), pokud nám je sdělíte

## Účely zpracování
- vedení karty klienta a evidence poskytnutých služeb
- přizpůsobení služeb vašim potřebám a jejich bezpečné provedení
- připomenutí rezervovaného termínu a kontakt ve věci vašich rezervací

Údaje nezbytné k vyřízení samotné rezervace zpracováváme i bez tohoto souhlasu, protože je to nutné pro plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR), a údaje o platbách proto, že nám to ukládají právní předpisy (čl. 6 odst. 1 písm. c) GDPR).

## Doba uchování
Údaje zpracováváme po dobu trvání souhlasu, nejdéle 3 roky od vaší poslední návštěvy. Poté je vymažeme nebo anonymizujeme, pokud nám jejich další uchování neukládá právní předpis.

## Kdo má k údajům přístup
K údajům mají přístup pouze pověření pracovníci správce a zpracovatelé, kteří pro správce zajišťují rezervační systém a IT služby na základě smlouvy o zpracování osobních údajů. Údaje nepředáváme do zemí mimo Evropský hospodářský prostor.

## Vaše práva
- souhlas kdykoli odvolat, stejně snadno, jako jste jej udělili; odvolání nemá vliv na zákonnost zpracování před ním (čl. 7 odst. 3 GDPR)
- požadovat přístup ke svým osobním údajům (čl. 15 GDPR)
- požadovat opravu nepřesných údajů (čl. 16 GDPR)
- požadovat výmaz údajů (čl. 17 GDPR)
- požadovat omezení zpracování (čl. 18 GDPR)
- požadovat přenesení údajů k jinému správci (čl. 20 GDPR)
- vznést námitku proti zpracování (čl. 21 GDPR)
- podat stížnost u dozorového úřadu, kterým je Úřad pro ochranu osobních údajů (ÚOOÚ), Pplk. Sochora 27, 170 00 Praha 7, www.uoou.cz (čl. 77 GDPR)

Svá práva můžete uplatnit e-mailem na adrese ${ctx.email}, telefonicky na čísle ${ctx.phone} nebo osobně v provozovně.

## Prohlášení klienta
Prohlašuji, že jsem se seznámil(a) s výše uvedenými informacemi, a uděluji správci souhlas se zpracováním svých osobních údajů v uvedeném rozsahu a k uvedeným účelům, včetně údajů o zdravotním stavu, které správci sdělím.

Jméno a příjmení: ..............................................
Datum: ..............................................
Podpis: ..............................................
`;
