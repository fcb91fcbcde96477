import { DomainError } from '../../errors.js';
import type { Clock } from '../../clock.port.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { WebsiteAudit, WebsiteAuditor } from '../../website-auditor.port.js';
import { PROSPECT_TEXTS } from '../model.js';
import { DEFAULT_AUDIT_CONCURRENCY, SCORE_TEXTS } from './model.js';
import type { ScoringRepository, ScoringRow, ScoringScope, StoredScore } from './scoring.repository.js';
import { auditTarget, scoreProspect } from './rules.js';

export interface CompanyScore {
  id: number;
  name: string;
  score: number;
  reasons: string[];
  /** the website audit behind the score; null when none was made (no --fetch, or no own website) */
  audit: WebsiteAudit | null;
}

interface ScoreProgress {
  done: number;
  total: number;
  audited: number;
  unreachable: number;
}

export interface ScoreAllOptions extends ScoringScope {
  /** audit own websites over HTTP */
  fetch?: boolean;
  /** websites audited at the same time (default 4) */
  concurrency?: number;
  onProgress?: (progress: ScoreProgress) => void;
}

export interface ScoreSummary {
  total: number;
  scored: number;
  audited: number;
  unreachable: number;
  /** how many companies got each score, '1'..'10' */
  byScore: Record<string, number>;
}

/** Scores written per transaction. */
const FLUSH_EVERY = 500;
const MAX_AUDIT_CONCURRENCY = 64;

/** `marketplace score`: the web quality score of one prospect or of all, from the data or with website audits. */
export function createScoringService(deps: { uow: UnitOfWork; repo: ScoringRepository; clock: Clock; auditor?: WebsiteAuditor }) {
  /** a batch of scores in one transaction (none for an empty batch) */
  const store = async (scores: StoredScore[]) => {
    if (scores.length) await deps.uow.write((tx) => tx.scoring.store(scores, deps.clock.now()));
  };
  const auditorFor = (fetch: boolean | undefined) => {
    if (!fetch) return undefined;
    if (!deps.auditor) throw new DomainError('unavailable', SCORE_TEXTS.auditorMissing);
    return deps.auditor;
  };

  async function judge(row: ScoringRow, auditor: WebsiteAuditor | undefined): Promise<CompanyScore> {
    const target = auditor ? auditTarget(row) : null;
    let audit: WebsiteAudit | null = null;
    if (auditor && target) {
      audit = await auditor.audit(target).catch((error: unknown) => failedAudit(target, error));
    }
    const verdict = scoreProspect(row, audit ?? undefined, deps.clock.now());
    return { id: row.id, name: row.name, ...verdict, audit };
  }

  return {
    async scoreOne(id: number, options: { fetch?: boolean } = {}): Promise<CompanyScore> {
      const auditor = auditorFor(options.fetch);
      const row = await deps.repo.find(id);
      if (!row) throw new DomainError('not_found', PROSPECT_TEXTS.notFound);
      const result = await judge(row, auditor);
      await store([{ id, score: result.score, reasons: result.reasons }]);
      return result;
    },

    /**
     * Every prospect of the scope, read page by page by id; `concurrency` workers score them (audits
     * in parallel up to that limit); scores are written in transactions of up to 500.
     */
    async scoreAll(options: ScoreAllOptions = {}): Promise<ScoreSummary> {
      const auditor = auditorFor(options.fetch);
      const concurrency = options.concurrency ?? DEFAULT_AUDIT_CONCURRENCY;
      if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_AUDIT_CONCURRENCY) {
        throw DomainError.validation([
          { field: 'concurrency', message: `concurrency must be a whole number from 1 to ${MAX_AUDIT_CONCURRENCY}` },
        ]);
      }
      const scope: ScoringScope = { onlyUnscored: options.onlyUnscored, country: options.country };
      const total = await deps.repo.count(scope);
      const rows = deps.repo.each(scope);
      const summary: ScoreSummary = { total, scored: 0, audited: 0, unreachable: 0, byScore: {} };
      let pending: StoredScore[] = [];
      let writing: Promise<void> = Promise.resolve();
      let failed = false;
      const flush = () => {
        const batch = pending;
        pending = [];
        writing = writing.then(() => store(batch));
        return writing;
      };

      const worker = async () => {
        while (!failed) {
          const next = await rows.next();
          if (next.done) return;
          const result = await judge(next.value, auditor);
          pending.push({ id: result.id, score: result.score, reasons: result.reasons });
          summary.scored += 1;
          summary.byScore[result.score] = (summary.byScore[result.score] ?? 0) + 1;
          if (result.audit) summary.audited += 1;
          if (result.audit && !result.audit.reachable) summary.unreachable += 1;
          options.onProgress?.({
            done: summary.scored,
            total: Math.max(total, summary.scored),
            audited: summary.audited,
            unreachable: summary.unreachable,
          });
          if (pending.length >= FLUSH_EVERY) await flush();
        }
      };
      const outcomes = await Promise.allSettled(
        Array.from({ length: concurrency }, () =>
          worker().catch((error: unknown) => {
            failed = true;
            throw error;
          }),
        ),
      );
      const problem = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (problem) {
        await writing.catch(() => {});
        await rows.return(undefined);
        throw problem.reason;
      }
      await flush();
      return summary;
    },
  };
}

function failedAudit(url: string, error: unknown): WebsiteAudit {
  return {
    url,
    reachable: false,
    finalUrl: null,
    https: false,
    status: null,
    responseTimeMs: null,
    redirects: 0,
    hasViewport: false,
    copyrightYear: null,
    bookingLinks: [],
    socialLinks: [],
    error: 'network',
    detail: error instanceof Error ? error.message : String(error),
  };
}
