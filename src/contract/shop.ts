import { z } from 'zod';
import { countryCode } from './common.js';
import { messageKeys } from './messages.js';
import { orderPaymentDto } from './card-payments.js';
import { transferDetailsDto } from './payments-bank.js';

/**
 * The equipment e-shop: catalogue, promotional items, the server cart, orders.
 *
 * Money: every amount is an integer in the edition currency's minor units (haléře, euro cents, grosze)
 * with `currency` beside it. A product's `price` is the price WITH VAT (what the shop shows and the
 * buyer pays); an order line's VAT is taken out of its gross total:
 * `line_vat = round(line_total * rate / (100 + rate))`, `line_net = line_total - line_vat`; an order's
 * totals are the sums of its lines. The VAT rate is the edition's (`vat_rates`: CZ 21, SK 23, PL 23).
 */
const M = messageKeys('shop');
type ShopMessageKey = (typeof M)[keyof typeof M];

/** The edition's currency (one per country). */
export const SHOP_CURRENCY = { CZ: 'CZK', SK: 'EUR', PL: 'PLN' } as const;

/** The main categories (the directory's six category slugs): who the equipment is for. */
export const SHOP_CATEGORIES = ['krasa', 'wellness', 'zdravi', 'sport', 'auto', 'zvirata'] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
export const SHOP_CATEGORY_LABELS: Record<ShopCategory, string> = {
  krasa: 'Krása',
  wellness: 'Wellness',
  zdravi: 'Zdraví',
  sport: 'Sport',
  auto: 'Auto',
  zvirata: 'Zvířata',
};
/** The six e-shop subcategories: what kind of equipment it is. */
export const SHOP_SUBCATEGORIES = ['nabytek', 'pristroje', 'naradi', 'kosmetika', 'spotrebni-material', 'textil'] as const;
export type ShopSubcategory = (typeof SHOP_SUBCATEGORIES)[number];
export const SHOP_SUBCATEGORY_LABELS: Record<ShopSubcategory, string> = {
  nabytek: 'Nábytek',
  pristroje: 'Přístroje',
  naradi: 'Nářadí a pomůcky',
  kosmetika: 'Kosmetika a přípravky',
  'spotrebni-material': 'Spotřební materiál',
  textil: 'Textil a oděvy',
};

const SHOP_SORTS = ['name', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const PAYMENT_METHODS = ['card', 'bank_transfer', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Platební karta',
  bank_transfer: 'Bankovní převod',
  cash_on_delivery: 'Dobírka',
};

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Čeká na platbu',
  paid: 'Zaplaceno',
  shipped: 'Odesláno',
  delivered: 'Doručeno',
  cancelled: 'Zrušeno',
};
/**
 * The status changes an admin may make. pending -> shipped only for cash on delivery (paid at the
 * door); cancelling returns the order's stock. An order's `next_statuses` lists what applies to it.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'shipped', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The shipping address's country when an order gives none (the salon's promotional-items form always sends it). */
export const DEFAULT_SHIPPING_COUNTRY = 'Česká republika';

// ---------------------------------------------------------------- catalogue

const productSpecification = z.object({
  name: z.string({ error: M.specification }).trim().min(1, { error: M.specification }).max(100, { error: M.specification }),
  value: z.string({ error: M.specification }).trim().max(500, { error: M.specification }),
});
export type ProductSpecification = z.infer<typeof productSpecification>;

const productImageDto = z.object({
  id: z.number(),
  /** GET /media/shop/images/{id} */
  url: z.string(),
  position: z.number(),
  alt: z.string().nullable(),
});
export type ProductImageDto = z.infer<typeof productImageDto>;

/** A product in a list (catalogue, cart, admin). */
const productSummaryDto = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.enum(SHOP_CATEGORIES),
  subcategory: z.enum(SHOP_SUBCATEGORIES),
  country_code: countryCode,
  currency: z.string(),
  /** with VAT, minor units */
  price: z.number(),
  /** the price before the sale, with VAT, minor units; null: not on sale */
  original_price: z.number().nullable(),
  is_on_sale: z.boolean(),
  /** whole percent off original_price (0 when not on sale) */
  sale_percentage: z.number(),
  /** original_price - price (0 when not on sale) */
  savings: z.number(),
  vat_rate: z.number(),
  stock: z.number(),
  in_stock: z.boolean(),
  /** 0..5, one decimal, from buyers' reviews */
  rating: z.number(),
  review_count: z.number(),
  features: z.array(z.string()),
  /** the first image, or null */
  image_url: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type ProductSummaryDto = z.infer<typeof productSummaryDto>;

const productReviewDto = z.object({
  id: z.number(),
  /** the buyer's first name and the initial of the surname */
  author: z.string(),
  rating: z.number(),
  text: z.string(),
  created_at: z.string(),
});
export type ProductReviewDto = z.infer<typeof productReviewDto>;

/** A product's detail (the detail modal, the admin's edit form). */
const productDetailDto = productSummaryDto.extend({
  description: z.string(),
  specifications: z.array(productSpecification),
  tags: z.array(z.string()),
  images: z.array(productImageDto),
  is_demo: z.boolean(),
  updated_at: z.string(),
});
export type ProductDetailDto = z.infer<typeof productDetailDto>;

const optionalCountry = z.preprocess((v) => (typeof v === 'string' && v ? v.toUpperCase() : undefined), countryCode.optional());
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean({ error: M.flag }),
);
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /api/shop/products: the catalogue of an edition (`country`, default the request's edition).
 * `max_price` is in whole units of the currency (the slider's 0–100000), compared with the price with VAT.
 */
export const productListQuery = z.object({
  country: optionalCountry,
  category: z.preprocess(emptyAsUndefined, z.enum(SHOP_CATEGORIES, { error: M.category }).optional()),
  subcategory: z.preprocess(emptyAsUndefined, z.enum(SHOP_SUBCATEGORIES, { error: M.subcategory }).optional()),
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(100, { error: M.query }).optional()),
  brand: z.preprocess(emptyAsUndefined, z.string().trim().max(100, { error: M.brand }).optional()),
  max_price: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: M.maxPrice })
      .int({ error: M.maxPrice })
      .min(0, { error: M.maxPrice })
      .max(100_000, { error: M.maxPrice })
      .optional(),
  ),
  in_stock: flag.optional(),
  sort: z.preprocess(emptyAsUndefined, z.enum(SHOP_SORTS, { error: M.sort }).default('name')),
  page: z.coerce.number({ error: M.page }).int({ error: M.page }).min(1, { error: M.page }).max(100_000, { error: M.page }).default(1),
  limit: z.coerce.number({ error: M.limit }).int({ error: M.limit }).min(1, { error: M.limit }).max(100, { error: M.limit }).default(24),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productListResponse = z.object({
  success: z.literal(true),
  products: z.array(productSummaryDto),
  /** all products matching the filters (the screen's product count) */
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  currency: z.string(),
  vat_rate: z.number(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

/** GET /api/shop/facets?country: what the filters offer (active products of the edition). */
export const shopFacetsQuery = z.object({ country: optionalCountry });
export const shopFacetsResponse = z.object({
  success: z.literal(true),
  brands: z.array(z.string()),
  categories: z.array(z.object({ category: z.enum(SHOP_CATEGORIES), label: z.string(), count: z.number() })),
  subcategories: z.array(z.object({ subcategory: z.enum(SHOP_SUBCATEGORIES), label: z.string(), count: z.number() })),
  /** the highest price with VAT, minor units (0 without products) */
  max_price: z.number(),
  currency: z.string(),
  vat_rate: z.number(),
});
export type ShopFacetsResponse = z.infer<typeof shopFacetsResponse>;

/** GET /api/shop/products/{slug}: an active product (an inactive or unknown slug is 404). */
export const productResponse = z.object({
  success: z.literal(true),
  product: productDetailDto,
  /** the latest 50 reviews, newest first */
  reviews: z.array(productReviewDto),
  /** whether the caller (logged in) may review it: bought it in a delivered order and not reviewed yet */
  can_review: z.boolean(),
});
export type ProductResponse = z.infer<typeof productResponse>;

/** POST /api/shop/products/{slug}/reviews: a buyer of a delivered order, once per product. */
export const productReviewRequest = z.object({
  rating: z.coerce.number({ error: M.rating }).int({ error: M.rating }).min(1, { error: M.rating }).max(5, { error: M.rating }),
  text: z.string({ error: M.reviewText }).trim().min(1, { error: M.reviewText }).max(2000, { error: M.reviewText }),
});
export type ProductReviewRequest = z.infer<typeof productReviewRequest>;
export const productReviewResponse = z.object({ success: z.literal(true), message: z.string(), review: productReviewDto });

// ---------------------------------------------------------------- promotional items

const promoItemDto = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  country_code: countryCode,
  currency: z.string(),
  /** per piece, with VAT, minor units */
  price: z.number(),
  vat_rate: z.number(),
  /** the least pieces one order line may have */
  min_order: z.number(),
  material: z.string().nullable(),
  colors: z.array(z.string()),
  printing: z.string().nullable(),
  available: z.boolean(),
  /** how many orders included it */
  orders_count: z.number(),
  image_url: z.string().nullable(),
  description: z.string().nullable(),
  is_demo: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromoItemDto = z.infer<typeof promoItemDto>;

/** GET /api/shop/promo-items?country&category&q (available items; the admin's list shows all). */
export const promoItemListQuery = z.object({
  country: optionalCountry,
  category: z.preprocess(emptyAsUndefined, z.string().trim().max(100, { error: M.category }).optional()),
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(100, { error: M.query }).optional()),
});
export const promoItemListResponse = z.object({
  success: z.literal(true),
  items: z.array(promoItemDto),
  categories: z.array(z.string()),
});

// ---------------------------------------------------------------- cart

const productId = z.coerce.number({ error: M.productId }).int({ error: M.productId }).positive({ error: M.productId });
/** upper bound of the schema; the configured limit (MARKETPLACE_SHOP_MAX_LINE_QUANTITY) is checked by core */
const quantity = z.coerce
  .number({ error: M.quantity })
  .int({ error: M.quantity })
  .min(0, { error: M.quantity })
  .max(100_000, { error: M.quantity });
const positiveQuantity = z.coerce
  .number({ error: M.quantity })
  .int({ error: M.quantity })
  .min(1, { error: M.quantity })
  .max(100_000, { error: M.quantity });

const cartLineDto = z.object({
  product_id: z.number(),
  quantity: z.number(),
  product: productSummaryDto,
  /** price x quantity, minor units */
  line_total: z.number(),
});
/** The logged-in user's server cart (one per user; the salon's drawer and /eshop show the same). */
const cartDto = z.object({
  items: z.array(cartLineDto),
  /** pieces in the cart (the badge) */
  count: z.number(),
  /** with VAT, minor units; per currency the products are in (normally one) */
  total: z.number(),
  currency: z.string(),
  updated_at: z.string().nullable(),
});
export type CartDto = z.infer<typeof cartDto>;
export const cartResponse = z.object({ success: z.literal(true), cart: cartDto });
export type CartResponse = z.infer<typeof cartResponse>;

/**
 * PUT /api/shop/cart: sets the quantity of each line named (0 removes it); other lines stay unless
 * `replace` is true (then the cart becomes exactly `items`).
 */
export const cartPutRequest = z.object({
  items: z.array(z.object({ product_id: productId, quantity }), { error: M.items }).max(200, { error: M.items }),
  replace: z.boolean().default(false),
});
export type CartPutRequest = z.infer<typeof cartPutRequest>;
/** POST /api/shop/cart/items: adds pieces ('Do košíku'); adding a product again raises its quantity. */
export const cartAddRequest = z.object({ product_id: productId, quantity: positiveQuantity.default(1) });
export type CartAddRequest = z.infer<typeof cartAddRequest>;
/**
 * POST /api/shop/cart/merge (at login, with the visitor's local cart): a product in both keeps the
 * larger quantity (so merging the same local cart twice changes nothing); unknown or inactive products
 * are skipped.
 */
export const cartMergeRequest = z.object({
  items: z.array(z.object({ product_id: productId, quantity: positiveQuantity }), { error: M.items }).max(200, { error: M.items }),
});
export type CartMergeRequest = z.infer<typeof cartMergeRequest>;

// ---------------------------------------------------------------- orders

const requiredText = (key: ShopMessageKey, max: number) => z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });

const shippingAddress = z.object({
  street: requiredText(M.street, 200),
  city: requiredText(M.city, 100),
  postalCode: z.string({ error: M.postalCode }).trim().max(20, { error: M.postalCode }).optional().default(''),
  country: z
    .string({ error: M.country })
    .trim()
    .min(1, { error: M.country })
    .max(100, { error: M.country })
    .default(DEFAULT_SHIPPING_COUNTRY),
});

/** One line of an order: a product or a promotional item (exactly one of the two). */
const orderItemRequest = z
  .object({
    product_id: productId.optional(),
    promo_item_id: z.coerce.number({ error: M.promoItemId }).int({ error: M.promoItemId }).positive({ error: M.promoItemId }).optional(),
    quantity: positiveQuantity,
  })
  .refine((item) => (item.product_id === undefined) !== (item.promo_item_id === undefined), { error: M.itemKind, path: ['product_id'] });

/**
 * POST /api/shop/orders (logged in; a company user's order is the company's). Prices come from the
 * catalogue. `Idempotency-Key` header (optional): a retry answers the first order (200). `clear_cart`:
 * the ordered products leave the user's server cart in the order's transaction.
 */
export const orderCreateRequest = z.object({
  items: z.array(orderItemRequest, { error: M.items }).min(1, { error: M.items }).max(100, { error: M.items }),
  shipping_address: shippingAddress,
  payment_method: z.enum(PAYMENT_METHODS, { error: M.paymentMethod }),
  note: z.string({ error: M.note }).trim().max(1000, { error: M.note }).optional(),
  clear_cart: z.boolean().default(false),
});
export type OrderCreateRequest = z.infer<typeof orderCreateRequest>;

const shopIdempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/);
export const orderCreateHeaders = z.object({ 'idempotency-key': shopIdempotencyKey.optional() });

const orderLineDto = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  promo_item_id: z.number().nullable(),
  /** the product's slug when it still exists */
  product_slug: z.string().nullable(),
  /** copied at order time */
  name: z.string(),
  /** with VAT, minor units, copied at order time */
  unit_price: z.number(),
  quantity: z.number(),
  vat_rate: z.number(),
  line_net: z.number(),
  line_vat: z.number(),
  /** with VAT */
  line_total: z.number(),
});

const orderDto = z.object({
  id: z.number(),
  /** e.g. OBJ-2026-000123 */
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_label: z.string(),
  /** what an admin may set next (ORDER_TRANSITIONS for this order) */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_method_label: z.string(),
  user_id: z.number().nullable(),
  company_id: z.number().nullable(),
  company_name: z.string().nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  country_code: countryCode,
  currency: z.string(),
  subtotal_net: z.number(),
  vat_total: z.number(),
  /** with VAT: what is paid */
  total: z.number(),
  /** the order number's digits (bank transfer) */
  variable_symbol: z.string(),
  shipping_address: z.object({ street: z.string(), city: z.string(), postalCode: z.string(), country: z.string() }),
  note: z.string().nullable(),
  lines: z.array(orderLineDto),
  /**
   * for bank transfer: where to pay (the account from configuration, its IBAN), the variable symbol, the amount and
   * the note for the payee, in the edition's standard: `spayd` (CZ, QR Platba), `pay_by_square` (SK), `text` (all);
   * the QR code's PNG is GET /api/shop/orders/{id}/payment-qr.png
   */
  payment_instructions: transferDetailsDto
    .extend({ spayd: z.string().nullable(), pay_by_square: z.string().nullable(), text: z.string() })
    .nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  updated_at: z.string(),
  /** the order's payment with its refunds (the admin's orders; null: cash on delivery) */
  payment: orderPaymentDto.nullable().optional(),
});
export type OrderDto = z.infer<typeof orderDto>;

/** 201 'Objednávka {number} byla úspěšně vytvořena!' (200 with the first order for a replayed Idempotency-Key). */
export const orderCreatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderDto,
  replayed: z.boolean(),
  /** card: `checkout_url`, where the web sends the customer to pay (null with `error` when Stripe could not be reached); null: cash on delivery */
  payment: orderPaymentDto.nullable(),
});
export type OrderCreatedResponse = z.infer<typeof orderCreatedResponse>;
export const orderResponse = z.object({ success: z.literal(true), order: orderDto, message: z.string().optional() });
export type OrderResponse = z.infer<typeof orderResponse>;
/**
 * GET /api/shop/orders/{id}/payment-status (the order page after Stripe Checkout: a card payment still awaiting
 * is looked up at Stripe and settled when paid), POST /api/shop/orders/{id}/checkout (a new payment page).
 */
export const orderPaymentResponse = z.object({
  success: z.literal(true),
  order: orderDto,
  payment: orderPaymentDto.nullable(),
  message: z.string().optional(),
});
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponse>;

/** GET /api/shop/orders (own), GET /api/company/shop/orders (the company's). */
export const orderListQuery = z.object({
  status: z.preprocess(emptyAsUndefined, z.enum(ORDER_STATUSES, { error: M.status }).optional()),
  page: z.coerce.number({ error: M.page }).int({ error: M.page }).min(1, { error: M.page }).max(100_000, { error: M.page }).default(1),
  limit: z.coerce.number({ error: M.limit }).int({ error: M.limit }).min(1, { error: M.limit }).max(100, { error: M.limit }).default(20),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;
export const orderListResponse = z.object({
  success: z.literal(true),
  orders: z.array(orderDto),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type OrderListResponse = z.infer<typeof orderListResponse>;

// ---------------------------------------------------------------- admin

const calendarDate = z.string({ error: M.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.date });

/** GET /api/admin/shop/orders: `from`/`to` are calendar days in Prague (inclusive); `format=csv` exports all matching. */
export const adminOrderListQuery = orderListQuery.extend({
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(100, { error: M.query }).optional()),
  from: z.preprocess(emptyAsUndefined, calendarDate.optional()),
  to: z.preprocess(emptyAsUndefined, calendarDate.optional()),
  country: optionalCountry,
  format: z.preprocess(emptyAsUndefined, z.enum(['json', 'csv'], { error: M.format }).default('json')),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;
export const adminOrderListResponse = orderListResponse.extend({
  /** counts per status over the filters other than status */
  counts: z.record(z.string(), z.number()),
});

/** POST /api/admin/shop/orders/{id}/status: only ORDER_TRANSITIONS (else 409); cancelled returns the stock. */
export const orderStatusRequest = z.object({ status: z.enum(ORDER_STATUSES, { error: M.status }) });

/** GET /api/admin/shop/products: every product (active or not) of every edition unless filtered. */
export const adminProductListQuery = z.object({
  country: optionalCountry,
  category: z.preprocess(emptyAsUndefined, z.enum(SHOP_CATEGORIES, { error: M.category }).optional()),
  subcategory: z.preprocess(emptyAsUndefined, z.enum(SHOP_SUBCATEGORIES, { error: M.subcategory }).optional()),
  q: z.preprocess(emptyAsUndefined, z.string().trim().max(100, { error: M.query }).optional()),
  active: flag.optional(),
  /** only products with at most this many pieces (low stock) */
  max_stock: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: M.stock }).int({ error: M.stock }).min(0, { error: M.stock }).optional(),
  ),
  sort: z.preprocess(emptyAsUndefined, z.enum(SHOP_SORTS, { error: M.sort }).default('newest')),
  page: z.coerce.number({ error: M.page }).int({ error: M.page }).min(1, { error: M.page }).max(100_000, { error: M.page }).default(1),
  limit: z.coerce.number({ error: M.limit }).int({ error: M.limit }).min(1, { error: M.limit }).max(100, { error: M.limit }).default(50),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuery>;
export const adminProductListResponse = z.object({
  success: z.literal(true),
  products: z.array(productDetailDto),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponse>;

const money = (key: ShopMessageKey) =>
  z.coerce.number({ error: key }).int({ error: key }).min(0, { error: key }).max(1_000_000_000, { error: key });
const productFields = {
  name: requiredText(M.name, 200),
  /** default: made from the name; unique */
  slug: z
    .string({ error: M.slug })
    .trim()
    .max(190, { error: M.slug })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.slug })
    .optional(),
  description: z.string({ error: M.description }).trim().max(20_000, { error: M.description }).default(''),
  brand: z.string({ error: M.brand }).trim().max(100, { error: M.brand }).nullable().optional(),
  category: z.enum(SHOP_CATEGORIES, { error: M.category }),
  subcategory: z.enum(SHOP_SUBCATEGORIES, { error: M.subcategory }),
  /** the edition (default CZ); the currency and VAT rate follow it */
  country: optionalCountry,
  /** with VAT, minor units */
  price: money(M.price),
  /** with VAT, minor units; above price: on sale */
  original_price: money(M.originalPrice).nullable().optional(),
  stock: z.coerce.number({ error: M.stock }).int({ error: M.stock }).min(0, { error: M.stock }).max(1_000_000, { error: M.stock }),
  features: z
    .array(z.string({ error: M.features }).trim().min(1, { error: M.features }).max(200, { error: M.features }), { error: M.features })
    .max(30, { error: M.features })
    .default([]),
  specifications: z.array(productSpecification, { error: M.specification }).max(50, { error: M.specification }).default([]),
  tags: z
    .array(z.string({ error: M.tags }).trim().min(1, { error: M.tags }).max(50, { error: M.tags }), { error: M.tags })
    .max(20, { error: M.tags })
    .default([]),
  active: z.boolean({ error: M.flag }).default(true),
};
/** POST /api/admin/shop/products (201). */
export const productCreateRequest = z.object(productFields);
export type ProductCreateRequest = z.infer<typeof productCreateRequest>;
/** PUT /api/admin/shop/products/{id}: the fields to change. */
export const productUpdateRequest = z.object({
  name: productFields.name.optional(),
  slug: productFields.slug,
  description: z.string({ error: M.description }).trim().max(20_000, { error: M.description }).optional(),
  brand: productFields.brand,
  category: productFields.category.optional(),
  subcategory: productFields.subcategory.optional(),
  country: productFields.country,
  price: money(M.price).optional(),
  original_price: productFields.original_price,
  stock: productFields.stock.optional(),
  features: z
    .array(z.string({ error: M.features }).trim().min(1, { error: M.features }).max(200, { error: M.features }))
    .max(30, { error: M.features })
    .optional(),
  specifications: z.array(productSpecification).max(50, { error: M.specification }).optional(),
  tags: z
    .array(z.string({ error: M.tags }).trim().min(1, { error: M.tags }).max(50, { error: M.tags }))
    .max(20, { error: M.tags })
    .optional(),
  active: z.boolean({ error: M.flag }).optional(),
});
export type ProductUpdateRequest = z.infer<typeof productUpdateRequest>;
export const adminProductResponse = z.object({ success: z.literal(true), product: productDetailDto, message: z.string().optional() });
export type AdminProductResponse = z.infer<typeof adminProductResponse>;
/**
 * DELETE /api/admin/shop/products/{id}: a product no order names is deleted; one that orders name is
 * made inactive instead (the orders keep their lines), and the answer says which.
 */
export const productDeleteResponse = z.object({ success: z.literal(true), message: z.string(), deactivated: z.boolean() });

/**
 * POST /api/admin/shop/products/{id}/images (multipart, field `file`: JPEG, PNG or WebP up to the upload
 * limit; optional text field `alt`) -> 201 with the product; DELETE …/images/{imageId} -> the product.
 */
export const productImageParams = z.object({
  id: z.string().transform((raw) => (Number.isSafeInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : 0)),
  imageId: z.string().transform((raw) => (Number.isSafeInteger(Number(raw)) && Number(raw) > 0 ? Number(raw) : 0)),
});

const promoFields = {
  name: requiredText(M.name, 200),
  category: requiredText(M.category, 100),
  country: optionalCountry,
  /** per piece, with VAT, minor units */
  price: money(M.price),
  min_order: z.coerce
    .number({ error: M.minOrder })
    .int({ error: M.minOrder })
    .min(1, { error: M.minOrder })
    .max(1_000_000, { error: M.minOrder })
    .default(1),
  material: z.string({ error: M.material }).trim().max(200, { error: M.material }).nullable().optional(),
  colors: z
    .array(z.string({ error: M.colors }).trim().min(1, { error: M.colors }).max(50, { error: M.colors }))
    .max(30, { error: M.colors })
    .default([]),
  printing: z.string({ error: M.printing }).trim().max(200, { error: M.printing }).nullable().optional(),
  available: z.boolean({ error: M.flag }).default(true),
  /** an image address (https or /media/…) */
  image_url: z
    .string({ error: M.imageUrl })
    .trim()
    .max(500, { error: M.imageUrl })
    .regex(/^(https:\/\/|\/)/, { error: M.imageUrl })
    .nullable()
    .optional(),
  description: z.string({ error: M.description }).trim().max(5000, { error: M.description }).nullable().optional(),
};
/** POST /api/admin/shop/promo-items (201). */
export const promoItemCreateRequest = z.object(promoFields);
export type PromoItemCreateRequest = z.infer<typeof promoItemCreateRequest>;
/** PUT /api/admin/shop/promo-items/{id}: the fields to change. */
export const promoItemUpdateRequest = z.object({
  name: promoFields.name.optional(),
  category: promoFields.category.optional(),
  country: promoFields.country,
  price: money(M.price).optional(),
  min_order: z.coerce
    .number({ error: M.minOrder })
    .int({ error: M.minOrder })
    .min(1, { error: M.minOrder })
    .max(1_000_000, { error: M.minOrder })
    .optional(),
  material: promoFields.material,
  colors: z
    .array(z.string({ error: M.colors }).trim().min(1, { error: M.colors }).max(50, { error: M.colors }))
    .max(30, { error: M.colors })
    .optional(),
  printing: promoFields.printing,
  available: z.boolean({ error: M.flag }).optional(),
  image_url: promoFields.image_url,
  description: promoFields.description,
});
export type PromoItemUpdateRequest = z.infer<typeof promoItemUpdateRequest>;
/** GET /api/admin/shop/promo-items?country&q: all items, available or not. */
export const promoItemResponse = z.object({ success: z.literal(true), item: promoItemDto, message: z.string().optional() });
/** DELETE: an item no order names is deleted, else made unavailable. */
export const promoItemDeleteResponse = z.object({ success: z.literal(true), message: z.string(), deactivated: z.boolean() });
