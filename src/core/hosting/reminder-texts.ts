import type { TemplateLanguage } from '../mail/template-files.js';
import type { RenewalRow } from './renewals.service.js';

/** A calendar date the language's way: cs/sk '24. 11. 2026', pl '24.11.2026'. */
export function calendarDateText(date: string, language: TemplateLanguage): string {
  const [year, month, day] = date.split('-');
  if (language === 'pl') return `${day}.${month}.${year}`;
  return `${Number(day)}. ${Number(month)}. ${year}`;
}

/** Whole Kč, Czech grouping: '1 200 Kč'. */
export const feeText = (amount: number) => `${new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 }).format(amount)} Kč`;

/** 1 projekt, 2-4 projekty, 5 projektů (and 0 projektů). */
function projectsText(count: number): string {
  if (count === 1) return '1 projekt';
  if (count >= 2 && count <= 4) return `${count} projekty`;
  return `${count} projektů`;
}

function daysLeftText(days: number): string {
  if (days === 0) return 'dnes';
  if (days < 0) return `po splatnosti ${-days} ${-days === 1 ? 'den' : -days <= 4 ? 'dny' : 'dní'}`;
  return `za ${days} ${days === 1 ? 'den' : days <= 4 ? 'dny' : 'dní'}`;
}

/** A domain of the operator's summary: its registration ends within 30 days or ended in the last 30. */
export interface DomainEnding {
  company_name: string;
  domain: string;
  expiry_date: string;
  days_left: number;
  phone: string | null;
}

/** 1 doména, 2-4 domény, 5 domén (and 0 domén). */
function domainsText(count: number): string {
  if (count === 1) return '1 doména';
  if (count >= 2 && count <= 4) return `${count} domény`;
  return `${count} domén`;
}

/** The operator's daily summary (Czech: the back office's language). */
export const DIGEST_TEXTS = {
  subject: (day: string, due: number, domains = 0) =>
    `Obnovy hostingu ${calendarDateText(day, 'cs')}: ${projectsText(due)}${domains ? `, končící domény: ${domainsText(domains)}` : ''}`,
  text(day: string, renewals: RenewalRow[], reminded: number, domains: DomainEnding[] = []): string {
    const lines = [
      'Dobrý den,',
      '',
      `přehled obnov hostingu k ${calendarDateText(day, 'cs')} (po splatnosti a do 30 dnů): ${projectsText(renewals.length)}, ` +
        `celkem ${feeText(renewals.reduce((sum, r) => sum + r.annual_fee, 0))}.`,
      `Připomínek odeslaných klientům při tomto běhu: ${reminded}.`,
      '',
      ...renewals.map(
        (r) =>
          `- ${r.company_name} (${r.domain}): ${calendarDateText(r.next_payment_date, 'cs')}, ${daysLeftText(r.days_left)}, ` +
          `${feeText(r.annual_fee)}${r.phone ? `, tel. ${r.phone}` : ''}`,
      ),
      ...(domains.length
        ? [
            '',
            `Domény, jejichž registrace končí do 30 dnů nebo skončila: ${domainsText(domains.length)}.`,
            '',
            ...domains.map(
              (d) =>
                `- ${d.company_name} (${d.domain}): registrace do ${calendarDateText(d.expiry_date, 'cs')}, ${daysLeftText(d.days_left)}` +
                `${d.phone ? `, tel. ${d.phone}` : ''}`,
            ),
          ]
        : []),
      '',
      'Seznam vypíše i příkaz: marketplace hosting renewals',
    ];
    return lines.join('\n');
  },
} as const;
