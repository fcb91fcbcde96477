import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import type { CountryCodeDto } from '../../contract/common.js';
import {
  type AdminOrderListQuery,
  type AdminProductListQuery,
  type ProductCreateRequest,
  type ProductUpdateRequest,
  type PromoItemCreateRequest,
  type PromoItemUpdateRequest,
} from '../../contract/shop.js';
import { slugify } from '../../contract/text.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import { reencodePhoto } from '../salon/image.js';
import { checkPhotoName, photoTooLarge, PHOTO_MAX_BYTES, type PhotoLimits } from '../salon/index.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { csvNumber, csvText, type CsvCell } from '../text/csv.js';
import { searchColumns, type ProductFields } from './catalogue.repository.js';
import { currencyOf, MAX_PRODUCT_IMAGES, SHOP_TEXTS as T, type ShopOptions } from './model.js';
import { toOrderDto, type OrderPayee } from './order-dto.js';
import type { OrderPaymentDto } from '../../contract/card-payments.js';
import type { OrderFilter } from './order.repository.js';
import type { PromoFields } from './promo.repository.js';
import type { ShopRepositories } from './shop.repository.js';

const ZONE = 'Europe/Prague';

/** A Prague calendar day's start as an ISO instant (`to` days are inclusive: the next day's start). */
const dayStart = (date: string, plusDays = 0) => DateTime.fromISO(date, { zone: ZONE }).plus({ days: plusDays }).toUTC().toISO()!;

/** The back office's e-shop: products (with images and stock), promotional items, orders and their CSV. */
export function createShopAdminService(deps: {
  uow: UnitOfWork;
  repos: ShopRepositories;
  clock: Clock;
  options: ShopOptions;
  photoLimits?: PhotoLimits;
  /** the account and payee of bank transfers (read per call: the site's name is a setting) */
  payee(): Promise<OrderPayee>;
  /** the orders' payments with their refunds (core/payments/card.service.ts orderPayments) */
  paymentsOf?: (orderIds: number[]) => Promise<Map<number, OrderPaymentDto>>;
}) {
  const { catalogue, promo, orders } = deps.repos;

  const productOr404 = async (id: number) => {
    const product = await catalogue.byId(id);
    if (!product) throw new DomainError('not_found', T.productNotFound);
    return product;
  };

  /** A free slug: the one asked for (409 if taken), else the name's, with -2, -3 … when taken. */
  async function freeSlug(asked: string | undefined, name: string, exceptId?: number): Promise<string> {
    if (asked) {
      if (await catalogue.slugTaken(asked, exceptId))
        throw new DomainError('conflict', T.slugTaken, { fields: [{ field: 'slug', message: T.slugTaken }] });
      return asked;
    }
    const base = slugify(name).slice(0, 180) || 'produkt';
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await catalogue.slugTaken(slug, exceptId))) return slug;
    }
  }

  const orderFilter = (query: AdminOrderListQuery): OrderFilter => ({
    q: query.q,
    country: query.country,
    from: query.from ? dayStart(query.from) : undefined,
    to: query.to ? dayStart(query.to, 1) : undefined,
  });

  return {
    products: {
      list: async (query: AdminProductListQuery) => ({ ...(await catalogue.adminList(query)), page: query.page, limit: query.limit }),
      get: productOr404,

      async create(request: ProductCreateRequest, country: CountryCodeDto) {
        const edition = request.country ?? country;
        const fields: ProductFields = {
          country_code: edition,
          currency: currencyOf(edition),
          slug: await freeSlug(request.slug, request.name),
          name: request.name,
          ...searchColumns(edition, request.name, request.brand, request.tags),
          description: request.description,
          brand: request.brand || null,
          category: request.category,
          subcategory: request.subcategory,
          price: request.price,
          original_price: request.original_price ?? null,
          stock: request.stock,
          features: JSON.stringify(request.features),
          specifications: JSON.stringify(request.specifications),
          tags: JSON.stringify(request.tags),
          active: request.active,
        };
        const id = await deps.uow.write((tx) => tx.shop.catalogue.insert(fields, deps.clock.now()));
        return { product: await productOr404(id), message: T.productSaved };
      },

      async update(id: number, request: ProductUpdateRequest) {
        const current = await productOr404(id);
        const name = request.name ?? current.name;
        const brand = request.brand === undefined ? current.brand : request.brand || null;
        const tags = request.tags ?? current.tags;
        const fields: ProductFields = {
          ...(request.country ? { country_code: request.country, currency: currencyOf(request.country) } : {}),
          ...(request.slug && request.slug !== current.slug ? { slug: await freeSlug(request.slug, name, id) } : {}),
          name,
          ...searchColumns(request.country ?? current.country_code, name, brand, tags),
          brand,
          ...(request.description !== undefined ? { description: request.description } : {}),
          ...(request.category ? { category: request.category } : {}),
          ...(request.subcategory ? { subcategory: request.subcategory } : {}),
          ...(request.price !== undefined ? { price: request.price } : {}),
          ...(request.original_price !== undefined ? { original_price: request.original_price } : {}),
          ...(request.stock !== undefined ? { stock: request.stock } : {}),
          ...(request.features ? { features: JSON.stringify(request.features) } : {}),
          ...(request.specifications ? { specifications: JSON.stringify(request.specifications) } : {}),
          ...(request.tags ? { tags: JSON.stringify(request.tags) } : {}),
          ...(request.active !== undefined ? { active: request.active } : {}),
        };
        await deps.uow.write((tx) => tx.shop.catalogue.update(id, fields, deps.clock.now()));
        return { product: await productOr404(id), message: T.productSaved };
      },

      async remove(id: number) {
        const outcome = await deps.uow.write((tx) => tx.shop.catalogue.remove(id, deps.clock.now()));
        if (outcome === 'missing') throw new DomainError('not_found', T.productNotFound);
        return outcome === 'deleted'
          ? { message: T.productDeleted, deactivated: false }
          : { message: T.productDeactivated, deactivated: true };
      },

      /** An image stored like a company photo: checked by name and size, decoded and re-encoded without metadata. */
      async addImage(id: number, upload: { filename: string; content: Buffer; alt?: string }) {
        const product = await productOr404(id);
        checkPhotoName(upload.filename);
        if (upload.content.length > PHOTO_MAX_BYTES) throw photoTooLarge();
        if (product.images.length >= MAX_PRODUCT_IMAGES)
          throw new DomainError('conflict', T.tooManyImages(MAX_PRODUCT_IMAGES), {
            fields: [{ field: 'file', message: T.tooManyImages(MAX_PRODUCT_IMAGES) }],
          });
        const image = await reencodePhoto(upload.content, deps.photoLimits);
        await deps.uow.write((tx) =>
          tx.shop.catalogue.insertImage(
            id,
            {
              content_type: image.type,
              size: image.content.length,
              sha256: createHash('sha256').update(image.content).digest('hex'),
              content: image.content,
              alt: (upload.alt ?? '').trim().slice(0, 200) || product.name,
            },
            deps.clock.now(),
          ),
        );
        return productOr404(id);
      },

      async deleteImage(id: number, imageId: number) {
        await productOr404(id);
        const deleted = await deps.uow.write((tx) => tx.shop.catalogue.deleteImage(id, imageId));
        if (!deleted) throw new DomainError('not_found', T.imageNotFound);
        return productOr404(id);
      },
    },

    promoItems: {
      list: (filter: { country?: CountryCodeDto; q?: string; category?: string }) => promo.list({ ...filter, availableOnly: false }),
      categories: (country?: CountryCodeDto) => promo.categories(country),

      async create(request: PromoItemCreateRequest, country: CountryCodeDto) {
        const edition = request.country ?? country;
        const fields: PromoFields = {
          country_code: edition,
          currency: currencyOf(edition),
          name: request.name,
          category: request.category,
          description: request.description ?? null,
          price: request.price,
          min_order: request.min_order,
          material: request.material ?? null,
          colors: JSON.stringify(request.colors),
          printing: request.printing ?? null,
          available: request.available,
          image_url: request.image_url ?? null,
        };
        const id = await deps.uow.write((tx) => tx.shop.promo.insert(fields, deps.clock.now()));
        return { item: (await promo.find(id))!, message: T.promoSaved };
      },

      async update(id: number, request: PromoItemUpdateRequest) {
        if (!(await promo.find(id))) throw new DomainError('not_found', T.promoItemNotFound);
        const { country, colors, ...rest } = request;
        const fields: PromoFields = {
          ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
          ...(country ? { country_code: country, currency: currencyOf(country) } : {}),
          ...(colors ? { colors: JSON.stringify(colors) } : {}),
        };
        await deps.uow.write((tx) => tx.shop.promo.update(id, fields, deps.clock.now()));
        return { item: (await promo.find(id))!, message: T.promoSaved };
      },

      async remove(id: number) {
        const outcome = await deps.uow.write((tx) => tx.shop.promo.remove(id, deps.clock.now()));
        if (outcome === 'missing') throw new DomainError('not_found', T.promoItemNotFound);
        return outcome === 'deleted' ? { message: T.promoDeleted, deactivated: false } : { message: T.promoDeactivated, deactivated: true };
      },
    },

    orders: {
      async list(query: AdminOrderListQuery) {
        const filter = orderFilter(query);
        const [{ orders: rows, total }, counts] = await Promise.all([
          orders.list({ ...filter, status: query.status, page: query.page, limit: query.limit }),
          orders.statusCounts(filter),
        ]);
        const payee = await deps.payee();
        const payments = deps.paymentsOf ? await deps.paymentsOf(rows.map((o) => o.id)) : new Map<number, OrderPaymentDto>();
        return {
          orders: rows.map((o) => ({ ...toOrderDto(o, payee), payment: payments.get(o.id) ?? null })),
          total,
          page: query.page,
          limit: query.limit,
          counts,
        };
      },

      /**
       * Every matching order as CSV for Czech Excel (UTF-8 with BOM, ';', CRLF; amounts in whole units
       * with a decimal comma): one row per order line, the order's facts repeated.
       */
      async csv(query: AdminOrderListQuery): Promise<{ filename: string; content: string }> {
        const rows: CsvCell[][] = [
          [
            'Číslo',
            'Vytvořeno',
            'Stav',
            'Platba',
            'Zákazník',
            'E-mail',
            'Firma',
            'Ulice',
            'Město',
            'PSČ',
            'Země',
            'Položka',
            'Množství',
            'Cena za kus',
            'DPH %',
            'Řádek bez DPH',
            'DPH',
            'Řádek celkem',
            'Objednávka celkem',
            'Měna',
            'Variabilní symbol',
          ],
        ];
        const amount = (minor: number) => csvNumber((minor / 100).toFixed(2).replace('.', ','));
        for await (const stored of orders.each({ ...orderFilter(query), status: query.status })) {
          const o = toOrderDto(stored, null);
          const created = DateTime.fromISO(o.created_at, { zone: ZONE }).toFormat('yyyy-MM-dd HH:mm');
          for (const l of o.lines) {
            rows.push([
              o.number,
              created,
              o.status_label,
              o.payment_method_label,
              o.customer_name,
              o.customer_email,
              o.company_name ?? '',
              o.shipping_address.street,
              o.shipping_address.city,
              o.shipping_address.postalCode,
              o.shipping_address.country,
              l.name,
              l.quantity,
              amount(l.unit_price),
              l.vat_rate,
              amount(l.line_net),
              amount(l.line_vat),
              amount(l.line_total),
              amount(o.total),
              o.currency,
              o.variable_symbol,
            ]);
          }
        }
        const today = DateTime.fromJSDate(deps.clock.now(), { zone: ZONE }).toISODate();
        return { filename: `objednavky-${today}.csv`, content: csvText(rows) };
      },
    },
  };
}
