import { DateTime } from 'luxon';
import { czkToEur } from '../directory/model.js';
import type { GatedFeature, PlanCode, PlanFeature } from '../../contract/plans.js';

/** Plans: a plan's stored row and the Czech texts the server sends. */
export interface Plan {
  code: PlanCode;
  name: string;
  /** monthly, whole Czech crowns */
  price_czk: number;
  /** bookings a calendar month; null: unlimited */
  bookings_per_month: number | null;
  features: PlanFeature[];
  listed: PlanFeature[];
  popular: boolean;
  sort_order: number;
}

/** The calendar month of the booking limit is Europe/Prague's ('YYYY-MM'). */
export const PLAN_MONTH_ZONE = 'Europe/Prague';

/** The month ('YYYY-MM', Europe/Prague) a moment counts in. */
export const planMonthOf = (at: Date): string => DateTime.fromJSDate(at, { zone: PLAN_MONTH_ZONE }).toFormat('yyyy-MM');

/** What a gated feature is called in the message naming the plan that has it. */
const FEATURE_SENTENCES: Record<GatedFeature, (plan: string) => string> = {
  branches: (plan) => `Pobočky jsou k dispozici od tarifu ${plan}.`,
  advanced_analytics: (plan) => `Pokročilé statistiky jsou k dispozici od tarifu ${plan}.`,
};

export const PLAN_TEXTS = {
  featureFrom: (feature: GatedFeature, plan: string) => FEATURE_SENTENCES[feature](plan),
  /** the 409 of a booking over the month's limit: the customer reads it in the booking modal */
  monthLimit: (company: string) =>
    `Firma ${company} už tento měsíc nemůže přijímat další online rezervace. Objednejte se prosím telefonicky přímo u ní.`,
  planNotFound: 'Tarif nenalezen',
  companyNotFound: 'Firma nenalezena',
  samePlan: 'Tento tarif už máte.',
  requestTitle: (company: string) => `Žádost o změnu tarifu: ${company}`,
  requestMessage: (from: string, to: string) => `Firma žádá o změnu tarifu z ${from} na ${to}. Potvrďte ji v Zápisech firem.`,
  requested: 'Žádost o změnu tarifu jsme přijali. Změnu potvrdí provozovatel.',
} as const;

/** Whole units shown for a price in crowns: euros (x 0.041, rounded) in the euro edition, else crowns (docs/decisions.md). */
export function planPrice(priceCzk: number, currency: string): { price: number; currency: 'CZK' | 'EUR' } {
  return currency === 'EUR' ? { price: czkToEur(priceCzk), currency: 'EUR' } : { price: priceCzk, currency: 'CZK' };
}
