import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.js';
import '../../i18n/cs-login.js';

/** The otpauth URI drawn as an SVG QR code (qrcode, loaded only when a secret is shown), or null until it is drawn. */
function useQrCode(uri: string): string | null {
  const [svg, setSvg] = useState<{ uri: string; svg: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (live) setSvg({ uri, svg: drawn });
      })
      // without the drawing the key and the link below still enrol
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uri]);
  return svg?.uri === uri ? svg.svg : null;
}

/**
 * A new two-factor secret: a QR code of the otpauth URI to scan, the URI as a link an authenticator on
 * this phone opens, and the key to type, both selectable to copy.
 */
export function SecretDisplay({ secret, uri }: { secret: string; uri: string }) {
  const { t } = useI18n();
  const qr = useQrCode(uri);
  // the key in groups of four, as authenticator apps show it
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className="two-factor-secret" data-testid="two-factor-secret">
      <p>{t('twoFactor.secretIntro')}</p>
      {qr && (
        <img
          className="two-factor-qr"
          data-testid="two-factor-qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr)}`}
          alt={t('twoFactor.qrAlt')}
          width={192}
          height={192}
        />
      )}
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
