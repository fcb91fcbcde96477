import { createContext, useContext } from 'react';
import type { ResolvedTheme, ThemeChoice } from './theme.js';

export interface ThemeState {
  choice: ThemeChoice;
  resolved: ResolvedTheme;
  setChoice: (choice: ThemeChoice) => void;
}

export const ThemeContext = createContext<ThemeState>({ choice: 'system', resolved: 'light', setChoice: () => {} });

export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}
