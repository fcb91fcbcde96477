import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../api/storage.js';
import { useSiteSettings } from './site-settings.js';
import { applyAccent, parseTheme, resolveTheme, THEME_STORAGE_KEY, type ThemeChoice } from './theme.js';
import { ThemeContext } from './theme-context.js';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/**
 * Light, dark or system; remembered in localStorage; follows the system while on 'system'. A visitor
 * who has not chosen gets the operator's theme (Nastavení › Vzhled); the operator's accent colour
 * drives the light theme's primary colour (the dark theme keeps its own light accent, readable on dark).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setChoiceState] = useState<ThemeChoice | null>(() => {
    const value = readStored(THEME_STORAGE_KEY);
    return value ? parseTheme(value) : null;
  });
  const site = useSiteSettings();
  const choice: ThemeChoice = stored ?? site?.theme ?? 'system';
  const accent = site?.accentColor;
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolved = resolveTheme(choice, prefersDark);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolved;
    root.dataset.themeChoice = choice;
    root.style.colorScheme = resolved;
    applyAccent(root.style, resolved === 'light' ? accent : undefined);
  }, [resolved, choice, accent]);

  const setChoice = useCallback((next: ThemeChoice) => {
    writeStored(THEME_STORAGE_KEY, next);
    setChoiceState(next);
  }, []);

  const value = useMemo(() => ({ choice, resolved, setChoice }), [choice, resolved, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
