import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { idParams, okResponse } from '../../contract/common.js';
import {
  socialAccountCreatedResponse,
  socialAccountListResponse,
  socialAccountRequest,
  socialCartResponse,
  socialCartScheduleRequest,
  socialCartScheduleResponse,
  socialPostCreateRequest,
  socialPostListQuery,
  socialPostListResponse,
  socialPostResponse,
  socialPostUpdateRequest,
  socialStatsResponse,
  socialTemplateListQuery,
  socialTemplateListResponse,
  socialImageParams,
  socialImageQuery,
  socialImageResponse,
} from '../../contract/social.js';
import type { Core, SocialImageViewer, SocialScope } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { readPhotoForm } from './salon-photos.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

type Face = { prefix: string; route: object; scopeOf: (request: FastifyRequest) => SocialScope };

/** The back office's posts (companyId null) and each business's own, under the same routes. */
const FACES: Face[] = [
  { prefix: '/api/admin/social', route: { config: { access: ['admin' as const] } }, scopeOf: () => ({ companyId: null }) },
  { prefix: '/api/company/social', route: companyRoute, scopeOf: (request) => ({ companyId: companyIdOf(request) }) },
];

/** Who asks for an image: an admin, a company's account (its company), else nobody. */
const viewerOf = (request: FastifyRequest): SocialImageViewer =>
  !request.user ? null : request.user.role === 'admin' ? { admin: true } : { admin: false, companyId: request.user.company_id };

/**
 * Social posting (core.social): posts, the post cart, connected accounts, templates with their filled
 * preview, statistics. The admin's are the back office's; a business sees only its own (another
 * company's post is 404).
 */
export const socialRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const { posts, accounts, templates, images } = core.social;
  await app.register(multipart, { throwFileSizeLimit: true });

  // an uploaded post image under its unguessable name: public once a published post shows it; before
  // that only for its company (and admins) or through the publisher's signed address; anyone else 404
  app.get(
    '/media/social/:name',
    { config: { access: 'public' }, schema: { params: socialImageParams, querystring: socialImageQuery } },
    async (request, reply) => {
      const file = await images.file(request.params.name, viewerOf(request), request.query);
      reply.header('vary', 'Authorization');
      if (!file) return reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('cache-control', file.published ? 'public, max-age=86400' : 'private, no-store')
        .header('etag', `"${file.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(file.content);
    },
  );
  for (const { prefix, route, scopeOf } of FACES) {
    const ONE = `${prefix}/posts/:id`;
    app.get(
      `${prefix}/posts`,
      { ...route, schema: { querystring: socialPostListQuery, response: { 200: socialPostListResponse } } },
      async (request) => ({ success: true as const, ...(await posts.list(scopeOf(request), request.query)) }),
    );
    app.post(
      `${prefix}/posts`,
      { ...route, schema: { body: socialPostCreateRequest, response: { 201: socialPostResponse } } },
      async (request, reply) => {
        const post = await posts.create(scopeOf(request), request.body, request.user?.id ?? null);
        return reply.status(201).send({ success: true as const, post });
      },
    );
    app.get(ONE, { ...route, schema: { params: idParams, response: { 200: socialPostResponse } } }, async (request) => ({
      success: true as const,
      post: await posts.get(scopeOf(request), request.params.id),
    }));
    app.put(
      ONE,
      { ...route, schema: { params: idParams, body: socialPostUpdateRequest, response: { 200: socialPostResponse } } },
      async (request) => ({ success: true as const, post: await posts.update(scopeOf(request), request.params.id, request.body) }),
    );
    app.delete(ONE, { ...route, schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
      await posts.remove(scopeOf(request), request.params.id);
      return { success: true as const };
    });
    app.post(
      `${ONE}/mark-published`,
      { ...route, schema: { params: idParams, response: { 200: socialPostResponse } } },
      async (request) => ({ success: true as const, post: await posts.markPublished(scopeOf(request), request.params.id) }),
    );

    app.get(`${prefix}/cart`, { ...route, schema: { response: { 200: socialCartResponse } } }, async (request) => ({
      success: true as const,
      posts: await posts.cart.list(scopeOf(request)),
    }));
    app.put(`${prefix}/cart/:id`, { ...route, schema: { params: idParams, response: { 200: socialPostResponse } } }, async (request) => ({
      success: true as const,
      post: await posts.cart.add(scopeOf(request), request.params.id),
    }));
    app.delete(
      `${prefix}/cart/:id`,
      { ...route, schema: { params: idParams, response: { 200: socialPostResponse } } },
      async (request) => ({ success: true as const, post: await posts.cart.remove(scopeOf(request), request.params.id) }),
    );
    app.post(
      `${prefix}/cart/schedule`,
      { ...route, schema: { body: socialCartScheduleRequest, response: { 200: socialCartScheduleResponse } } },
      async (request) => ({ success: true as const, ...(await posts.cart.schedule(scopeOf(request), request.body.scheduled_date)) }),
    );

    // multipart `file`: read from the stream, not by a body schema; answers the URL for `image_url`
    app.post(`${prefix}/images`, { ...route, schema: { response: { 201: socialImageResponse } } }, async (request, reply) => {
      const scope = scopeOf(request);
      const form = await readPhotoForm(request);
      return reply.status(201).send({ success: true as const, image: await images.upload(scope, form) });
    });

    app.get(`${prefix}/accounts`, { ...route, schema: { response: { 200: socialAccountListResponse } } }, async (request) => ({
      success: true as const,
      ...(await accounts.list(scopeOf(request))),
    }));
    app.post(
      `${prefix}/accounts`,
      { ...route, schema: { body: socialAccountRequest, response: { 201: socialAccountCreatedResponse } } },
      async (request, reply) =>
        reply.status(201).send({ success: true as const, ...(await accounts.connect(scopeOf(request), request.body)) }),
    );
    app.delete(`${prefix}/accounts/:id`, { ...route, schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
      await accounts.disconnect(scopeOf(request), request.params.id);
      return { success: true as const };
    });

    app.get(
      `${prefix}/templates`,
      { ...route, schema: { querystring: socialTemplateListQuery, response: { 200: socialTemplateListResponse } } },
      async (request) => ({ success: true as const, templates: await templates.list(scopeOf(request), request.query) }),
    );
    app.get(`${prefix}/stats`, { ...route, schema: { response: { 200: socialStatsResponse } } }, async (request) => ({
      success: true as const,
      stats: await core.social.stats(scopeOf(request)),
    }));
  }
};
