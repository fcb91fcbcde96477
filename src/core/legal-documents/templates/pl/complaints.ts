import type { DocumentTemplate } from '../types.js';
import { header } from './words.js';

export const complaints: DocumentTemplate = (ctx) => `# Regulamin reklamacji

${header(ctx)}

## Postanowienia ogólne
Niniejszy regulamin określa sposób składania i rozpatrywania reklamacji usług wykonanych przez usługodawcę ${ctx.name} (dalej „usługodawca”) oraz towarów zakupionych w jego placówce. Opiera się na przepisach Kodeksu cywilnego i ustawy o prawach konsumenta.

## Jak złożyć reklamację
- Wadę usługi prosimy zgłosić niezwłocznie po jej stwierdzeniu, a wady towaru w terminie przewidzianym przepisami.
- Reklamację można złożyć osobiście w placówce pod adresem ${ctx.address}, e-mailem na adres ${ctx.email} lub telefonicznie pod numerem ${ctx.phone}.
- Prosimy podać imię i nazwisko oraz dane kontaktowe, datę i opis usługi lub towaru, opis wady oraz oczekiwany sposób rozwiązania. Jeżeli to możliwe, prosimy dołączyć dowód zapłaty i zdjęcia.
- Usługodawca potwierdza klientowi przyjęcie reklamacji.

## Rozpatrzenie reklamacji
- Usługodawca odpowiada na reklamację w terminie 14 dni od dnia jej otrzymania.
- W zależności od rodzaju wady klient może żądać nieodpłatnego usunięcia wady (na przykład poprawienia lub ponownego wykonania usługi) albo obniżenia ceny; jeżeli wady nie można usunąć, może odstąpić od umowy.
- Odpowiedź na reklamację usługodawca przekazuje klientowi na papierze lub innym trwałym nośniku, a w razie jej nieuwzględnienia podaje uzasadnienie.

## Kiedy reklamacja nie może zostać uwzględniona
- wada powstała, ponieważ klient nie przestrzegał zaleceń dotyczących pielęgnacji po zabiegu lub zataił okoliczności istotne dla wykonania usługi (na przykład alergię)
- efekt odpowiada wyraźnemu życzeniu klienta, a usługa nie ma wady

## Pozasądowe rozwiązywanie sporów
Klient będący konsumentem może skorzystać z pozasądowych sposobów rozpatrywania reklamacji i dochodzenia roszczeń, na przykład zwrócić się o pomoc do miejskiego lub powiatowego rzecznika konsumentów albo do wojewódzkiego inspektora Inspekcji Handlowej.

## Postanowienia końcowe
Regulamin obowiązuje od ${ctx.today}.
`;
