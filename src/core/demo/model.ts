/**
 * The demo's accounts (`marketplace demo accounts`): one per role, each with the screen it opens.
 * Every demo address is under DEMO_MAIL_DOMAIN (RFC 2606 `.example`), so no demo mail reaches anyone.
 */
export const DEMO_MAIL_DOMAIN = 'demo.marketplace.example';

/**
 * The demo business: the one showcase listing that the demo business account manages and that every demo
 * seed (promotions, campaigns, finance, shop, branches ...) and test dresses. Named once and fixed: the
 * listing with the most bookings changes with the weekday the demo is seeded, so it cannot be chosen by
 * its data. seeds/content/demo-activity-plan.ts makes it the first showcase business (the demo customer's).
 */
export const DEMO_BUSINESS_SLUG = 'sharp-barbershop-praha';

/** The seeded demo customer with bookings in every state (seeds/content/demo-activity-plan.ts). */
const DEMO_CUSTOMER_EMAIL = `klara.svobodova@${DEMO_MAIL_DOMAIN}`;

export const DEMO_ACCOUNTS = {
  admin: { email: `admin@${DEMO_MAIL_DOMAIN}`, first_name: 'Správce', last_name: 'Demo', path: '/admin' },
  company: { email: `firma@${DEMO_MAIL_DOMAIN}`, first_name: 'Majitel', last_name: 'Demo', path: '/firma' },
  customer: { email: DEMO_CUSTOMER_EMAIL, path: '/klient' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

export interface DemoAccount {
  role: DemoRole;
  email: string;
  /** new on every run; the previous one stops working */
  password: string;
  name: string;
  login_url: string;
  dashboard_url: string;
  /** the business account's listing */
  company?: { id: number; name: string; slug: string };
}

export const DEMO_TEXTS = {
  noDemo: 'The demo data is not loaded: run `marketplace db seed --demo` on an empty database first.',
} as const;
