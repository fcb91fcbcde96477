import { addDays } from '../common/format.js';

/** The period presets of Reporty; 'custom' is what the date inputs hold. Pure. */
export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'last30'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;

/** The days of a preset, given today's date (YYYY-MM-DD) in the company's zone. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart(today), -1);
      return { from: monthStart(lastDay), to: lastDay };
    }
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/**
 * The preset a period is, if any (the presets' buttons show which is chosen). Two presets can be the same days
 * (on the 30th, the last 30 days are this month): the one the user chose (`chosen`) wins while it still is the
 * period, else the first that is.
 */
export function presetOf(period: Period, today: string, chosen: PeriodPreset | null = null): PeriodPreset | null {
  const is = (p: PeriodPreset) => {
    const q = presetPeriod(p, today);
    return q.from === period.from && q.to === period.to;
  };
  return chosen && is(chosen) ? chosen : (PERIOD_PRESETS.find(is) ?? null);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether both dates are filled in and in order (the server checks the rest and names the field). */
export const periodReady = (period: Period) => DATE.test(period.from) && DATE.test(period.to) && period.from <= period.to;
