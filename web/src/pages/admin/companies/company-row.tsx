import type { ProspectDto, SocialNetwork } from '../../../api/prospects.js';
import { fullDate } from '../email/mail-format.js';
import { CompanyIcon } from './company-icons.js';
import { isRecentCall, offerSent, ownershipTone, scoreTone, telHref, websiteHref, websiteLabel } from './company-rules.js';
import { COMPANY_TEXTS as T, NETWORK_NAMES } from './texts.js';

export interface RowActions {
  onOffer: (company: ProspectDto) => void;
  onCall: (company: ProspectDto) => void;
  onSocial: (company: ProspectDto, network: SocialNetwork) => void;
}

const joined = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

export function ScoreBadge({ score }: { score: number | null }) {
  const tone = scoreTone(score);
  return (
    <span
      className={`co-badge co-badge--${tone}`}
      data-testid="company-score"
      data-tone={tone}
      aria-label={score === null ? T.noScore : T.scoreLabel(score)}
    >
      {score === null ? T.none : `${score}/10`}
    </span>
  );
}

/** One company of the list: contacts, the badges of §9 and the actions (offer, call, Instagram, Facebook). */
export function CompanyRow({
  company,
  now,
  timeZone,
  busy,
  actions,
}: {
  company: ProspectDto;
  now: number;
  timeZone: string;
  busy: boolean;
  actions: RowActions;
}) {
  const href = websiteHref(company.website_url);
  const sent = offerSent(company);
  const recent = isRecentCall(company.last_call_date, now);
  const sentNote =
    sent && company.email_sent_date ? T.offerSent(fullDate(company.email_sent_date, timeZone), company.last_email_template) : null;
  const callNote = company.last_call_date
    ? [T.lastCall(fullDate(company.last_call_date, timeZone)), recent ? T.callRecent : null].filter(Boolean).join(', ')
    : null;
  const town = [company.postal_code?.trim(), company.city?.trim()].filter(Boolean).join(' ');
  const place = joined(company.address, town);

  return (
    <tr data-testid="company-row" data-company-id={company.id}>
      <th scope="row" className="co-name">
        <span data-testid="company-name">{company.name}</span>
        {(company.subcategory_name || company.category) && <span className="co-sub">{company.subcategory_name || company.category}</span>}
      </th>
      <td data-testid="company-address">
        <span>{place || T.none}</span>
        {company.region_name && (
          <span className="co-sub" data-testid="company-region">
            {company.region_name}
          </span>
        )}
      </td>
      <td className="co-nowrap">{company.phone ? <a href={telHref(company.phone)}>{company.phone}</a> : T.none}</td>
      <td className="co-web">
        {href && company.website_url ? (
          <a href={href} target="_blank" rel="noopener noreferrer" title={company.website_url} data-testid="company-website">
            {websiteLabel(company.website_url)}
          </a>
        ) : (
          T.none
        )}
      </td>
      <td>
        <ScoreBadge score={company.web_quality_score} />
      </td>
      <td>
        <span
          className={`co-badge co-badge--${ownershipTone(company.ownership_status)}`}
          data-testid="company-ownership"
          data-status={company.ownership_status}
        >
          {T.ownership[company.ownership_status]}
        </span>
      </td>
      <td>
        <div className="co-actions">
          <button
            type="button"
            className={`co-action co-action--mail${sent ? ' is-on' : ''}`}
            aria-label={sentNote ? `${T.offer(company.name)} (${sentNote})` : T.offer(company.name)}
            title={sentNote ?? T.offer(company.name)}
            onClick={() => actions.onOffer(company)}
            data-sent={sent}
            data-testid="company-offer"
          >
            <CompanyIcon name="mail" />
          </button>
          <button
            type="button"
            className={`co-action co-action--call${recent ? ' is-on' : ''}`}
            aria-label={callNote ? `${T.call(company.name)} (${callNote})` : T.call(company.name)}
            title={callNote ?? T.call(company.name)}
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
            const label = url ? T.socialEdit(NETWORK_NAMES[network], company.name) : T.socialAdd(NETWORK_NAMES[network], company.name);
            return (
              <button
                key={network}
                type="button"
                className={`co-action co-action--${network}${url ? ' is-on' : ''}`}
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
        </div>
      </td>
    </tr>
  );
}
