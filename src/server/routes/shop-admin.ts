import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { idParams } from '../../contract/common.js';
import {
  adminOrderListQuery,
  adminOrderListResponse,
  adminProductListQuery,
  adminProductListResponse,
  adminProductResponse,
  orderResponse,
  orderStatusRequest,
  productCreateRequest,
  productDeleteResponse,
  productImageParams,
  productUpdateRequest,
  promoItemCreateRequest,
  promoItemDeleteResponse,
  promoItemListQuery,
  promoItemListResponse,
  promoItemResponse,
  promoItemUpdateRequest,
} from '../../contract/shop.js';
import { DomainError, PHOTO_MAX_BYTES, photoTooLarge, SALON_TEXTS, type Core } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';

const admin = { access: ['admin' as const] };
const LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 };

/** The image form: `file` (read whole) and an optional `alt`; the name and the bytes are judged by core. */
async function readImageForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw DomainError.validation([{ field: 'file', message: SALON_TEXTS.photoMissing }]);
  let file: { filename: string; content: Buffer } | undefined;
  let alt: string | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'alt' && typeof part.value === 'string') alt = part.value;
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume();
      } else {
        file = { filename: part.filename ?? '', content: await part.toBuffer() };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    throw error instanceof DomainError ? error : DomainError.validation([{ field: 'file', message: SALON_TEXTS.badForm }]);
  }
  if (!file) throw DomainError.validation([{ field: 'file', message: SALON_TEXTS.photoMissing }]);
  return { ...file, alt };
}

/** The back office's E-shop (core.shop.admin): products and their images, promotional items, orders and their CSV. Admin only. */
export const shopAdminRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const { products, promoItems, orders } = core.shop.admin;
  await app.register(multipart, { throwFileSizeLimit: true });

  app.get(
    '/api/admin/shop/products',
    { config: admin, schema: { querystring: adminProductListQuery, response: { 200: adminProductListResponse } } },
    async (request) => ({ success: true as const, ...(await products.list(request.query)) }),
  );
  app.post(
    '/api/admin/shop/products',
    { config: admin, schema: { body: productCreateRequest, response: { 201: adminProductResponse } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, ...(await products.create(request.body, request.edition.code)) }),
  );
  app.get(
    '/api/admin/shop/products/:id',
    { config: admin, schema: { params: idParams, response: { 200: adminProductResponse } } },
    async (request) => ({ success: true as const, product: await products.get(request.params.id) }),
  );
  app.put(
    '/api/admin/shop/products/:id',
    { config: admin, schema: { params: idParams, body: productUpdateRequest, response: { 200: adminProductResponse } } },
    async (request) => ({ success: true as const, ...(await products.update(request.params.id, request.body)) }),
  );
  app.delete(
    '/api/admin/shop/products/:id',
    { config: admin, schema: { params: idParams, response: { 200: productDeleteResponse } } },
    async (request) => ({ success: true as const, ...(await products.remove(request.params.id)) }),
  );
  // multipart: the form is read from the stream, not by a body schema
  app.post(
    '/api/admin/shop/products/:id/images',
    { config: admin, schema: { params: idParams, response: { 201: adminProductResponse } } },
    async (request, reply) => {
      const form = await readImageForm(request);
      return reply.status(201).send({ success: true as const, product: await products.addImage(request.params.id, form) });
    },
  );
  app.delete(
    '/api/admin/shop/products/:id/images/:imageId',
    { config: admin, schema: { params: productImageParams, response: { 200: adminProductResponse } } },
    async (request) => ({ success: true as const, product: await products.deleteImage(request.params.id, request.params.imageId) }),
  );

  app.get('/api/admin/shop/orders', { config: admin, schema: { querystring: adminOrderListQuery } }, async (request, reply) => {
    if (request.query.format === 'csv') {
      const file = await orders.csv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.content);
    }
    const answer = adminOrderListResponse.parse({ success: true, ...(await orders.list(request.query)) });
    return reply.send(answer);
  });
  app.post(
    '/api/admin/shop/orders/:id/status',
    { config: admin, schema: { params: idParams, body: orderStatusRequest, response: { 200: orderResponse } } },
    async (request) => ({ success: true as const, ...(await core.shop.orders.setStatus(request.params.id, request.body.status)) }),
  );

  app.get(
    '/api/admin/shop/promo-items',
    { config: admin, schema: { querystring: promoItemListQuery, response: { 200: promoItemListResponse } } },
    async (request) => ({
      success: true as const,
      items: await promoItems.list(request.query),
      categories: await promoItems.categories(request.query.country),
    }),
  );
  app.post(
    '/api/admin/shop/promo-items',
    { config: admin, schema: { body: promoItemCreateRequest, response: { 201: promoItemResponse } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, ...(await promoItems.create(request.body, request.edition.code)) }),
  );
  app.put(
    '/api/admin/shop/promo-items/:id',
    { config: admin, schema: { params: idParams, body: promoItemUpdateRequest, response: { 200: promoItemResponse } } },
    async (request) => ({ success: true as const, ...(await promoItems.update(request.params.id, request.body)) }),
  );
  app.delete(
    '/api/admin/shop/promo-items/:id',
    { config: admin, schema: { params: idParams, response: { 200: promoItemDeleteResponse } } },
    async (request) => ({ success: true as const, ...(await promoItems.remove(request.params.id)) }),
  );
};
