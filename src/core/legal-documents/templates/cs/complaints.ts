import type { DocumentTemplate } from '../types.js';
import { header } from './words.js';

export const complaints: DocumentTemplate = (ctx) => `# Reklamační řád

${header(ctx)}

## Úvodní ustanovení
Tento reklamační řád upravuje postup při uplatnění práv z vadně poskytnuté služby a z vad zboží zakoupeného v provozovně ${ctx.name} (dále jen „provozovatel“). Vychází z občanského zákoníku a zákona o ochraně spotřebitele.

## Jak reklamaci uplatnit
- Vadu služby reklamujte bez zbytečného odkladu poté, co ji zjistíte; vady zboží v zákonné lhůtě.
- Reklamaci můžete uplatnit osobně v provozovně na adrese ${ctx.address}, e-mailem na adrese ${ctx.email} nebo telefonicky na čísle ${ctx.phone}.
- Uveďte své jméno a kontakt, datum a popis služby nebo zboží, popis vady a jaké řešení požadujete. Pokud můžete, přiložte doklad o zaplacení a fotografie.
- Provozovatel vám vydá potvrzení o tom, kdy jste reklamaci uplatnili, co je jejím obsahem a jaký způsob vyřízení požadujete.

## Vyřízení reklamace
- O reklamaci rozhodne provozovatel ihned, ve složitých případech do 3 pracovních dnů; do této lhůty se nezapočítává doba potřebná k odbornému posouzení vady.
- Reklamaci včetně odstranění vady vyřídí provozovatel bez zbytečného odkladu, nejpozději do 30 dnů ode dne jejího uplatnění, nedohodne-li se s vámi na delší lhůtě.
- Podle povahy vady můžete požadovat bezplatné odstranění vady (například opravu nebo opakování služby), nebo přiměřenou slevu z ceny; nelze-li vadu odstranit, můžete od smlouvy odstoupit.
- O vyřízení reklamace vás provozovatel informuje a vydá vám potvrzení o datu a způsobu vyřízení, případně odůvodnění jejího zamítnutí.

## Kdy reklamaci nelze uznat
- vada vznikla tím, že klient nedodržel pokyny k péči po ošetření, nebo zamlčel skutečnosti podstatné pro poskytnutí služby (například alergii)
- výsledek odpovídá tomu, co si klient výslovně přál, a služba nemá vadu

## Mimosoudní řešení sporů
Je-li klient spotřebitelem a nedojde-li ke smíru, může se obrátit na subjekt mimosoudního řešení spotřebitelských sporů, kterým je Česká obchodní inspekce (www.coi.cz).

## Závěrečná ustanovení
Tento reklamační řád je účinný od ${ctx.today}.
`;
