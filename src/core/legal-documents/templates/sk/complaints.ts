import type { DocumentTemplate } from '../types.js';
import { header } from './words.js';

export const complaints: DocumentTemplate = (ctx) => `# Reklamačný poriadok

${header(ctx)}

## Úvodné ustanovenia
Tento reklamačný poriadok upravuje postup pri uplatnení práv zo zodpovednosti za vady poskytnutej služby a tovaru zakúpeného v prevádzke ${ctx.name} (ďalej len „prevádzkovateľ“). Vychádza z Občianskeho zákonníka a predpisov o ochrane spotrebiteľa.

## Ako reklamáciu uplatniť
- Vadu služby reklamujte bez zbytočného odkladu po tom, ako ju zistíte; vady tovaru v zákonnej lehote.
- Reklamáciu môžete uplatniť osobne v prevádzke na adrese ${ctx.address}, e-mailom na adrese ${ctx.email} alebo telefonicky na čísle ${ctx.phone}.
- Uveďte svoje meno a kontakt, dátum a opis služby alebo tovaru, opis vady a aké riešenie požadujete. Ak môžete, priložte doklad o zaplatení a fotografie.
- Prevádzkovateľ vám vydá potvrdenie o tom, kedy ste reklamáciu uplatnili, čo je jej obsahom a aký spôsob vybavenia požadujete.

## Vybavenie reklamácie
- O spôsobe vybavenia reklamácie rozhodne prevádzkovateľ ihneď, v zložitých prípadoch do 3 pracovných dní; do tejto lehoty sa nezapočítava čas potrebný na odborné posúdenie vady.
- Reklamáciu vrátane odstránenia vady vybaví prevádzkovateľ bez zbytočného odkladu, najneskôr do 30 dní odo dňa jej uplatnenia.
- Podľa povahy vady môžete požadovať bezplatné odstránenie vady (napríklad opravu alebo opakovanie služby) alebo primeranú zľavu z ceny; ak vadu nemožno odstrániť, môžete od zmluvy odstúpiť.
- O vybavení reklamácie vás prevádzkovateľ informuje a vydá vám doklad o dátume a spôsobe vybavenia, prípadne odôvodnenie jej zamietnutia.

## Kedy reklamáciu nemožno uznať
- vada vznikla tým, že klient nedodržal pokyny na starostlivosť po ošetrení, alebo zamlčal skutočnosti podstatné pre poskytnutie služby (napríklad alergiu)
- výsledok zodpovedá tomu, čo si klient výslovne želal, a služba nemá vadu

## Alternatívne riešenie sporov
Ak je klient spotrebiteľom a nie je spokojný so spôsobom vybavenia reklamácie, môže sa obrátiť na subjekt alternatívneho riešenia spotrebiteľských sporov, ktorým je Slovenská obchodná inšpekcia (www.soi.sk).

## Záverečné ustanovenia
Tento reklamačný poriadok je účinný od ${ctx.today}.
`;
