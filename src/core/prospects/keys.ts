import { foldText } from '../text/normalize.js';

/**
 * The keys a prospect is matched on when a file is imported again: its website's domain, then its
 * phone, then its name with the postal code. Pure.
 */

/** 'https://www.Salon-Eva.cz/kontakt' -> 'salon-eva.cz'; booking and social sites are no own domain. */
export function websiteDomain(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  const value = url.trim();
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`).hostname.toLowerCase().replace(/^www\./, '');
    if (!host.includes('.') || SHARED_HOSTS.some((shared) => host === shared || host.endsWith(`.${shared}`))) return null;
    return host;
  } catch {
    return null;
  }
}

/** Hosts many businesses share (booking services, social networks): matching on them would merge strangers. */
const SHARED_HOSTS = [
  'facebook.com',
  'instagram.com',
  'fb.com',
  'google.com',
  'goo.gl',
  'business.site',
  'linktr.ee',
  'wixsite.com',
  'webnode.cz',
  'webnode.sk',
  'reservio.com',
  'reservio.cz',
  'booksy.com',
  'noona.app',
  'rezervace.cz',
  'mojerezervace.cz',
  'bookio.com',
  'fresha.com',
  'treatwell.cz',
];

/** The national number's digits: '+420 777 123 456' and '777123456' are the same phone. */
export function phoneKey(phone: string | null | undefined, country = 'CZ'): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  const prefix = { CZ: '420', SK: '421', PL: '48' }[country] ?? '';
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (prefix && digits.startsWith(prefix) && digits.length > 9) digits = digits.slice(prefix.length);
  if (country === 'SK' && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 6 ? digits : null;
}

/** Folded name without legal-form noise, plus the postal code's digits. */
export function nameKey(name: string, postalCode: string | null | undefined): string {
  const folded = foldText(name)
    .replace(/\b(s\.?\s?r\.?\s?o\.?|spol\.?|a\.?\s?s\.?|sp\.?\s?z\.?\s?o\.?\s?o\.?)(?=\s|$)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return `${folded}|${(postalCode ?? '').replace(/\D/g, '')}`;
}

/** What the admin search matches: name, address, phone (also as digits) and website, folded. */
export function searchText(p: {
  name: string;
  address?: string | null;
  city?: string | null;
  phone?: string | null;
  website_url?: string | null;
}): string {
  return foldText([p.name, p.address, p.city, p.phone, p.phone?.replace(/\D/g, ''), p.website_url].filter(Boolean).join(' '));
}
