import type { CountryCodeDto } from '../../contract/common.js';
import {
  SHOP_CATEGORIES,
  SHOP_CATEGORY_LABELS,
  SHOP_SUBCATEGORIES,
  SHOP_SUBCATEGORY_LABELS,
  type ProductListQuery,
  type ProductReviewRequest,
  type PromoItemDto,
} from '../../contract/shop.js';
import { isUniqueViolation } from '../../db/dialect.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { currencyOf, SHOP_TEXTS as T } from './model.js';
import type { ShopRepositories } from './shop.repository.js';

/** The public catalogue: products of an edition, the filters' facets, a product's detail and reviews, promotional items. */
export function createCatalogueService(deps: { uow: UnitOfWork; repos: ShopRepositories; clock: Clock }) {
  const { catalogue, promo } = deps.repos;
  return {
    async list(country: CountryCodeDto, query: ProductListQuery) {
      const { products, total } = await catalogue.list({
        country,
        category: query.category,
        subcategory: query.subcategory,
        q: query.q,
        brand: query.brand,
        // the slider is in whole units of the currency; prices are minor units
        maxPrice: query.max_price === undefined ? undefined : query.max_price * 100,
        inStock: query.in_stock,
        sort: query.sort,
        page: query.page,
        limit: query.limit,
      });
      return {
        products,
        total,
        page: query.page,
        limit: query.limit,
        currency: currencyOf(country),
        vat_rate: await catalogue.vatRate(country),
      };
    },

    async facets(country: CountryCodeDto) {
      const f = await catalogue.facets(country);
      return {
        brands: f.brands,
        categories: SHOP_CATEGORIES.map((category) => ({
          category,
          label: SHOP_CATEGORY_LABELS[category],
          count: f.categories.get(category) ?? 0,
        })),
        subcategories: SHOP_SUBCATEGORIES.map((subcategory) => ({
          subcategory,
          label: SHOP_SUBCATEGORY_LABELS[subcategory],
          count: f.subcategories.get(subcategory) ?? 0,
        })),
        max_price: f.maxPrice,
        currency: currencyOf(country),
        vat_rate: await catalogue.vatRate(country),
      };
    },

    /** An active product by slug with its images and latest reviews; `userId` tells whether the caller may review it. */
    async detail(slug: string, userId: number | null) {
      const product = await catalogue.bySlug(slug, { activeOnly: true });
      if (!product) throw new DomainError('not_found', T.productNotFound);
      const reviews = await catalogue.reviews(product.id, 50);
      const canReview = userId !== null && (await catalogue.reviewableOrder(product.id, userId)) !== undefined;
      return { product, reviews, can_review: canReview };
    },

    /** A review by a buyer whose order with the product was delivered; one per user and product. */
    async review(slug: string, userId: number, request: ProductReviewRequest) {
      const product = await catalogue.bySlug(slug, { activeOnly: true });
      if (!product) throw new DomainError('not_found', T.productNotFound);
      if (await catalogue.hasReviewed(product.id, userId)) throw new DomainError('conflict', T.reviewTwice);
      const orderId = await catalogue.reviewableOrder(product.id, userId);
      if (orderId === undefined) throw new DomainError('forbidden', T.reviewNotBuyer);
      const author = await catalogue.authorOf(userId);
      try {
        const id = await deps.uow.write((tx) =>
          tx.shop.catalogue.insertReview(
            { product_id: product.id, user_id: userId, order_id: orderId, author, rating: request.rating, text: request.text },
            deps.clock.now(),
          ),
        );
        return { review: (await catalogue.reviewById(id))!, message: T.reviewSaved };
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('conflict', T.reviewTwice);
        throw error;
      }
    },

    /** Available promotional items of an edition and the categories they are in. */
    async promoItems(filter: {
      country: CountryCodeDto;
      category?: string;
      q?: string;
    }): Promise<{ items: PromoItemDto[]; categories: string[] }> {
      const items = await promo.list({ ...filter, availableOnly: true });
      return { items, categories: await promo.categories(filter.country) };
    },

    /** A stored product image (public: it shows in the catalogue). */
    imageFile: (id: number) => catalogue.imageFile(id),
  };
}
