/** Deterministic offer e-mails for bench/send.ts: about 5 KB of HTML each, a few links, tracked and bulk like offer mail. */
import type { OutboundMessage } from '../../src/core/mail/outbound.service.js';

const CITIES = ['Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Olomouc', 'České Budějovice', 'Zlín'];
const SERVICES = ['Střih vlasů', 'Barvení', 'Masáž zad', 'Manikúra', 'Pedikúra', 'Čištění pleti', 'Úprava vousů', 'Lekce jógy'];

/** The HTML of offer i (about 5 KB, {{company_name}} and {{unsubscribe_link}} placeholders, three links). */
export function offerHtml(i: number): string {
  const city = CITIES[i % CITIES.length]!;
  const rows = SERVICES.map(
    (s, k) =>
      `<tr><td style="padding: 6px 12px">${s}</td><td style="padding: 6px 12px; text-align: right">${300 + ((i + k) % 9) * 50} Kč</td></tr>`,
  ).join('');
  const para = (n: number) =>
    `<p style="font-size: 15px; line-height: 1.5; color: #333333">Zákazníci ve městě ${city} hledají služby jako ty vaše každý den. ` +
    `Profil v katalogu jim ukáže vaši nabídku, ceník, otevírací dobu i hodnocení, a rezervaci udělají rovnou online (odstavec ${n}).</p>`;
  return [
    '<div style="max-width: 600px; margin: 0 auto; font-family: Arial, sans-serif">',
    '<h1 style="font-size: 22px; color: #1a1a1a">Dobrý den, {{company_name}}!</h1>',
    para(1),
    para(2),
    `<table width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table>`,
    para(3),
    para(4),
    `<p><a href="https://firmy.example.cz/nabidka?firma=${i}" style="background-color: #0b6efd; color: #ffffff; padding: 12px 20px; border-radius: 6px">Chci profil zdarma</a></p>`,
    `<p>Podívejte se na <a href="https://firmy.example.cz/${city.toLowerCase()}">firmy ve městě ${city}</a> nebo na <a href="https://firmy.example.cz/cenik">ceník</a>.</p>`,
    para(5),
    para(6),
    '<p style="font-size: 12px; color: #888888">Tento e-mail jste dostali jako firma z veřejného rejstříku. <a href="{{unsubscribe_link}}">Odhlásit odběr</a></p>',
    '</div>',
  ].join('\n');
}

export function offerMessages(count: number, offset = 0): OutboundMessage[] {
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    return {
      kind: 'offer',
      country: 'CZ',
      to: `firma-${i}@example.cz`,
      toName: `Firma ${i}`,
      subject: `Nabídka pro Firma ${i}: profil v katalogu zdarma`,
      html: offerHtml(i),
      bulk: true,
      tracking: true,
      placeholders: { company_name: `Firma ${i}` },
    };
  });
}
