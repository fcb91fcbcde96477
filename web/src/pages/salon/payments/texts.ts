/** Czech texts of a hold's payment (salon Reklamní kampaně and Outdoorová reklama; composed in cs-back-office.ts). */
export const salonHoldPaymentCs = {
  'holdPayment.title': 'Čeká na platbu',
  'holdPayment.intro': 'Místo je pro vás rezervováno. Zobrazí se, jakmile platbu přijmeme.',
  'holdPayment.expires': 'Zaplaťte prosím do {date}, jinak se objednávka zruší a místo uvolní.',
  'holdPayment.account': 'Číslo účtu',
  'holdPayment.variableSymbol': 'Variabilní symbol',
  'holdPayment.amount': 'Částka',
  'holdPayment.message': 'Zpráva pro příjemce',
  'holdPayment.copy': 'Kopírovat',
  'holdPayment.copyLabel': 'Kopírovat: {what}',
  'holdPayment.copied': '{what} zkopírováno do schránky.',
  'holdPayment.copyFailed': 'Kopírování se nepodařilo; označte text a zkopírujte jej ručně.',
  'holdPayment.qrAlt': 'QR kód platby převodem: {what}',
  'holdPayment.qrHint': 'Naskenujte QR kód v aplikaci své banky.',
  'holdPayment.noAccount': 'Platební údaje vám zašleme; o přijetí platby vás budeme informovat.',
  'holdPayment.card': 'Zaplatit kartou',
  'holdPayment.cardWaiting': 'Platební stránka pro kartu se připravuje; obnovte prosím stránku za chvíli.',
} as const;
