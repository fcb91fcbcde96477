import { formatPrice } from '../../../components/format.js';

/** Outdoor prices are minor units (haléře, eurocenty, grosze): shown in whole units. */
export const minorMoney = (amount: number, currency: string) => formatPrice(amount / 100, currency);

const DATE = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-01' -> '1. 12. 2026' */
export const outdoorDate = (date: string) => DATE.format(new Date(`${date}T12:00:00Z`));

/** The place on openstreetmap.org (a link, opened in a new tab: no map tiles are embedded). */
export const mapUrl = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
