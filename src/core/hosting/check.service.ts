import type { NotificationInput } from '../notifications/model.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import type { CheckColumns, CheckProblem, DomainColumns } from './check.repository.js';
import { domainCheckError, type DomainExpiry, type DomainRegistry } from './domain-registry.port.js';
import type { RenewalCandidate, RenewalsRepository } from './renewals.repository.js';
import { daysBetween, EXPIRING_SOON_DAYS, hostingStatus, pragueToday } from './rules.js';
import type { SiteProbe, SiteProbeResult } from './site-probe.port.js';

/** A certificate expiring within this many days (or expired) raises a notification. */
const CERT_WARNING_DAYS = 14;
/** A domain whose registration ends within this many days (or has ended) raises a notification (as a renewal: 'brzy vyprší'). */
const DOMAIN_WARNING_DAYS = EXPIRING_SOON_DAYS;
/** Projects checked at once unless configured (MARKETPLACE_HOSTING_CHECK_CONCURRENCY). */
export const DEFAULT_CHECK_CONCURRENCY = 4;
/** The statuses of a live site: an expired project's domain is not checked. */
const CHECKED_STATUSES = new Set(['active', 'expiring_soon']);
const DAY_MS = 24 * 60 * 60 * 1000;

const CHECK_TEXTS = {
  certExpiring: (domain: string, days: number) =>
    days < 0
      ? `Certifikát webu ${domain} vypršel`
      : `Certifikát webu ${domain} vyprší za ${days} ${days === 1 ? 'den' : days <= 4 && days > 0 ? 'dny' : 'dní'}`,
  siteDown: (domain: string) => `Web ${domain} neodpovídá`,
  domainExpiring: (domain: string, days: number) =>
    days < 0
      ? `Registrace domény ${domain} skončila`
      : days === 0
        ? `Registrace domény ${domain} končí dnes`
        : `Registrace domény ${domain} končí za ${days} ${days === 1 ? 'den' : days <= 4 ? 'dny' : 'dní'}`,
  untrusted: (reason: string | null) => `Certifikát není důvěryhodný${reason ? ` (${reason})` : ''}`,
  serverError: (status: number) => `Web odpověděl chybou HTTP ${status}`,
} as const;

export interface SiteCheck {
  id: number;
  company_name: string;
  domain: string;
  checked_at: string;
  cert_expires_at: string | null;
  /** whole days from now to the certificate's expiry (negative: expired) */
  cert_days_left: number | null;
  cert_issuer: string | null;
  cert_trusted: boolean | null;
  site_up: boolean;
  http_status: number | null;
  check_error: string | null;
  /** the day the domain's registration ends (the last one read when this read failed); null when not known */
  domain_expiration_date: string | null;
  /** whole days from today (Prague) to it (negative: ended) */
  domain_days_left: number | null;
  /** why the expiry could not be read now (no RDAP for the TLD, the registry did not answer), in Czech */
  domain_check_error: string | null;
  /** problems notified by this run (each once per project and problem) */
  notified: CheckProblem[];
}

export interface CheckRun {
  checked: number;
  site_down: number;
  cert_expiring: number;
  /** domains whose registration ends within 30 days or has ended */
  domain_expiring: number;
  notified: number;
  results: SiteCheck[];
}

export interface HostingCheckDeps {
  /** each project's result is one transaction: its columns, its alerts and their notifications */
  uow: UnitOfWork;
  renewals: RenewalsRepository;
  probe: SiteProbe;
  /** where the domains' expiry is read (RDAP) */
  registry: DomainRegistry;
  notifications: Pick<NotificationService, 'notify'>;
  clock: Clock;
  /** projects probed at once */
  concurrency: number;
}

/** What a probe's result stores on the project; problems joined into check_error. */
function columnsOf(result: SiteProbeResult, checkedAt: Date): CheckColumns {
  const problems = [
    result.error,
    result.certificate && !result.certificate.trusted ? CHECK_TEXTS.untrusted(result.certificate.trustError) : null,
    result.httpStatus !== null && result.httpStatus >= 500 ? CHECK_TEXTS.serverError(result.httpStatus) : null,
  ].filter((p): p is string => Boolean(p));
  return {
    checked_at: checkedAt.toISOString(),
    cert_expires_at: result.certificate?.expiresAt ?? null,
    cert_issuer: result.certificate?.issuer ?? null,
    site_up: result.siteUp,
    check_error: problems.length ? problems.join('; ') : null,
  };
}

/**
 * What a domain expiry answer stores: the day (null when the registry has none or there is no RDAP) and
 * when it was read; a failed read stores only its reason, keeping the day read before.
 */
function domainColumnsOf(result: DomainExpiry, checkedAt: Date): DomainColumns {
  if (result.status === 'error') return { domain_check_error: result.error };
  return {
    domain_expiration_date: result.status === 'found' ? result.expiresOn : null,
    domain_checked_at: checkedAt.toISOString(),
    domain_check_error: domainCheckError(result),
  };
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the items' order in the answer. */
async function eachLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  // one iterator shared by the workers: each takes the next item when it is free
  const pending = items.entries();
  const worker = async () => {
    for (const [index, item] of pending) results[index] = await work(item);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * The certificate, site and domain check (`marketplace hosting check`, the `hosting-check` job): the domain of
 * every project (not of the demo) whose status is active or expiring soon is probed and its registration's
 * end read from its registry (at most `concurrency` projects at once, each within the adapters' time limits);
 * the result is stored on the project, and a certificate expiring within 14 days, a domain whose registration
 * ends within 30 days or a site that does not answer notifies the back office once per project and problem.
 */
export function createHostingCheck(deps: HostingCheckDeps) {
  async function record(project: RenewalCandidate, result: SiteProbeResult, expiry: DomainExpiry): Promise<SiteCheck> {
    const now = deps.clock.now();
    const columns = columnsOf(result, now);
    const domainColumns = domainColumnsOf(expiry, now);
    const certDaysLeft = columns.cert_expires_at ? Math.floor((Date.parse(columns.cert_expires_at) - now.getTime()) / DAY_MS) : null;
    const notified: SiteCheck['notified'] = [];
    let expiresOn: string | null = null;
    let domainDaysLeft: number | null = null;
    await deps.uow.write(async (tx) => {
      await tx.hostingChecks.save(project.id, { ...columns, ...domainColumns });
      expiresOn =
        'domain_expiration_date' in domainColumns ? domainColumns.domain_expiration_date : await tx.hostingChecks.domainExpiry(project.id);
      const raise = async (problem: CheckProblem, subject: string, input: Omit<NotificationInput, 'companyId' | 'type'>) => {
        if (!(await tx.hostingChecks.claimAlert(project.id, problem, subject, now))) return;
        await deps.notifications.notify({ companyId: null, type: 'error', ...input }, tx);
        notified.push(problem);
      };
      if (certDaysLeft !== null && certDaysLeft <= CERT_WARNING_DAYS) {
        await raise('cert_expiring', columns.cert_expires_at!, {
          title: CHECK_TEXTS.certExpiring(project.domain, certDaysLeft),
          data: {
            Firma: project.company_name,
            Doména: project.domain,
            'Platnost do': columns.cert_expires_at!.slice(0, 10),
            Vydavatel: columns.cert_issuer ?? '',
          },
        });
      }
      domainDaysLeft = expiresOn ? daysBetween(pragueToday(now), expiresOn) : null;
      if (expiresOn && domainDaysLeft !== null && domainDaysLeft <= DOMAIN_WARNING_DAYS) {
        await raise('domain_expiring', expiresOn, {
          title: CHECK_TEXTS.domainExpiring(project.domain, domainDaysLeft),
          data: { Firma: project.company_name, Doména: project.domain, 'Registrace do': expiresOn },
        });
      }
      if (!columns.site_up) {
        await raise('site_down', '', {
          title: CHECK_TEXTS.siteDown(project.domain),
          message: columns.check_error ?? undefined,
          data: { Firma: project.company_name, Doména: project.domain },
        });
      } else await tx.hostingChecks.clearAlerts(project.id, 'site_down');
    });
    return {
      id: project.id,
      company_name: project.company_name,
      domain: project.domain,
      checked_at: columns.checked_at,
      cert_expires_at: columns.cert_expires_at,
      cert_days_left: certDaysLeft,
      cert_issuer: columns.cert_issuer,
      cert_trusted: result.certificate ? result.certificate.trusted : null,
      site_up: columns.site_up,
      http_status: result.httpStatus,
      check_error: columns.check_error,
      domain_expiration_date: expiresOn,
      domain_days_left: domainDaysLeft,
      domain_check_error: domainColumns.domain_check_error,
      notified,
    };
  }

  return {
    async run(): Promise<CheckRun> {
      const today = pragueToday(deps.clock.now());
      // the demo's rows name domains of strangers: never connected to
      const projects = (await deps.renewals.all()).filter((p) => !p.is_demo && CHECKED_STATUSES.has(hostingStatus(p, today)));
      const results = await eachLimited(projects, deps.concurrency, async (project) => {
        const [site, expiry] = await Promise.all([deps.probe.probe(project.domain), deps.registry.expiry(project.domain)]);
        return record(project, site, expiry);
      });
      return {
        checked: results.length,
        site_down: results.filter((r) => !r.site_up).length,
        cert_expiring: results.filter((r) => r.cert_days_left !== null && r.cert_days_left <= CERT_WARNING_DAYS).length,
        domain_expiring: results.filter((r) => r.domain_days_left !== null && r.domain_days_left <= DOMAIN_WARNING_DAYS).length,
        notified: results.reduce((n, r) => n + r.notified.length, 0),
        results,
      };
    },
  };
}
