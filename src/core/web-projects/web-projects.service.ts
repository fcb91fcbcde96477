import type { WebhostingProjectDto } from '../../contract/hosting.js';
import type { WebProjectCreateRequest, WebProjectDto, WebProjectUpdateRequest } from '../../contract/web-projects.js';
import { DomainError } from '../errors.js';
import type { HostingRepository } from '../hosting/hosting.repository.js';
import { pragueToday } from '../hosting/rules.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import {
  COMPLETED_STATUSES,
  PROSPECT_INTEREST_FOR_PROJECT,
  WEB_PROJECT_PAGE_SIZE,
  WEB_PROJECT_TEXTS,
  type WebProjectFilter,
} from './model.js';
import type { WebProjectFields, WebProjectRepository } from './web-projects.repository.js';

export interface WebProjectServiceDeps {
  uow: UnitOfWork;
  repo: WebProjectRepository;
  /** to answer the hosting project a web project became */
  hosting: Pick<HostingRepository, 'find'>;
  clock: Clock;
}

const notFound = () => new DomainError('not_found', WEB_PROJECT_TEXTS.notFound);

/** A request's fields as columns, without the ones not given. */
const columnsOf = (input: WebProjectUpdateRequest): WebProjectFields =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/** When a status change completes a project, or takes it back: completed_at follows. */
function completion(status: string | undefined, before: { status: string; completed_at: string | null } | undefined, now: Date) {
  if (status === undefined) return {};
  if (!COMPLETED_STATUSES.includes(status)) return { completed_at: null };
  return before && COMPLETED_STATUSES.includes(before.status) && before.completed_at ? {} : { completed_at: now.toISOString() };
}

/**
 * Web projects (admin Webové stránky): the list with its summary, create (also from a prospect who
 * showed interest: the Companies screen's action), edit, delete, and the step to a hosting project.
 */
export function createWebProjectService(deps: WebProjectServiceDeps) {
  /** the day the hosting fields are for (Prague) */
  const today = () => pragueToday(deps.clock.now());
  return {
    async list(query: { country?: string; status?: WebProjectFilter; page: number }) {
      const [page, summary] = await Promise.all([
        deps.repo.list(
          {
            country: query.country,
            status: query.status,
            offset: (query.page - 1) * WEB_PROJECT_PAGE_SIZE,
            limit: WEB_PROJECT_PAGE_SIZE,
          },
          today(),
        ),
        deps.repo.summary(query.country),
      ]);
      return { ...page, page: query.page, page_size: WEB_PROJECT_PAGE_SIZE, summary };
    },

    async get(id: number): Promise<WebProjectDto> {
      const project = await deps.repo.find(id, today());
      if (!project) throw notFound();
      return project;
    },

    /**
     * A new project. With `prospect_id`: the company's name, country and website domain come from the
     * prospect (what the request gives wins), allowed when its website_interest is interested and it
     * has no project that was not cancelled (checked under a lock on the prospect: a double click makes
     * one project).
     */
    async create(input: WebProjectCreateRequest & { country: string }): Promise<WebProjectDto> {
      const { country, prospect_id: prospectId, ...rest } = input;
      const now = deps.clock.now();
      const fields: WebProjectFields = { ...columnsOf(rest), country_code: country, ...completion(rest.status, undefined, now) };
      const id = await deps.uow.write(async (tx) => {
        if (prospectId === undefined) {
          if (!fields.company_name)
            throw DomainError.validation([
              { field: 'company_name', message: WEB_PROJECT_TEXTS.companyName, key: 'webProject.companyName' },
            ]);
          return tx.webProjects.insert(fields, now);
        }
        await tx.webProjects.lockProspect(prospectId);
        const prospect = await tx.webProjects.prospect(prospectId);
        if (!prospect) throw new DomainError('not_found', WEB_PROJECT_TEXTS.prospectNotFound);
        if (prospect.website_interest !== PROSPECT_INTEREST_FOR_PROJECT)
          throw new DomainError('conflict', WEB_PROJECT_TEXTS.notInterested(prospect.name));
        if ((await tx.webProjects.openProjectOf(prospectId)) !== undefined)
          throw new DomainError('conflict', WEB_PROJECT_TEXTS.prospectHasProject(prospect.name));
        return tx.webProjects.insert(
          {
            status: 'interested',
            domain_name: prospect.website_domain,
            ...fields,
            company_name: fields.company_name ?? prospect.name,
            country_code: prospect.country_code,
            prospect_id: prospectId,
          },
          now,
        );
      });
      return (await deps.repo.find(id, today()))!;
    },

    /** Edit; completing a project sets completed_at, taking it back clears it. */
    async update(id: number, input: WebProjectUpdateRequest): Promise<{ project: WebProjectDto; message: string }> {
      const now = deps.clock.now();
      const found = await deps.uow.write(async (tx) => {
        await tx.webProjects.lock(id);
        const before = await tx.webProjects.state(id);
        if (!before) return false;
        return tx.webProjects.update(id, { ...columnsOf(input), ...completion(input.status, before, now) }, now);
      });
      if (!found) throw notFound();
      return { project: (await deps.repo.find(id, today()))!, message: WEB_PROJECT_TEXTS.updated };
    },

    async remove(id: number): Promise<{ message: string }> {
      const name = await deps.uow.write((tx) => tx.webProjects.remove(id));
      if (name === undefined) throw notFound();
      return { message: WEB_PROJECT_TEXTS.deleted(name) };
    },

    /**
     * A completed project becomes a hosting project, once: the company and domain, the prospect's phone,
     * e-mail and address, the site made on the completion day (Prague), the monthly cost its hosting
     * price (the yearly fee follows: 12 x monthly). Under a lock on the project; a second try is a 409.
     */
    async toHosting(id: number): Promise<WebhostingProjectDto> {
      const now = deps.clock.now();
      const hostingId = await deps.uow.write(async (tx) => {
        await tx.webProjects.lock(id);
        const project = await tx.webProjects.find(id, pragueToday(now));
        if (!project) throw notFound();
        const state = (await tx.webProjects.state(id))!;
        if (!COMPLETED_STATUSES.includes(state.status)) throw new DomainError('conflict', WEB_PROJECT_TEXTS.notCompleted);
        if ((await tx.webProjects.hostingOf(id)) !== undefined) throw new DomainError('conflict', WEB_PROJECT_TEXTS.hasHosting);
        const prospect = project.prospect_id === null ? undefined : await tx.webProjects.prospect(project.prospect_id);
        const domain = project.domain_name ?? prospect?.website_domain ?? null;
        if (!domain) throw new DomainError('conflict', WEB_PROJECT_TEXTS.noDomain);
        return tx.hosting.insert(
          {
            country_code: project.country_code,
            web_project_id: project.id,
            prospect_id: project.prospect_id,
            company_name: project.company_name,
            domain,
            website_url: `https://${domain}`,
            monthly_cost: project.hosting_price > 0 ? project.hosting_price : null,
            website_created_date: pragueToday(state.completed_at ? new Date(state.completed_at) : now),
            contact_phone: prospect?.phone ?? null,
            contact_email: prospect?.email ?? null,
            contact_address: prospect?.address ?? null,
            is_demo: project.is_demo,
          },
          now,
        );
      });
      return (await deps.hosting.find(hostingId, pragueToday(now)))!;
    },
  };
}
