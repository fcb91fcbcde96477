import multipart from '@fastify/multipart';
import { idParams, okResponse } from '../../contract/common.js';
import {
  emailCenterSummaryResponse,
  emailRef,
  folderAssignmentInput,
  folderAssignmentResponse,
  folderDeleteResponse,
  folderInput,
  folderListResponse,
  folderResponse,
  labelAssignmentInput,
  labelAssignmentsResponse,
  labelInput,
  labelListResponse,
  labelResponse,
  scheduledAttachmentParams,
  scheduledEmailInput,
  scheduledEmailResponse,
  scheduledListQuery,
  scheduledListResponse,
} from '../../contract/email-center.js';
import type { Core } from '../../core/index.js';
import { readComposeForm } from '../compose-form.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };

/** The Email Center (admin): scheduled e-mails, labels, folders and their assignments, the summary counts. */
export const emailCenterRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const { scheduled, labels, folders } = core.emailCenter;
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get('/api/email_center/summary', { config: admin, schema: { response: { 200: emailCenterSummaryResponse } } }, async () => ({
    success: true as const,
    ...(await core.emailCenter.summary()),
  }));

  // scheduled e-mails
  app.get(
    '/api/scheduled_emails',
    { config: admin, schema: { querystring: scheduledListQuery, response: { 200: scheduledListResponse } } },
    async (request) => ({ success: true as const, scheduled_emails: await scheduled.list(request.query.status) }),
  );
  app.post(
    '/api/scheduled_emails',
    { config: admin, schema: { body: scheduledEmailInput, response: { 200: scheduledEmailResponse } } },
    async (request) => ({ success: true as const, scheduled_email: await scheduled.create(request.body, request.user?.id ?? null) }),
  );
  app.get(
    '/api/scheduled_emails/:id',
    { config: admin, schema: { params: idParams, response: { 200: scheduledEmailResponse } } },
    async (request) => ({ success: true as const, scheduled_email: await scheduled.get(request.params.id) }),
  );
  app.put(
    '/api/scheduled_emails/:id',
    { config: admin, schema: { params: idParams, body: scheduledEmailInput, response: { 200: scheduledEmailResponse } } },
    async (request) => ({ success: true as const, scheduled_email: await scheduled.update(request.params.id, request.body) }),
  );
  app.post(
    '/api/scheduled_emails/:id/cancel',
    { config: admin, schema: { params: idParams, response: { 200: scheduledEmailResponse } } },
    async (request) => ({ success: true as const, scheduled_email: await scheduled.cancel(request.params.id) }),
  );
  /** multipart/form-data with one or more files (any field names): compose's upload rules, 413 / 400 */
  app.post(
    '/api/scheduled_emails/:id/attachments',
    { config: admin, schema: { params: idParams, response: { 200: scheduledEmailResponse } } },
    async (request) => {
      const files = request.isMultipart() ? (await readComposeForm(request, core.attachments)).files : [];
      return { success: true as const, scheduled_email: await scheduled.attach(request.params.id, files) };
    },
  );
  app.delete(
    '/api/scheduled_emails/:id/attachments/:attachmentId',
    { config: admin, schema: { params: scheduledAttachmentParams, response: { 200: scheduledEmailResponse } } },
    async (request) => ({
      success: true as const,
      scheduled_email: await scheduled.detach(request.params.id, request.params.attachmentId),
    }),
  );
  app.delete(
    '/api/scheduled_emails/:id',
    { config: admin, schema: { params: idParams, response: { 200: okResponse } } },
    async (request) => {
      await scheduled.remove(request.params.id);
      return { success: true as const };
    },
  );

  // labels
  app.get('/api/email_labels', { config: admin, schema: { response: { 200: labelListResponse } } }, async () => ({
    success: true as const,
    labels: await labels.list(),
  }));
  app.post('/api/email_labels', { config: admin, schema: { body: labelInput, response: { 200: labelResponse } } }, async (request) => ({
    success: true as const,
    label: await labels.create(request.body),
  }));
  app.put(
    '/api/email_labels/:id',
    { config: admin, schema: { params: idParams, body: labelInput, response: { 200: labelResponse } } },
    async (request) => ({ success: true as const, label: await labels.update(request.params.id, request.body) }),
  );
  app.delete('/api/email_labels/:id', { config: admin, schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await labels.remove(request.params.id);
    return { success: true as const };
  });
  app.get(
    '/api/email_label_assignments',
    { config: admin, schema: { querystring: emailRef, response: { 200: labelAssignmentsResponse } } },
    async (request) => ({ success: true as const, label_ids: await labels.labelsOf(request.query) }),
  );
  app.post(
    '/api/email_label_assignments',
    { config: admin, schema: { body: labelAssignmentInput, response: { 200: labelAssignmentsResponse } } },
    async (request) => ({ success: true as const, label_ids: await labels.assign(request.body.label_id, request.body) }),
  );
  app.delete(
    '/api/email_label_assignments',
    { config: admin, schema: { querystring: labelAssignmentInput, response: { 200: labelAssignmentsResponse } } },
    async (request) => ({ success: true as const, label_ids: await labels.unassign(request.query.label_id, request.query) }),
  );

  // folders
  app.get('/api/email_folders', { config: admin, schema: { response: { 200: folderListResponse } } }, async () => ({
    success: true as const,
    folders: await folders.list(),
  }));
  app.post('/api/email_folders', { config: admin, schema: { body: folderInput, response: { 200: folderResponse } } }, async (request) => ({
    success: true as const,
    folder: await folders.create(request.body),
  }));
  app.put(
    '/api/email_folders/:id',
    { config: admin, schema: { params: idParams, body: folderInput, response: { 200: folderResponse } } },
    async (request) => ({ success: true as const, folder: await folders.update(request.params.id, request.body) }),
  );
  app.delete(
    '/api/email_folders/:id',
    { config: admin, schema: { params: idParams, response: { 200: folderDeleteResponse } } },
    async (request) => ({ success: true as const, moved_emails: await folders.remove(request.params.id) }),
  );
  app.get(
    '/api/email_folder_assignments',
    { config: admin, schema: { querystring: emailRef, response: { 200: folderAssignmentResponse } } },
    async (request) => ({ success: true as const, folder_id: await folders.folderOf(request.query) }),
  );
  app.put(
    '/api/email_folder_assignments',
    { config: admin, schema: { body: folderAssignmentInput, response: { 200: folderAssignmentResponse } } },
    async (request) => ({ success: true as const, folder_id: await folders.move(request.body, request.body.folder_id) }),
  );
};
