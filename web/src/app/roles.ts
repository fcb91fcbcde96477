/** Who lands where. Pure: shared by the login page, the route guard, /dashboard and the tests. */
export type Role = 'customer' | 'company' | 'admin';

export const ROLE_HOME: Record<Role, string> = { admin: '/admin', company: '/firma', customer: '/klient' };

export const LOGIN_PATH = '/prihlaseni';
export const DASHBOARD_PATH = '/dashboard';

export function isRole(value: unknown): value is Role {
  return value === 'customer' || value === 'company' || value === 'admin';
}

/** The protected pages a role owns (the route guard sends others to /dashboard). */
export function isWithinRoleArea(role: Role, path: string): boolean {
  const [bare = ''] = path.split(/[?#]/);
  switch (role) {
    case 'admin':
      return bare === '/admin' || bare.startsWith('/admin/');
    case 'company':
      return bare === '/firma' || bare.startsWith('/outdoor-ad/');
    case 'customer':
      return bare === '/klient';
  }
}

/**
 * Where a password login lands: the role's home (admin /admin, company /firma, customer /klient);
 * a page of the role's own area that the guard remembered is kept, and so is /eshop (its cart asked to log
 * in before checkout). Without a known role: the
 * remembered page, else /dashboard.
 */
export function landingAfterLogin(role: unknown, from: string | null | undefined): string {
  const remembered = from && from.startsWith('/') && !from.startsWith(LOGIN_PATH) ? from : null;
  if (!isRole(role)) return remembered ?? DASHBOARD_PATH;
  if (remembered && (isWithinRoleArea(role, remembered) || isShopPage(remembered))) return remembered;
  return ROLE_HOME[role];
}

/** The public e-shop: whoever logged in from its cart (to order) goes back to it, whatever the role. */
export function isShopPage(path: string): boolean {
  const bare = path.split(/[?#]/)[0];
  return bare === '/eshop';
}

/** Target of /dashboard: the role's home, or the login page for an anonymous visitor. */
export function dashboardTarget(role: unknown): string {
  return isRole(role) ? ROLE_HOME[role] : LOGIN_PATH;
}

/** A user's display name: first and last name joined, else the e-mail. */
export function displayName(user: { first_name?: string | null; last_name?: string | null; email: string }): string {
  const name = [user.first_name, user.last_name]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
