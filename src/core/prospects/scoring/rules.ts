import type { WebsiteAudit } from '../../website-auditor.port.js';
import { BOOKING_HOSTS, SCORE_MAX, SCORE_TEXTS, SCORING_LIMITS, SOCIAL_HOSTS } from './model.js';

/**
 * The web quality score of a prospect, 1-10 by the product's scale (docs/decisions.md), and the reasons behind
 * it. Pure: the data of the prospect, an optional audit of its website and the current year in, a
 * verdict out.
 *
 * Without a website of its own:
 *   1  no website and no social profile ('Nemá web ani sociální sítě');
 *   2  only Instagram / Facebook / TikTok (also when the 'website' is a social profile);
 *   3  the website is a booking service's page (reservio, booksy, noona, fresha ...).
 * An own website (any other http(s) address):
 *   not audited -> 5 ('Web neověřen');
 *   audited but not reachable (network error, timeout, HTTP error, a redirect to a forbidden scheme or
 *   too many redirects) -> scored like no website (1 or 2), with the reason why;
 *   redirecting to a booking service -> 3; to a social profile -> 2;
 *   reachable -> start from 5 and add:
 *     https +1 / plain http -1;  `<meta name="viewport">` +1 / none -1;
 *     copyright at most 1 year old +1 / at least 5 years old -1 (none or in between: 0);
 *     booking links or an embedded booking widget +1;  links to social profiles +1;
 *     answer within 1 s +1 / after more than 3 s -1;
 *   then clamp to 4..10 (a reachable website is never below 'outdated'), and 10 ('perfect with social
 *   and booking integration') only for a modern site: https, mobile viewport, booking, social links, no
 *   outdated copyright and no slow answer; any other 10 becomes 9.
 */

export interface ScoringInput {
  website_url: string | null;
  instagram_url: string | null;
  facebook_url: string | null;
}

export interface ScoreVerdict {
  score: number;
  reasons: string[];
}

export type WebsiteKind =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'social'; host: string; network: string }
  | { kind: 'booking'; host: string }
  | { kind: 'own'; url: string; host: string };

const matchesHost = (host: string, hosts: readonly string[]) => hosts.some((h) => host === h || host.endsWith(`.${h}`));

const NETWORKS: Array<[readonly string[], string]> = [
  [['instagram.com'], 'Instagram'],
  [['facebook.com', 'fb.com', 'fb.me'], 'Facebook'],
  [['tiktok.com'], 'TikTok'],
  [['linktr.ee'], 'Linktree'],
];

/** What a website address is: none, not an http(s) address, a social profile, a booking page, or an own web. */
export function classifyWebsite(url: string | null | undefined): WebsiteKind {
  const value = url?.trim();
  if (!value) return { kind: 'none' };
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d/.test(value) ? value : `http://${value.replace(/^\/+/, '')}`);
  } catch {
    return { kind: 'invalid' };
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  if (!/^https?:$/.test(parsed.protocol) || !host.includes('.')) return { kind: 'invalid' };
  if (matchesHost(host, SOCIAL_HOSTS))
    return { kind: 'social', host, network: NETWORKS.find(([hosts]) => matchesHost(host, hosts))?.[1] ?? host };
  if (matchesHost(host, BOOKING_HOSTS)) return { kind: 'booking', host };
  return { kind: 'own', url: parsed.toString(), host };
}

/** The address to audit: the prospect's own website, or null when it has none (booking and social pages are not audited). */
export function auditTarget(input: Pick<ScoringInput, 'website_url'>): string | null {
  const site = classifyWebsite(input.website_url);
  return site.kind === 'own' ? site.url : null;
}

function socialNetworks(input: ScoringInput, extra: string[] = []): string[] {
  const found = new Set<string>();
  if (input.instagram_url?.trim()) found.add('Instagram');
  if (input.facebook_url?.trim()) found.add('Facebook');
  for (const n of extra) found.add(n);
  const order = NETWORKS.map(([, name]) => name);
  return [...found].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** 1 or 2: the rungs without a website, after the reasons that explain why the website does not count. */
function withoutWebsite(networks: string[], before: string[] = []): ScoreVerdict {
  return networks.length
    ? { score: 2, reasons: [...before, SCORE_TEXTS.socialOnly(networks)] }
    : { score: 1, reasons: [...before, SCORE_TEXTS.noPresence] };
}

function unreachableReason(audit: WebsiteAudit): string {
  switch (audit.error) {
    case 'http_error':
      return SCORE_TEXTS.httpError(audit.status);
    case 'forbidden_redirect':
      return SCORE_TEXTS.forbiddenRedirect(audit.detail ?? '?');
    case 'forbidden_address':
      return (audit.redirects > 0 ? SCORE_TEXTS.redirectsToNonPublic : SCORE_TEXTS.nonPublicAddress)(audit.detail ?? '?');
    case 'forbidden_port':
      return (audit.redirects > 0 ? SCORE_TEXTS.redirectsToForbiddenPort : SCORE_TEXTS.forbiddenPort)(audit.detail ?? '?');
    case 'too_many_redirects':
      return SCORE_TEXTS.tooManyRedirects;
    case 'invalid_url':
      return SCORE_TEXTS.invalidUrl;
    case 'timeout':
      return SCORE_TEXTS.unreachable(SCORE_TEXTS.networkWhy.timeout);
    default: {
      const why: Record<string, string | undefined> = SCORE_TEXTS.networkWhy;
      return SCORE_TEXTS.unreachable(why[audit.detail ?? ''] ?? SCORE_TEXTS.networkWhy.other);
    }
  }
}

/** The rung of a reachable own website (see the rule above). */
function scoreReachable(audit: WebsiteAudit, year: number): ScoreVerdict {
  const reasons: string[] = [];
  let points = 5;
  const add = (delta: number, reason: string) => {
    points += delta;
    reasons.push(reason);
  };
  add(audit.https ? 1 : -1, audit.https ? SCORE_TEXTS.https : SCORE_TEXTS.noHttps);
  add(audit.hasViewport ? 1 : -1, audit.hasViewport ? SCORE_TEXTS.mobile : SCORE_TEXTS.noMobile);
  let outdated = false;
  if (audit.copyrightYear !== null) {
    const age = Math.max(0, year - audit.copyrightYear);
    outdated = age >= SCORING_LIMITS.outdatedCopyrightYears;
    if (age <= SCORING_LIMITS.freshCopyrightYears) add(1, SCORE_TEXTS.currentCopyright(audit.copyrightYear));
    else add(outdated ? -1 : 0, SCORE_TEXTS.copyright(audit.copyrightYear));
  }
  const booking = audit.bookingLinks.length > 0;
  const social = audit.socialLinks.length > 0;
  add(booking ? 1 : 0, booking ? SCORE_TEXTS.booking : SCORE_TEXTS.noBooking);
  add(social ? 1 : 0, social ? SCORE_TEXTS.social : SCORE_TEXTS.noSocial);
  const ms = audit.responseTimeMs;
  const slow = ms !== null && ms > SCORING_LIMITS.slowResponseMs;
  if (slow) add(-1, SCORE_TEXTS.slow(ms));
  else if (ms !== null && ms <= SCORING_LIMITS.fastResponseMs) add(1, SCORE_TEXTS.fast);

  const perfect = audit.https && audit.hasViewport && booking && social && !outdated && !slow;
  const score = Math.min(Math.max(points, 4), perfect ? SCORE_MAX : SCORE_MAX - 1);
  return { score, reasons };
}

/** The score of a prospect from its data and, when given, the audit of its own website. */
export function scoreProspect(input: ScoringInput, audit: WebsiteAudit | undefined, now: Date): ScoreVerdict {
  const site = classifyWebsite(input.website_url);
  switch (site.kind) {
    case 'none':
      return withoutWebsite(socialNetworks(input));
    case 'invalid':
      return withoutWebsite(socialNetworks(input), [SCORE_TEXTS.invalidUrl]);
    case 'social':
      return withoutWebsite(socialNetworks(input, [site.network]));
    case 'booking':
      return { score: 3, reasons: [SCORE_TEXTS.bookingOnly(site.host)] };
    case 'own':
      break;
  }
  if (!audit) return { score: 5, reasons: [SCORE_TEXTS.notVerified] };
  if (!audit.reachable) return withoutWebsite(socialNetworks(input), [unreachableReason(audit)]);
  const final = audit.finalUrl ? classifyWebsite(audit.finalUrl) : site;
  if (final.kind === 'booking') return { score: 3, reasons: [SCORE_TEXTS.redirectsToBooking(final.host)] };
  if (final.kind === 'social') return withoutWebsite(socialNetworks(input, [final.network]), [SCORE_TEXTS.redirectsToSocial(final.host)]);
  return scoreReachable(audit, now.getUTCFullYear());
}
