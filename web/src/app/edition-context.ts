import { createContext, useContext } from 'react';
import type { EditionResponse } from '../api/system.js';
import { FALLBACK_EDITION } from './fallback-edition.js';

export type EditionStatus = 'loading' | 'ready' | 'error';

export interface EditionState {
  status: EditionStatus;
  edition: EditionResponse['edition'];
  editions: EditionResponse['editions'];
  isLocalHost: boolean;
  analytics: EditionResponse['analytics'];
  /** whether page views are reported (website analytics) */
  pageViews: boolean;
  /** the profile map's tile server; null: the placeholder */
  map: EditionResponse['map'];
}

export const EditionContext = createContext<EditionState>({ status: 'loading', ...FALLBACK_EDITION });

export function useEdition(): EditionState {
  return useContext(EditionContext);
}
