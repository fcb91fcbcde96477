import { addDays } from '../format.js';

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

/** The preset a period is, if any (the presets' buttons show which is chosen). */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((p) => {
      const q = presetPeriod(p, today);
      return q.from === period.from && q.to === period.to;
    }) ?? null
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether both dates are filled in and in order (the server checks the rest and names the field). */
export const periodReady = (period: Period) => DATE.test(period.from) && DATE.test(period.to) && period.from <= period.to;
