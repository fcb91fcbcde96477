import type { SectionKey } from './texts.js';

/** What every section gets from the shell. */
export interface SectionProps {
  token: string | null;
  params: URLSearchParams;
  go: (key: SectionKey, extra?: Record<string, string>) => void;
  /** bookings changed: the header's bell refreshes */
  onChanged: () => void;
}
