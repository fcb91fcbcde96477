import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import { SHOP_CURRENCY, type ShopCategory, type ShopSubcategory } from '../src/contract/shop.js';
import { slugify } from '../src/contract/text.js';
import { searchColumns } from '../src/core/shop/catalogue.repository.js';
import { lineAmounts, orderTotals } from '../src/core/shop/money.js';
import { orderNumber, variableSymbol } from '../src/core/shop/model.js';
import { DEMO_PRODUCTS, DEMO_PROMO_ITEMS, DEMO_REVIEWS, type DemoProduct } from './content/demo-shop-catalogue.js';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';

const DAY = 86_400_000;
const COLOURS: Record<ShopCategory, [string, string]> = {
  krasa: ['#f9a8d4', '#be185d'],
  wellness: ['#a7f3d0', '#047857'],
  zdravi: ['#bfdbfe', '#1d4ed8'],
  sport: ['#fde68a', '#b45309'],
  auto: ['#d1d5db', '#374151'],
  zvirata: ['#fed7aa', '#c2410c'],
};
/** A simple figure per subcategory (no text: nothing depends on the host's fonts). */
const FIGURES: Record<ShopSubcategory, string> = {
  nabytek:
    '<rect x="170" y="150" width="140" height="90" rx="12"/><rect x="180" y="240" width="20" height="60"/><rect x="280" y="240" width="20" height="60"/>',
  pristroje: '<rect x="160" y="110" width="160" height="140" rx="24"/><circle cx="240" cy="180" r="40" fill="#fff" opacity="0.6"/>',
  naradi:
    '<rect x="225" y="80" width="30" height="200" rx="8" transform="rotate(30 240 180)"/><rect x="225" y="80" width="30" height="200" rx="8" transform="rotate(-30 240 180)"/>',
  kosmetika: '<rect x="200" y="130" width="80" height="150" rx="16"/><rect x="220" y="90" width="40" height="40" rx="6"/>',
  'spotrebni-material': '<circle cx="200" cy="190" r="60"/><circle cx="280" cy="190" r="60" opacity="0.7"/>',
  textil: '<path d="M170 110 L215 90 Q240 120 265 90 L310 110 L330 170 L295 175 L295 290 L185 290 L185 175 L150 170 Z"/>',
};

/** A 480 × 360 WebP of the category's colours and the subcategory's figure, made with sharp like an uploaded photo. */
async function demoImage(category: ShopCategory, subcategory: ShopSubcategory): Promise<Buffer> {
  const [light, dark] = COLOURS[category];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="480" height="360" fill="url(#g)"/><g fill="${dark}">${FIGURES[subcategory]}</g></svg>`;
  const { default: sharp } = await import('sharp');
  // the fastest WebP encoding: the 36 images in 0.2 s instead of 0.6 s, a quarter larger
  return sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toBuffer();
}

const idOf = (row: unknown) => Number(typeof row === 'object' && row !== null ? (row as { id: number }).id : row);

/** Price in the edition's currency (minor units), from the CZ price: EUR × 0.041, PLN × 0.17, rounded to whole units minus 1 cent. */
function editionPrice(czk: number, country: 'CZ' | 'SK' | 'PL'): number {
  if (country === 'CZ') return czk;
  const whole = Math.max(1, Math.round((czk / 100) * (country === 'SK' ? 0.041 : 0.17)));
  return whole * 100 - 1;
}

/**
 * The e-shop's demo: the 36 products of the CZ edition (and the same in SK and PL in their currency),
 * each with an image, stock (some sold out, some on sale) and buyers' reviews; promotional items; and
 * orders of the demo business in every status.
 */
export async function seedDemoShop(trx: Knex, now: Date): Promise<void> {
  const existing = await trx('products').count({ n: '*' }).first();
  if (Number(existing?.n ?? 0) > 0) return;
  const images = new Map<string, Buffer>();
  const productIds = new Map<string, number>();
  for (const country of ['CZ', 'SK', 'PL'] as const) {
    for (const [i, p] of DEMO_PRODUCTS.entries()) {
      if (country !== 'CZ' && i % 2 === 1) continue; // a smaller catalogue in SK and PL
      const slug = country === 'CZ' ? slugify(p.name) : `${slugify(p.name)}-${country.toLowerCase()}`;
      const created = new Date(now.getTime() - (i + 1) * 3 * DAY).toISOString();
      const reviews = country === 'CZ' && i % 3 !== 2 ? DEMO_REVIEWS.slice(i % 4, (i % 4) + 1 + (i % 3)) : [];
      const rating = reviews.length ? Math.round((reviews.reduce((s, r) => s + r[1], 0) / reviews.length) * 10) / 10 : 0;
      const [row] = await trx('products')
        .insert({
          country_code: country,
          currency: SHOP_CURRENCY[country],
          slug,
          name: p.name,
          ...searchColumns(country, p.name, p.brand, []),
          description: p.description,
          brand: p.brand,
          category: p.category,
          subcategory: p.subcategory,
          price: editionPrice(p.price, country),
          original_price: p.original === null ? null : editionPrice(p.original, country),
          stock: p.stock,
          features: JSON.stringify(p.features),
          specifications: JSON.stringify(p.specifications),
          tags: '[]',
          rating,
          review_count: reviews.length,
          active: true,
          is_demo: true,
          created_at: created,
          updated_at: created,
        })
        .returning('id');
      const id = idOf(row);
      productIds.set(`${country}|${p.name}`, id);
      const key = `${p.category}|${p.subcategory}`;
      if (!images.has(key)) images.set(key, await demoImage(p.category, p.subcategory));
      const content = images.get(key)!;
      const [image] = await trx('product_images')
        .insert({
          product_id: id,
          position: 0,
          alt: p.name,
          content_type: 'image/webp',
          size: content.length,
          sha256: createHash('sha256').update(content).digest('hex'),
          created_at: created,
        })
        .returning('id');
      await trx('product_image_files').insert({ image_id: idOf(image), content });
      for (const [n, [author, stars, text]] of reviews.entries()) {
        await trx('product_reviews').insert({
          product_id: id,
          author,
          rating: stars,
          text,
          is_demo: true,
          created_at: new Date(now.getTime() - (n + 1) * 5 * DAY).toISOString(),
        });
      }
    }
  }

  const promoIds: number[] = [];
  for (const country of ['CZ', 'SK', 'PL'] as const) {
    for (const [i, item] of DEMO_PROMO_ITEMS.entries()) {
      if (country !== 'CZ' && i > 3) continue;
      const stamp = new Date(now.getTime() - (i + 10) * DAY).toISOString();
      const [row] = await trx('promo_items')
        .insert({
          country_code: country,
          currency: SHOP_CURRENCY[country],
          name: item.name,
          category: item.category,
          description: `${item.name}: ${item.material}, ${item.printing}. Minimální odběr ${item.min_order} ks.`,
          price: editionPrice(item.price, country),
          min_order: item.min_order,
          material: item.material,
          colors: JSON.stringify(item.colors),
          printing: item.printing,
          available: item.available ?? true,
          orders_count: item.orders_count,
          is_demo: true,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id');
      if (country === 'CZ') promoIds.push(idOf(row));
    }
  }

  await seedDemoOrders(trx, now, productIds, promoIds);
}

/** Orders of the demo business (the listing `marketplace demo accounts` signs in as): one in each status. */
async function seedDemoOrders(trx: Knex, now: Date, productIds: Map<string, number>, promoIds: number[]) {
  const company = await createDemoRepository(trx).demoBusiness();
  if (!company) return;
  const rate = 21;
  const product = (p: DemoProduct) => ({ id: productIds.get(`CZ|${p.name}`)!, name: p.name, price: p.price });
  const plans: Array<{
    status: string;
    method: string;
    daysAgo: number;
    lines: Array<{ product?: ReturnType<typeof product>; promo?: number; quantity: number }>;
  }> = [
    {
      status: 'pending',
      method: 'bank_transfer',
      daysAgo: 1,
      lines: [
        { product: product(DEMO_PRODUCTS[1]!), quantity: 2 },
        { product: product(DEMO_PRODUCTS[3]!), quantity: 4 },
      ],
    },
    { status: 'paid', method: 'card', daysAgo: 4, lines: [{ product: product(DEMO_PRODUCTS[0]!), quantity: 1 }] },
    {
      status: 'shipped',
      method: 'cash_on_delivery',
      daysAgo: 8,
      lines: [
        { product: product(DEMO_PRODUCTS[2]!), quantity: 1 },
        { promo: promoIds[0], quantity: 200 },
      ],
    },
    {
      status: 'delivered',
      method: 'bank_transfer',
      daysAgo: 20,
      lines: [
        { product: product(DEMO_PRODUCTS[5]!), quantity: 3 },
        { product: product(DEMO_PRODUCTS[9]!), quantity: 2 },
      ],
    },
    { status: 'cancelled', method: 'card', daysAgo: 30, lines: [{ product: product(DEMO_PRODUCTS[6]!), quantity: 1 }] },
  ];
  const promos = new Map((await trx('promo_items').whereIn('id', promoIds).select('id', 'name', 'price')).map((r) => [Number(r.id), r]));
  for (const plan of plans) {
    const created = new Date(now.getTime() - plan.daysAgo * DAY);
    const stamp = created.toISOString();
    const lines = plan.lines.map((l) => {
      const promo = l.promo !== undefined ? promos.get(l.promo) : undefined;
      const name = l.product ? l.product.name : String(promo!.name);
      const unit = l.product ? l.product.price : Number(promo!.price);
      return {
        product_id: l.product?.id ?? null,
        promo_item_id: l.promo ?? null,
        name,
        unit_price: unit,
        quantity: l.quantity,
        vat_rate: rate,
        ...lineAmounts(unit, l.quantity, rate),
      };
    });
    const at = (days: number) => new Date(created.getTime() + days * DAY).toISOString();
    const [row] = await trx('orders')
      .insert({
        company_id: company.id,
        customer_name: 'Majitel Demo',
        customer_email: 'firma@demo.marketplace.example',
        country_code: 'CZ',
        currency: 'CZK',
        status: plan.status,
        payment_method: plan.method,
        street: 'Vinohradská 12',
        city: 'Praha',
        postal_code: '120 00',
        shipping_country: 'Česká republika',
        ...orderTotals(lines),
        is_demo: true,
        created_at: stamp,
        updated_at: stamp,
        paid_at: ['paid', 'shipped', 'delivered'].includes(plan.status) && plan.method !== 'cash_on_delivery' ? at(1) : null,
        shipped_at: ['shipped', 'delivered'].includes(plan.status) ? at(2) : null,
        delivered_at: plan.status === 'delivered' ? at(4) : null,
        cancelled_at: plan.status === 'cancelled' ? at(1) : null,
      })
      .returning('id');
    const id = idOf(row);
    const year = created.getUTCFullYear();
    await trx('orders')
      .where({ id })
      .update({ number: orderNumber(year, id), variable_symbol: variableSymbol(year, id) });
    await trx('order_lines').insert(lines.map((l, position) => ({ ...l, order_id: id, position })));
  }
}
