import { idParams, slugParams } from '../../contract/common.js';
import {
  cartAddRequest,
  cartMergeRequest,
  cartPutRequest,
  cartResponse,
  orderCreatedResponse,
  orderCreateHeaders,
  orderCreateRequest,
  orderListQuery,
  orderListResponse,
  orderResponse,
  productListQuery,
  productListResponse,
  productResponse,
  productReviewRequest,
  productReviewResponse,
  promoItemListQuery,
  promoItemListResponse,
  shopFacetsQuery,
  shopFacetsResponse,
} from '../../contract/shop.js';
import { type Core, SHOP_TEXTS } from '../../core/index.js';
import type { RoutesPlugin } from '../typed-routes.js';
import { companyIdOf, companyRoute } from './salon-scope.js';

const open = { access: 'public' as const };
/** any logged-in account: customer, company or admin */
const user = { access: 'user' as const };

/** The e-shop's public catalogue, the logged-in user's cart and orders, and the company's orders (core.shop). */
export const shopRoutes: RoutesPlugin<{ core: Core }> = async (app, { core }) => {
  const { catalogue, cart, orders } = core.shop;

  app.get(
    '/api/shop/products',
    { config: open, schema: { querystring: productListQuery, response: { 200: productListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await catalogue.list(request.query.country ?? request.edition.code, request.query)),
    }),
  );

  app.get(
    '/api/shop/facets',
    { config: open, schema: { querystring: shopFacetsQuery, response: { 200: shopFacetsResponse } } },
    async (request) => ({ success: true as const, ...(await catalogue.facets(request.query.country ?? request.edition.code)) }),
  );

  app.get(
    '/api/shop/products/:slug',
    { config: open, schema: { params: slugParams, response: { 200: productResponse } } },
    async (request) => ({ success: true as const, ...(await catalogue.detail(request.params.slug, request.user?.id ?? null)) }),
  );

  app.post(
    '/api/shop/products/:slug/reviews',
    { config: user, schema: { params: slugParams, body: productReviewRequest, response: { 201: productReviewResponse } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, ...(await catalogue.review(request.params.slug, request.user!.id, request.body)) }),
  );

  app.get(
    '/api/shop/promo-items',
    { config: open, schema: { querystring: promoItemListQuery, response: { 200: promoItemListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await catalogue.promoItems({ ...request.query, country: request.query.country ?? request.edition.code })),
    }),
  );

  app.get('/api/shop/cart', { config: user, schema: { response: { 200: cartResponse } } }, async (request) => ({
    success: true as const,
    cart: await cart.view(request.user!.id),
  }));

  app.put('/api/shop/cart', { config: user, schema: { body: cartPutRequest, response: { 200: cartResponse } } }, async (request) => ({
    success: true as const,
    cart: await cart.put(request.user!.id, request.body),
  }));

  app.post(
    '/api/shop/cart/items',
    { config: user, schema: { body: cartAddRequest, response: { 200: cartResponse } } },
    async (request) => ({
      success: true as const,
      cart: await cart.add(request.user!.id, request.body),
    }),
  );

  app.post(
    '/api/shop/cart/merge',
    { config: user, schema: { body: cartMergeRequest, response: { 200: cartResponse } } },
    async (request) => ({
      success: true as const,
      cart: await cart.merge(request.user!.id, request.body),
    }),
  );

  app.post(
    '/api/shop/orders',
    {
      config: { ...user, rateLimitBucket: 'orders' },
      schema: {
        headers: orderCreateHeaders,
        body: orderCreateRequest,
        response: { 200: orderCreatedResponse, 201: orderCreatedResponse },
      },
    },
    async (request, reply) => {
      // the order, then (card) its Stripe Checkout page: core.payments.cards
      const placed = await core.payments.cards.placeOrder(request.user!.id, request.body, request.headers['idempotency-key']);
      return reply
        .status(placed.replayed ? 200 : 201)
        .send({ success: true as const, message: SHOP_TEXTS.orderCreated(placed.order.number), ...placed });
    },
  );

  app.get(
    '/api/shop/orders',
    { config: user, schema: { querystring: orderListQuery, response: { 200: orderListResponse } } },
    async (request) => ({
      success: true as const,
      ...(await orders.listOwn(request.user!.id, request.query)),
    }),
  );

  app.get('/api/shop/orders/:id', { config: user, schema: { params: idParams, response: { 200: orderResponse } } }, async (request) => ({
    success: true as const,
    order: await orders.findOwn(request.user!.id, request.user!.company_id ?? null, request.params.id),
  }));

  app.post(
    '/api/shop/orders/:id/cancel',
    { config: user, schema: { params: idParams, response: { 200: orderResponse } } },
    async (request) => ({
      success: true as const,
      ...(await orders.cancelOwn(request.user!.id, request.user!.company_id ?? null, request.params.id)),
    }),
  );

  app.get(
    '/api/company/shop/orders',
    { ...companyRoute, schema: { querystring: orderListQuery, response: { 200: orderListResponse } } },
    async (request) => ({ success: true as const, ...(await orders.listOfCompany(companyIdOf(request), request.query)) }),
  );

  // a stored product image: public (it shows in the catalogue), immutable under its id
  app.get('/media/shop/images/:id', { config: open, schema: { params: idParams } }, async (request, reply) => {
    const file = await catalogue.imageFile(request.params.id);
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    const etag = `"${file.sha256}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(file.contentType).header('content-length', String(file.size)).send(file.content);
  });
};
