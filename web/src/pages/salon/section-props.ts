import type { SectionKey } from './texts.js';

/** What every section gets from the shell. */
export interface SectionProps {
  params: URLSearchParams;
  go: (key: SectionKey, extra?: Record<string, string>) => void;
}
