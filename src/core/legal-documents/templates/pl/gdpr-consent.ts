import type { DocumentTemplate } from '../types.js';
import { header } from './words.js';

export const gdprConsent: DocumentTemplate = (ctx) => `# Zgoda na przetwarzanie danych osobowych

${header(ctx, 'Administrator danych osobowych')}

## Dlaczego prosimy o zgodę
Aby świadczyć usługi dopasowane do Pani/Pana potrzeb i prowadzić kartę klienta, musimy przetwarzać niektóre Pani/Pana dane osobowe. Zgodę wyraża Pani/Pan na podstawie art. 6 ust. 1 lit. a) oraz art. 9 ust. 2 lit. a) rozporządzenia Parlamentu Europejskiego i Rady (UE) 2016/679 (ogólne rozporządzenie o ochronie danych, dalej „RODO”). Wyrażenie zgody jest dobrowolne.

## Jakie dane przetwarzamy
- imię i nazwisko
- numer telefonu i adres e-mail
- historię rezerwacji i wykonanych usług, użyte preparaty oraz Pani/Pana preferencje
- dane o stanie zdrowia istotne dla bezpiecznego wykonania usługi (na przykład alergie lub wrażliwość skóry), jeżeli nam je Pani/Pan przekaże

## Cele przetwarzania
- prowadzenie karty klienta i ewidencji wykonanych usług
- dopasowanie usług do Pani/Pana potrzeb i ich bezpieczne wykonanie
- przypomnienie o zarezerwowanym terminie i kontakt w sprawie rezerwacji

Dane niezbędne do obsługi samej rezerwacji przetwarzamy także bez tej zgody, ponieważ jest to konieczne do wykonania umowy (art. 6 ust. 1 lit. b) RODO), a dane o płatnościach dlatego, że wymagają tego przepisy prawa (art. 6 ust. 1 lit. c) RODO).

## Okres przechowywania
Dane przetwarzamy do czasu wycofania zgody, nie dłużej niż 3 lata od Pani/Pana ostatniej wizyty. Następnie je usuwamy lub anonimizujemy, chyba że dalsze przechowywanie nakazują przepisy prawa.

## Kto ma dostęp do danych
Dostęp do danych mają wyłącznie upoważnieni pracownicy administratora oraz podmioty przetwarzające, które na podstawie umowy powierzenia przetwarzania danych zapewniają administratorowi system rezerwacji i usługi IT. Nie przekazujemy danych do państw spoza Europejskiego Obszaru Gospodarczego.

## Pani/Pana prawa
Przysługuje Pani/Panu prawo:
- wycofania zgody w dowolnym momencie, równie łatwo, jak została wyrażona; wycofanie zgody nie wpływa na zgodność z prawem przetwarzania przed jej wycofaniem (art. 7 ust. 3 RODO)
- dostępu do swoich danych osobowych (art. 15 RODO)
- sprostowania nieprawidłowych danych (art. 16 RODO)
- usunięcia danych (art. 17 RODO)
- ograniczenia przetwarzania (art. 18 RODO)
- przenoszenia danych (art. 20 RODO)
- wniesienia sprzeciwu wobec przetwarzania (art. 21 RODO)
- wniesienia skargi do organu nadzorczego, którym jest Prezes Urzędu Ochrony Danych Osobowych (UODO), ul. Stawki 2, 00-193 Warszawa, www.uodo.gov.pl (art. 77 RODO)

Swoje prawa może Pani/Pan realizować, pisząc na adres e-mail ${ctx.email}, dzwoniąc pod numer ${ctx.phone} lub osobiście w placówce.

## Oświadczenie klienta
Oświadczam, że zapoznałem się / zapoznałam się z powyższymi informacjami, i wyrażam zgodę na przetwarzanie moich danych osobowych przez administratora w podanym zakresie i celach, w tym danych o stanie zdrowia, które przekażę administratorowi.

Imię i nazwisko: ..............................................
Data: ..............................................
Podpis: ..............................................
`;
