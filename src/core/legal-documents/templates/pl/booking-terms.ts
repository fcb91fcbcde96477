import type { DocumentTemplate } from '../types.js';
import { header, words } from './words.js';

export const bookingTerms: DocumentTemplate = (ctx) => `# Regulamin rezerwacji i odwoływania wizyt

${header(ctx)}

## Postanowienia ogólne
Niniejszy regulamin określa zasady rezerwacji usług u usługodawcy ${ctx.name} (dalej „usługodawca”) oraz odwoływania wizyt. Rezerwując termin, klient potwierdza, że zapoznał się z regulaminem i go akceptuje.

## Rezerwacja terminu
- Termin można zarezerwować online w systemie rezerwacji, telefonicznie pod numerem ${ctx.phone} lub e-mailem na adres ${ctx.email}.
- Rezerwację online należy złożyć co najmniej ${ctx.bookingNotice} przed rozpoczęciem wizyty.
- Rezerwacja staje się wiążąca po jej potwierdzeniu przez usługodawcę; o potwierdzeniu klient zostaje poinformowany e-mailem.
- Cena usługi wynika z aktualnego cennika usługodawcy.

## Godziny otwarcia
${ctx.hours.length > 0 ? ctx.hours.map((h) => `- ${h}`).join('\n') : `- ${words.missing('godziny otwarcia')}`}

## Odwołanie wizyty przez klienta
- Klient może bezpłatnie odwołać wizytę najpóźniej ${ctx.cancelNotice} przed jej rozpoczęciem: za pomocą linku w e-mailu potwierdzającym, na swoim koncie lub telefonicznie.
- Później wizytę można odwołać telefonicznie lub e-mailem; prosimy o jak najwcześniejszą informację, abyśmy mogli zaproponować ten termin innym klientom.
- Jeżeli klient nie stawi się na wizytę bez usprawiedliwienia, usługodawca może przyjmować jego kolejne rezerwacje wyłącznie po wcześniejszym potwierdzeniu.

## Odwołanie lub zmiana terminu przez usługodawcę
Usługodawca może odwołać lub przełożyć wizytę z ważnych przyczyn (na przykład z powodu choroby pracownika). Niezwłocznie informuje o tym klienta i proponuje termin zastępczy.

## Spóźnienie
W przypadku spóźnienia usługodawca może odpowiednio skrócić usługę lub w porozumieniu z klientem przełożyć wizytę, aby nie zakłócić rezerwacji innych klientów.

## Postanowienia końcowe
W sprawach nieuregulowanych niniejszym regulaminem zastosowanie mają przepisy Kodeksu cywilnego oraz ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Zasady przetwarzania danych osobowych określa odrębna informacja o ochronie danych osobowych.
Klient będący konsumentem może skorzystać z pozasądowych sposobów rozpatrywania reklamacji i dochodzenia roszczeń, na przykład zwracając się do miejskiego lub powiatowego rzecznika konsumentów albo do wojewódzkiego inspektora Inspekcji Handlowej.
Regulamin obowiązuje od ${ctx.today}.
`;
