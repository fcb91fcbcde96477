import { Badge } from '../../../components/ui/badge.js';
import { offerNote } from './offer-note.js';
import type { ProspectDto, SocialNetwork } from '../../../api/prospects.js';
import { fullDate } from '../email/mail-format.js';
import { CompanyIcon } from './company-icons.js';
import {
  canStartWebProject,
  isRecentCall,
  NETWORK_NAMES,
  offerSent,
  ownershipTone,
  repliedToOffer,
  scoreTone,
  telHref,
  websiteHref,
  websiteLabel,
} from './company-rules.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import styles from './companies.module.css';

export interface RowActions {
  onOffer: (company: ProspectDto) => void;
  onCall: (company: ProspectDto) => void;
  onSocial: (company: ProspectDto, network: SocialNetwork) => void;
  onWebProject: (company: ProspectDto) => void;
}

const joined = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

/** The colour class of each network's button. */
const NETWORK_ACTION = { instagram: styles.actionInstagram, facebook: styles.actionFacebook };

export function ScoreBadge({ score }: { score: number | null }) {
  const { t } = useI18n();
  const tone = scoreTone(score);
  return (
    <Badge
      tone={tone === 'none' ? 'grey' : tone}
      data-testid="company-score"
      data-tone={tone}
      aria-label={score === null ? t('admin.companies.noScore') : t('admin.companies.scoreLabel', { score })}
    >
      {score === null ? t('admin.companies.none') : `${score}/10`}
    </Badge>
  );
}

/** One company of the list: contacts, the badges and the actions (offer, call, Instagram, Facebook). */
export function CompanyRow({
  company,
  now,
  timeZone,
  busy,
  creating,
  actions,
}: {
  company: ProspectDto;
  now: number;
  timeZone: string;
  busy: boolean;
  /** 'Vytvořit webový projekt' is running for this company */
  creating: boolean;
  actions: RowActions;
}) {
  const { t } = useI18n();
  const href = websiteHref(company.website_url);
  const sent = offerSent(company);
  const recent = isRecentCall(company.last_call_date, now);
  const sentNote =
    sent && company.email_sent_date
      ? offerNote(t, 'admin.companies.offerSent', fullDate(company.email_sent_date, timeZone), company.last_email_template)
      : null;
  const callNote = company.last_call_date
    ? [t('admin.companies.lastCall', { date: fullDate(company.last_call_date, timeZone) }), recent ? t('admin.companies.callRecent') : null]
        .filter(Boolean)
        .join(', ')
    : null;
  const town = [company.postal_code?.trim(), company.city?.trim()].filter(Boolean).join(' ');
  const place = joined(company.address, town);

  return (
    <tr data-testid="company-row" data-company-id={company.id}>
      <th scope="row" className={styles.name}>
        <span data-testid="company-name">{company.name}</span>
        {(company.subcategory_name || company.category) && (
          <span className={styles.sub}>{company.subcategory_name || company.category}</span>
        )}
        {repliedToOffer(company) && (
          <Badge tone="green" className={styles.replied} data-testid="company-replied">
            {t('admin.companies.replied')}
          </Badge>
        )}
      </th>
      <td data-testid="company-address">
        <span>{place || t('admin.companies.none')}</span>
        {company.region_name && (
          <span className={styles.sub} data-testid="company-region">
            {company.region_name}
          </span>
        )}
      </td>
      <td className={styles.nowrap}>{company.phone ? <a href={telHref(company.phone)}>{company.phone}</a> : t('admin.companies.none')}</td>
      <td className={styles.web}>
        {href && company.website_url ? (
          <a href={href} target="_blank" rel="noopener noreferrer" title={company.website_url} data-testid="company-website">
            {websiteLabel(company.website_url)}
          </a>
        ) : (
          t('admin.companies.none')
        )}
      </td>
      <td>
        <ScoreBadge score={company.web_quality_score} />
      </td>
      <td>
        <Badge tone={ownershipTone(company.ownership_status)} data-testid="company-ownership" data-status={company.ownership_status}>
          {t(`admin.companies.ownership.${company.ownership_status}`)}
        </Badge>
      </td>
      <td>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.action} ${styles.actionMail}${sent ? ` ${styles.on}` : ''}`}
            aria-label={
              sentNote
                ? `${t('admin.companies.offer', { name: company.name })} (${sentNote})`
                : t('admin.companies.offer', { name: company.name })
            }
            title={sentNote ?? t('admin.companies.offer', { name: company.name })}
            onClick={() => actions.onOffer(company)}
            data-sent={sent}
            data-testid="company-offer"
          >
            <CompanyIcon name="mail" />
          </button>
          <button
            type="button"
            className={`${styles.action} ${styles.actionCall}${recent ? ` ${styles.on}` : ''}`}
            aria-label={
              callNote
                ? `${t('admin.companies.call', { name: company.name })} (${callNote})`
                : t('admin.companies.call', { name: company.name })
            }
            title={callNote ?? t('admin.companies.call', { name: company.name })}
            onClick={() => actions.onCall(company)}
            disabled={busy}
            aria-busy={busy || undefined}
            data-recent={recent}
            data-testid="company-call"
          >
            <CompanyIcon name="phone" />
          </button>
          {(['instagram', 'facebook'] as const).map((network) => {
            const url = network === 'instagram' ? company.instagram_url : company.facebook_url;
            const label = url
              ? t('admin.companies.socialEdit', { network: NETWORK_NAMES[network], name: company.name })
              : t('admin.companies.socialAdd', { network: NETWORK_NAMES[network], name: company.name });
            return (
              <button
                key={network}
                type="button"
                className={`${styles.action} ${NETWORK_ACTION[network]}${url ? ` ${styles.on}` : ''}`}
                aria-label={label}
                title={url ?? label}
                onClick={() => actions.onSocial(company, network)}
                data-set={Boolean(url)}
                data-testid={`company-${network}`}
              >
                <CompanyIcon name={network} />
              </button>
            );
          })}
          {canStartWebProject(company) && (
            <button
              type="button"
              className={`${styles.action} ${styles.actionWeb}`}
              aria-label={t('admin.companies.createWebProjectLabel', { name: company.name })}
              title={t('admin.companies.createWebProject')}
              onClick={() => actions.onWebProject(company)}
              disabled={creating}
              aria-busy={creating || undefined}
              data-testid="company-web-project"
            >
              <CompanyIcon name="web" />
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
