/** Czech number, percent and day formats of e-mail analytics (the back office writes dates the cs-CZ way). */
const NUMBER = new Intl.NumberFormat('cs-CZ');
const PERCENT = new Intl.NumberFormat('cs-CZ', { style: 'percent', maximumFractionDigits: 0 });
const DAY = new Intl.DateTimeFormat('cs-CZ', { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const DAY_LONG = new Intl.DateTimeFormat('cs-CZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 12 345 → '12 345' (a non-breaking space between thousands). */
export const formatCount = (n: number) => NUMBER.format(n);

/** A whole percent (the API's rates): 56 → '56 %'. */
export const formatRate = (percent: number) => PERCENT.format(percent / 100);

/** A calendar day 'YYYY-MM-DD' (already the edition's day: read as UTC so the browser's zone cannot shift it). */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** The chart's axis: 'čt 26. 11.' */
export const formatDay = (date: string) => DAY.format(dayOf(date));

/** The table's row: 'čtvrtek 26. listopadu 2026' */
export const formatDayLong = (date: string) => DAY_LONG.format(dayOf(date));
