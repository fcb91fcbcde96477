import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-login.js';
import '../../i18n/cs-registration.js';

/**
 * The submit button of a sign-in or registration form: the full width unless `block` is false, disabled
 * and marked busy while the form sends, with a small spinner before its text then (unless `spinner` is false).
 */
export function AuthSubmit({
  busy,
  testId,
  block = true,
  spinner = true,
  children,
}: {
  busy: boolean;
  testId: string;
  block?: boolean;
  spinner?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant="primary" block={block} pending={busy} data-testid={testId}>
      {spinner && busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </Button>
  );
}

const OTHER_WAYS = {
  register: { text: 'login.noAccount', to: '/registrace', link: 'login.registerLink' },
  login: { text: 'register.haveAccount', to: '/prihlaseni', link: 'register.loginLink' },
  business: { text: 'login.isBusiness', to: '/registrace-firmy', link: 'login.businessLink' },
} as const satisfies Record<string, { text: MessageKey; to: string; link: MessageKey }>;

/** The lines below a sign-in or registration form that lead to the other ways in ('Nemáte účet? Registrovat se'). */
export function OtherWays({ ways }: { ways: Array<keyof typeof OTHER_WAYS> }) {
  const { t } = useI18n();
  return ways.map((way) => (
    <p key={way} className="auth-alt">
      {t(OTHER_WAYS[way].text)} <Link to={OTHER_WAYS[way].to}>{t(OTHER_WAYS[way].link)}</Link>
    </p>
  ));
}
