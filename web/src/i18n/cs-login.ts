import { addCzechTexts } from './translate.js';

/**
 * Czech texts of the login page (/prihlaseni) with its social sign-in and two-factor steps (the key's
 * display is shared with the admin's settings). Not in the home page's bundle: each module that shows one
 * of them imports this file, which adds them to `translate` when its chunk loads (cs-public.ts).
 */
export const csLogin = {
  'login.title': 'Přihlášení',
  'login.subtitle': 'Vítejte zpět! Přihlaste se ke svému účtu.',
  'login.email': 'Email',
  'login.emailPlaceholder': 'vas@email.cz',
  'login.password': 'Heslo',
  'login.show': 'Zobrazit',
  'login.hide': 'Skrýt',
  'login.submit': 'Přihlásit se',
  'login.submitting': 'Přihlašuji...',
  'login.invalid': 'Neplatné přihlašovací údaje',
  'login.network': 'Server je nedostupný. Zkuste to prosím později.',
  'login.or': 'nebo pokračujte přes',
  'login.socialFailed': 'Přihlášení přes {provider} se nezdařilo',
  'login.socialError': 'Chyba při přihlášení přes {provider}',
  'login.socialFinishing': 'Dokončuji přihlášení...',
  'login.noAccount': 'Nemáte účet?',
  'login.registerLink': 'Zaregistrujte se',
  'login.isBusiness': 'Jste firma?',
  'login.businessLink': 'Registrace firmy',
  'login.clock': 'Aktuální čas',
  'twoFactor.verifyIntro': 'Zadejte 6místný kód z ověřovací aplikace, nebo jeden ze záložních kódů.',
  'twoFactor.enrolIntro':
    'Administrátoři musí používat dvoufázové ověření. Přidejte si klíč do ověřovací aplikace (např. Google Authenticator, Aegis) a potvrďte ho kódem, který aplikace ukáže.',
  'twoFactor.secretIntro': 'Klíč přidáte naskenováním odkazu otpauth jako QR kódu, otevřením odkazu v telefonu, nebo opsáním klíče.',
  'twoFactor.secretKey': 'Klíč:',
  'twoFactor.secretUri': 'Odkaz otpauth:',
  'twoFactor.qrAlt': 'QR kód klíče pro aplikaci s ověřovacími kódy',
  'twoFactor.code': 'Ověřovací kód',
  'twoFactor.submit': 'Ověřit',
  'twoFactor.back': 'Zpět na přihlášení',
  'twoFactor.continue': 'Mám kódy uložené, pokračovat',
  'twoFactor.recoveryIntro':
    'Dvoufázové ověření je zapnuté. Uložte si tyto záložní kódy na bezpečné místo: každý jednou nahradí kód z aplikace. Znovu se už nezobrazí.',
} as const;
addCzechTexts(csLogin);
