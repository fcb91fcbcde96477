/** Theme choice rules. Pure. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'marketplace.theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** A stored value is trusted only when it is light, dark or system. */
export function parseTheme(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** The query of the site's name and look (GET /api/site-settings); saving Nastavení refreshes it. */
export const SITE_SETTINGS_KEY = ['public', 'site-settings'] as const;

/** The operator's accent (#rrggbb, checked for 4.5:1 with white text) as the primary colour, or the stylesheet's. */
export function applyAccent(
  style: { setProperty(name: string, value: string): void; removeProperty(name: string): string },
  accent: string | undefined,
): void {
  if (!accent) {
    for (const name of ['--color-primary', '--color-primary-hover', '--color-primary-contrast']) style.removeProperty(name);
    return;
  }
  style.setProperty('--color-primary', accent);
  style.setProperty('--color-primary-hover', `color-mix(in srgb, ${accent} 85%, black)`);
  style.setProperty('--color-primary-contrast', '#ffffff');
}
