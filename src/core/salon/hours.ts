import { DomainError } from '../errors.js';
import { SALON_TEXTS } from './model.js';

export interface DayInterval {
  weekday: number;
  from: string;
  to: string;
}

/**
 * Split hours are allowed (09:00-12:00 and 13:00-18:00), overlapping ones are not. Returns the
 * intervals sorted by day and start; `field` names the list in the validation error.
 */
export function checkIntervals<T extends DayInterval>(intervals: T[], field: string): T[] {
  const sorted = [...intervals].sort((a, b) => a.weekday - b.weekday || a.from.localeCompare(b.from));
  let prev: T | undefined;
  for (const cur of sorted) {
    if (prev && prev.weekday === cur.weekday && cur.from < prev.to) {
      throw DomainError.validation([{ field, message: SALON_TEXTS.overlap }]);
    }
    prev = cur;
  }
  return sorted;
}
