import { useI18n } from '../../i18n/i18n-context.js';

/**
 * A new two-factor secret: the otpauth URI (a link an authenticator on this phone opens; scanned as a
 * QR code once a QR library is added) and the key to type, both selectable to copy.
 */
export function SecretDisplay({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useI18n();
  // the key in groups of four, as authenticator apps show it
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className="two-factor-secret" data-testid="two-factor-secret">
      <p>{t('twoFactor.secretIntro')}</p>
      <p>
        <strong>{t('twoFactor.secretKey')}</strong>{' '}
        <code data-testid="two-factor-secret-key" data-secret={secret}>
          {grouped}
        </code>
      </p>
      <p>
        <strong>{t('twoFactor.secretUri')}</strong>{' '}
        <a href={uri} data-testid="two-factor-uri">
          <code className="two-factor-uri">{uri}</code>
        </a>
      </p>
    </div>
  );
}

/** Recovery codes, shown once after enrolment or renewal. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useI18n();
  return (
    <div className="two-factor-recovery" data-testid="two-factor-recovery">
      <p role="status">{t('twoFactor.recoveryIntro')}</p>
      <ul className="two-factor-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
