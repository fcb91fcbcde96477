/** Social sign-in (OpenID Connect / OAuth 2.0): providers, messages (the port adapters implement: provider.port.ts). */
const OAUTH_PROVIDER_IDS = ['google', 'facebook', 'apple'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];

export const isOAuthProviderId = (value: unknown): value is OAuthProviderId =>
  typeof value === 'string' && (OAUTH_PROVIDER_IDS as readonly string[]).includes(value);

/** Names as the login page and its messages show them. */
export const OAUTH_PROVIDER_NAMES: Record<OAuthProviderId, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** Where a sign-in lands when it did not ask for a page: /dashboard, which sends each role to its home. */
const DEFAULT_NEXT = '/dashboard';
const NEXT_MAX_LENGTH = 500;

/** A path of this site only: never another origin (`//evil`, `/\evil`, `https://…`), never the login page itself. */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > NEXT_MAX_LENGTH || !next.startsWith('/')) return DEFAULT_NEXT;
  if (next.startsWith('//') || next.startsWith('/\\') || /[\p{Cc}\\]/u.test(next)) return DEFAULT_NEXT;
  try {
    const parsed = new URL(next, 'http://local.invalid');
    if (parsed.origin !== 'http://local.invalid' || parsed.pathname.startsWith('/prihlaseni')) return DEFAULT_NEXT;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return DEFAULT_NEXT;
  }
}

export const OAUTH_MESSAGES = {
  notConfigured: 'Přihlášení přes tohoto poskytovatele není zapnuté',
  flowInvalid: 'Přihlášení vypršelo nebo bylo přerušeno. Zkuste to prosím znovu.',
  noVerifiedEmail: 'Poskytovatel nepotvrdil vaši e-mailovou adresu',
  deactivated: 'Účet je deaktivován',
  codeInvalid: 'Přihlášení vypršelo, přihlaste se prosím znovu',
} as const;
