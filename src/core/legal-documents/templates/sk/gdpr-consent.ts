import type { DocumentTemplate } from '../types.js';
import { header } from './words.js';

export const gdprConsent: DocumentTemplate = (ctx) => `# Súhlas so spracúvaním osobných údajov

${header(ctx, 'Prevádzkovateľ osobných údajov')}

## Prečo vás žiadame o súhlas
Aby sme vám mohli poskytovať služby na mieru a viesť vašu kartu klienta, potrebujeme spracúvať niektoré vaše osobné údaje. Súhlas udeľujete podľa čl. 6 ods. 1 písm. a) a čl. 9 ods. 2 písm. a) nariadenia Európskeho parlamentu a Rady (EÚ) 2016/679 (všeobecné nariadenie o ochrane údajov, ďalej len „GDPR“). Udelenie súhlasu je dobrovoľné.

## Aké údaje spracúvame
- meno a priezvisko
- telefónne číslo a e-mailovú adresu
- históriu rezervácií a poskytnutých služieb, použité prípravky a vaše preferencie
- údaje o zdravotnom stave podstatné pre bezpečné poskytnutie služby (napríklad alergie alebo citlivosť pokožky), ak nám ich poskytnete

## Účely spracúvania
- vedenie karty klienta a evidencia poskytnutých služieb
- prispôsobenie služieb vašim potrebám a ich bezpečné vykonanie
- pripomenutie rezervovaného termínu a kontakt vo veci vašich rezervácií

Údaje nevyhnutné na vybavenie samotnej rezervácie spracúvame aj bez tohto súhlasu, pretože je to potrebné na plnenie zmluvy (čl. 6 ods. 1 písm. b) GDPR), a údaje o platbách preto, že nám to ukladajú právne predpisy (čl. 6 ods. 1 písm. c) GDPR).

## Doba uchovávania
Údaje spracúvame počas trvania súhlasu, najdlhšie 3 roky od vašej poslednej návštevy. Potom ich vymažeme alebo anonymizujeme, ak nám ich ďalšie uchovávanie neukladá právny predpis.

## Kto má k údajom prístup
K údajom majú prístup iba poverení zamestnanci prevádzkovateľa a sprostredkovatelia, ktorí pre prevádzkovateľa zabezpečujú rezervačný systém a IT služby na základe zmluvy o spracúvaní osobných údajov. Údaje neprenášame do krajín mimo Európskeho hospodárskeho priestoru.

## Vaše práva
- súhlas kedykoľvek odvolať, rovnako jednoducho, ako ste ho udelili; odvolanie nemá vplyv na zákonnosť spracúvania pred ním (čl. 7 ods. 3 GDPR)
- požadovať prístup k svojim osobným údajom (čl. 15 GDPR)
- požadovať opravu nesprávnych údajov (čl. 16 GDPR)
- požadovať vymazanie údajov (čl. 17 GDPR)
- požadovať obmedzenie spracúvania (čl. 18 GDPR)
- požadovať prenos údajov k inému prevádzkovateľovi (čl. 20 GDPR)
- namietať proti spracúvaniu (čl. 21 GDPR)
- podať sťažnosť dozornému orgánu, ktorým je Úrad na ochranu osobných údajov Slovenskej republiky (ÚOOÚ SR), Hraničná 12, 820 07 Bratislava 27, www.dataprotection.gov.sk (čl. 77 GDPR)

Svoje práva môžete uplatniť e-mailom na adrese ${ctx.email}, telefonicky na čísle ${ctx.phone} alebo osobne v prevádzke.

## Vyhlásenie klienta
Vyhlasujem, že som sa oboznámil(a) s uvedenými informáciami, a udeľujem prevádzkovateľovi súhlas so spracúvaním svojich osobných údajov v uvedenom rozsahu a na uvedené účely vrátane údajov o zdravotnom stave, ktoré prevádzkovateľovi poskytnem.

Meno a priezvisko: ..............................................
Dátum: ..............................................
Podpis: ..............................................
`;
