import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { idParams, okResponse } from '../../contract/common.js';
import {
  campaignActionResponse,
  campaignCountryQuery,
  campaignCreateRequest,
  campaignListQuery,
  campaignListResponse,
  campaignRecipientsQuery,
  campaignRecipientsResponse,
  campaignResponse,
  campaignSavedResponse,
  campaignUpdateRequest,
  type CampaignUpdateRequest,
} from '../../contract/campaigns.js';
import { CAMPAIGN_TEXTS, DomainError, IMPORT_MAX_BYTES, type Core, type RecipientSource } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { parse } from '../validate.js';

const admin = { access: ['admin' as const] };
const ONE = '/api/email_campaigns/:id';
const LIMITS = { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000_000, parts: 21 };

/** The multipart form of a new campaign: its text fields and the CSV file (`file`), read whole (a CSV of 20 000 addresses is about 1 MB). */
async function readCampaignForm(request: FastifyRequest): Promise<{ fields: Record<string, string>; csv?: Buffer }> {
  const fields: Record<string, string> = {};
  let csv: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && !csv) {
        csv = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = `Soubor je příliš velký. Maximální velikost je ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`;
      throw new DomainError('too_large', message, { fields: [{ field: 'file', message }] });
    }
    throw error instanceof DomainError ? error : DomainError.validation([{ field: 'body', message: CAMPAIGN_TEXTS.badCsv('formulář') }]);
  }
  return { fields, csv };
}

/** The one recipient source a request names: a CSV file, a segment, or pasted addresses; none on an update keeps the recipients. */
function sourceOf(
  body: Pick<CampaignUpdateRequest, 'recipients' | 'segment'>,
  csv: Buffer | undefined,
  required: boolean,
): RecipientSource | undefined {
  const given = [csv !== undefined, body.segment !== undefined, body.recipients !== undefined].filter(Boolean).length;
  if (given > 1) throw DomainError.validation([{ field: 'recipients', message: CAMPAIGN_TEXTS.oneSource }]);
  if (csv !== undefined) return { csv };
  if (body.segment) return { segment: body.segment };
  if (body.recipients !== undefined) return { emails: body.recipients };
  if (required) throw DomainError.validation([{ field: 'recipients', message: CAMPAIGN_TEXTS.noRecipients }]);
  return undefined;
}

/** A multipart form's `segment` field is JSON text. */
const formBody = (fields: Record<string, string>) => {
  const body: Record<string, unknown> = { ...fields };
  if (fields.segment) {
    try {
      body.segment = JSON.parse(fields.segment);
    } catch {
      body.segment = {};
    }
  }
  for (const key of ['html_content', 'text_content', 'scheduled_at']) if (body[key] === '') body[key] = null;
  return body;
};

/** Bulk e-mail campaigns (core.campaigns). Admin only. */
export const emailCampaignRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const campaigns = core.campaigns;
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(
    '/api/email_campaigns',
    { config: admin, schema: { querystring: campaignListQuery, response: { 200: campaignListResponse } } },
    async (request) => ({ success: true as const, ...(await campaigns.list(request.query)) }),
  );

  /** JSON (recipients pasted, or a segment) or multipart/form-data with a CSV `file`: one schema for both, checked once the form is read. */
  app.post(
    '/api/email_campaigns',
    { config: admin, schema: { querystring: campaignCountryQuery, response: { 201: campaignSavedResponse } } },
    async (request, reply) => {
      const form = request.isMultipart() ? await readCampaignForm(request) : { fields: undefined, csv: undefined };
      const body = parse(campaignCreateRequest, form.fields ? formBody(form.fields) : request.body);
      const country = body.country ?? request.query.country ?? request.edition.code;
      const answer = await campaigns.create(
        { ...body, country, scheduled_at: body.scheduled_at || null, created_by: request.user!.id },
        sourceOf(body, form.csv, true)!,
      );
      return reply.status(201).send({ success: true as const, ...answer });
    },
  );

  app.get(
    ONE,
    { config: admin, schema: { params: idParams, querystring: campaignCountryQuery, response: { 200: campaignResponse } } },
    async (request) => ({ success: true as const, campaign: await campaigns.get(request.params.id) }),
  );

  app.put(
    ONE,
    {
      config: admin,
      schema: {
        params: idParams,
        querystring: campaignCountryQuery,
        body: campaignUpdateRequest,
        response: { 200: campaignSavedResponse },
      },
    },
    async (request) => {
      const { recipients, segment, ...input } = request.body;
      const answer = await campaigns.update(request.params.id, input, sourceOf({ recipients, segment }, undefined, false));
      return { success: true as const, ...answer, message: CAMPAIGN_TEXTS.updated };
    },
  );

  app.delete(
    ONE,
    { config: admin, schema: { params: idParams, querystring: campaignCountryQuery, response: { 200: okResponse } } },
    async (request) => {
      await campaigns.remove(request.params.id);
      return { success: true as const };
    },
  );

  for (const action of ['start', 'pause', 'resume', 'cancel'] as const) {
    app.post(
      `${ONE}/${action}`,
      { config: admin, schema: { params: idParams, querystring: campaignCountryQuery, response: { 200: campaignActionResponse } } },
      async (request) => ({ success: true as const, ...(await campaigns[action](request.params.id)) }),
    );
  }

  app.get(
    `${ONE}/recipients`,
    { config: admin, schema: { params: idParams, querystring: campaignRecipientsQuery, response: { 200: campaignRecipientsResponse } } },
    async (request) => ({ success: true as const, ...(await campaigns.recipients(request.params.id, request.query)) }),
  );
};
