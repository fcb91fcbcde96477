import type { CountryCode } from '../../src/config/schema.js';
import { DEMO_MAIL_DOMAIN } from '../../src/core/demo/model.js';
import { itemAt } from './random.js';

/**
 * Demo customers of each edition (first name, surname in its proper form) and the staff names of
 * the showcase businesses. Every demo address is under demo.marketplace.example (RFC 2606), so no
 * demo message can reach a real mailbox.
 */

export const DEMO_CUSTOMER_NAMES: Record<CountryCode, Array<[string, string]>> = {
  CZ: [
    ['Klára', 'Svobodová'],
    ['Jana', 'Nováková'],
    ['Petr', 'Dvořák'],
    ['Lucie', 'Černá'],
    ['Tomáš', 'Procházka'],
    ['Kateřina', 'Kučerová'],
    ['Martin', 'Veselý'],
    ['Tereza', 'Horáková'],
    ['Jakub', 'Němec'],
    ['Eva', 'Marková'],
    ['Ondřej', 'Pokorný'],
    ['Veronika', 'Králová'],
    ['Jan', 'Růžička'],
    ['Markéta', 'Benešová'],
    ['Lukáš', 'Fiala'],
    ['Michaela', 'Sedláčková'],
    ['David', 'Doležal'],
    ['Barbora', 'Zemanová'],
    ['Pavel', 'Kolář'],
    ['Lenka', 'Navrátilová'],
    ['Filip', 'Čermák'],
    ['Petra', 'Urbanová'],
    ['Adam', 'Vaněk'],
    ['Martina', 'Blažková'],
  ],
  SK: [
    ['Zuzana', 'Horváthová'],
    ['Peter', 'Kováč'],
    ['Lucia', 'Vargová'],
    ['Martin', 'Tóth'],
    ['Katarína', 'Nagyová'],
    ['Tomáš', 'Baláž'],
    ['Monika', 'Szabóová'],
    ['Marek', 'Molnár'],
    ['Veronika', 'Lukáčová'],
    ['Juraj', 'Kollár'],
    ['Simona', 'Polláková'],
    ['Michal', 'Hudák'],
  ],
  PL: [
    ['Anna', 'Nowak'],
    ['Piotr', 'Kowalski'],
    ['Katarzyna', 'Wiśniewska'],
    ['Tomasz', 'Wójcik'],
    ['Magdalena', 'Kowalczyk'],
    ['Paweł', 'Kamiński'],
    ['Agnieszka', 'Lewandowska'],
    ['Michał', 'Zieliński'],
    ['Joanna', 'Szymańska'],
    ['Krzysztof', 'Woźniak'],
    ['Ewa', 'Dąbrowska'],
    ['Marcin', 'Mazur'],
  ],
};

/** Staff of a showcase business: name and calendar colour. */
export const DEMO_STAFF: Record<CountryCode, Array<[string, string]>> = {
  CZ: [
    ['Petra Malá', '#ec4899'],
    ['Marek Vlček', '#3b82f6'],
    ['Ivana Pešková', '#10b981'],
  ],
  SK: [
    ['Jana Kráľová', '#ec4899'],
    ['Roman Hrivnák', '#3b82f6'],
    ['Eva Ondrejková', '#10b981'],
  ],
  PL: [
    ['Ola Kaczmarek', '#ec4899'],
    ['Bartek Zając', '#3b82f6'],
    ['Iza Król', '#10b981'],
  ],
};

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase();

/** The demo customer as a user and as the booking shows them; `index` keeps addresses unique. */
export function demoCustomer(country: CountryCode, index: number) {
  const [first, last] = itemAt(DEMO_CUSTOMER_NAMES[country], index);
  return {
    first_name: first,
    last_name: last,
    email: `${ascii(first)}.${ascii(last)}@${DEMO_MAIL_DOMAIN}`,
    phone:
      { CZ: '+420 777 ', SK: '+421 905 ', PL: '+48 601 ' }[country] +
      String(100_000 + index * 7919)
        .slice(-6)
        .replace(/(\d{3})(\d{3})/, '$1 $2'),
    /** as the profile shows a review's author: 'Jana N.' */
    author: `${first} ${last[0]}.`,
  };
}
