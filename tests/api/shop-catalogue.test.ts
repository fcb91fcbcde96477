import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { userWithToken } from '../helpers/factories.js';

function multipart(filename: string, content: Buffer, contentType = 'image/png') {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Summary {
  id: number;
  slug: string;
  name: string;
  brand: string | null;
  category: string;
  subcategory: string;
  price: number;
  stock: number;
  rating: number;
  created_at: string;
  image_url: string | null;
}

/** The public catalogue over the demo products, the admin's products and images, reviews by buyers. */
describe.each(DB_KINDS)('e-shop catalogue on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = (await userWithToken(t.app, t.core, 'admin')).token;
  });
  afterAll(() => t?.close());

  it('lists the demo catalogue with every filter and sort', async () => {
    const all = await get('/api/shop/products?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body.total).toBe(36);
    expect(body.currency).toBe('CZK');
    expect(body.vat_rate).toBe(21);
    const products: Summary[] = body.products;
    const names = products.map((p) => p.name);
    // the Czech alphabet: ř after r, š after s
    expect(names[0]).toBe('Alobal na melír 100 m');
    const at = (name: string) => names.indexOf(name);
    expect(at('Strojek na stříhání srsti')).toBeLessThan(at('Stříhací stůl pro psy'));
    expect(at('Stříhací stůl pro psy')).toBeLessThan(at('Šampon pro psy 1 l'));
    expect(at('Šampon pro psy 1 l')).toBeLessThan(at('Tejpovací páska 5 m'));
    expect(products.every((p) => p.image_url?.startsWith('/media/shop/images/'))).toBe(true);

    const krasa = (await get('/api/shop/products?category=krasa&limit=100')).json();
    expect(krasa.total).toBe(6);
    expect(krasa.products.every((p: Summary) => p.category === 'krasa')).toBe(true);
    const sub = (await get('/api/shop/products?category=krasa&subcategory=pristroje')).json();
    expect(sub.products.map((p: Summary) => p.name)).toEqual(['Profesionální fén Ionic 2400']);

    const cheap = (await get('/api/shop/products?max_price=500&limit=100')).json().products as Summary[];
    expect(cheap.length).toBe(products.filter((p) => p.price <= 50_000).length);
    const inStock = (await get('/api/shop/products?in_stock=true&limit=100')).json().products as Summary[];
    expect(inStock.length).toBe(products.filter((p) => p.stock > 0).length);
    expect(inStock.length).toBeLessThan(36);
    const brand = (await get('/api/shop/products?brand=FitGear')).json().products as Summary[];
    expect(brand.map((p) => p.brand)).toEqual(['FitGear', 'FitGear']);
    // the search ignores case and diacritics
    const found = (await get(`/api/shop/products?q=${encodeURIComponent('KRESLO')}`)).json().products as Summary[];
    expect(found.map((p) => p.name)).toEqual(['Kadeřnické křeslo Milano']);

    const asc = ((await get('/api/shop/products?sort=price_asc&limit=100')).json().products as Summary[]).map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = ((await get('/api/shop/products?sort=price_desc&limit=100')).json().products as Summary[]).map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rating = ((await get('/api/shop/products?sort=rating&limit=100')).json().products as Summary[]).map((p) => p.rating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const newest = ((await get('/api/shop/products?sort=newest&limit=100')).json().products as Summary[]).map((p) => p.created_at);
    expect(newest).toEqual([...newest].sort().reverse());

    const page2 = (await get('/api/shop/products?limit=10&page=2')).json();
    expect(page2.products.map((p: Summary) => p.id)).toEqual(products.slice(10, 20).map((p) => p.id));
    // the SK edition has its own products in euro
    const sk = (await get('/api/shop/products?country=SK')).json();
    expect(sk.currency).toBe('EUR');
    expect(sk.vat_rate).toBe(23);
    expect(sk.total).toBe(18);
  });

  it('refuses bad filters with 400s naming them', async () => {
    for (const [query, field] of [
      ['category=nope', 'category'],
      ['subcategory=nope', 'subcategory'],
      ['max_price=100001', 'max_price'],
      ['max_price=-1', 'max_price'],
      ['sort=cheapest', 'sort'],
      ['limit=101', 'limit'],
      ['page=0', 'page'],
      ['in_stock=maybe', 'in_stock'],
    ]) {
      const res = await get(`/api/shop/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[0].field, query).toBe(field);
    }
  });

  it('answers the facets, a detail with images and reviews, and 404 for an unknown slug', async () => {
    const facets = (await get('/api/shop/facets')).json();
    expect(facets.brands).toContain('Salonia');
    expect(facets.categories).toHaveLength(6);
    expect(facets.categories.find((c: { category: string }) => c.category === 'krasa')).toMatchObject({ label: 'Krása', count: 6 });
    expect(facets.subcategories).toHaveLength(6);
    expect(facets.max_price).toBe(2_490_000);

    const detail = await get('/api/shop/products/kadernicke-kreslo-milano');
    expect(detail.statusCode, detail.body).toBe(200);
    const { product, reviews, can_review } = detail.json();
    expect(product.stock).toBe(6);
    expect(product.is_on_sale).toBe(true);
    expect(product.savings).toBe(1_490_000 - 1_249_000);
    expect(product.sale_percentage).toBe(16);
    expect(product.specifications[0]).toEqual({ name: 'Nosnost', value: '150 kg' });
    expect(product.images).toHaveLength(1);
    expect(reviews.length).toBe(product.review_count);
    expect(can_review).toBe(false);
    const image = await get(product.images[0].url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await get('/api/shop/products/neexistuje')).statusCode).toBe(404);

    const promo = (await get('/api/shop/promo-items')).json();
    expect(promo.items.length).toBe(7); // the unavailable umbrella is not offered
    expect(promo.items[0]).toHaveProperty('min_order');
  });

  it('lets an admin create, edit, illustrate and delete a product', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: auth(admin),
      payload: {
        name: 'Manikúrní stolek Nail',
        brand: 'Salonia',
        category: 'krasa',
        subcategory: 'nabytek',
        price: 459_000,
        original_price: 499_000,
        stock: 4,
        features: ['Odsávání prachu'],
        specifications: [{ name: 'Šířka', value: '120 cm' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    expect(product.slug).toBe('manikurni-stolek-nail');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/shop/products',
      headers: auth(admin),
      payload: { name: '', category: 'x', subcategory: 'nabytek', price: -1, stock: 1.5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['category', 'name', 'price', 'stock']);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/shop/products/${product.id}`,
      headers: auth(admin),
      payload: { stock: 0, price: 429_000 },
    });
    expect(edited.json().product).toMatchObject({ stock: 0, price: 429_000, in_stock: false });

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const form = multipart('stolek.png', png);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shop/products/${product.id}/images`,
      headers: { ...auth(admin), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json().product.images[0];
    expect((await get(image.url)).statusCode).toBe(200);
    const exe = multipart('stolek.exe', png);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/shop/products/${product.id}/images`,
      headers: { ...auth(admin), ...exe.headers },
      payload: exe.payload,
    });
    expect(refused.statusCode).toBe(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/shop/products/${product.id}/images/${image.id}`,
      headers: auth(admin),
    });
    expect(removed.json().product.images).toEqual([]);

    const list = (await get('/api/admin/shop/products?q=stolek', admin)).json();
    expect(list.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/shop/products/${product.id}`, headers: auth(admin) });
    expect(deleted.json()).toMatchObject({ success: true, deactivated: false });
    expect((await get(`/api/shop/products/${product.slug}`)).statusCode).toBe(404);
  });

  it('takes reviews only from buyers of a delivered order, once', async () => {
    const buyer = await userWithToken(t.app, t.core, 'customer');
    const slug = 'sada-jednorucnich-cinek-2-10-kg';
    const review = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/shop/products/${slug}/reviews`,
        headers: auth(buyer.token),
        payload: { rating: 5, text: 'Výborné' },
      });
    expect((await review()).statusCode).toBe(403);
    const p = (await get(`/api/shop/products/${slug}`)).json().product;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/shop/orders',
      headers: auth(buyer.token),
      payload: {
        items: [{ product_id: p.id, quantity: 1 }],
        shipping_address: { street: 'Nová 1', city: 'Brno' },
        payment_method: 'bank_transfer',
      },
    });
    const id = placed.json().order.id;
    for (const status of ['paid', 'shipped', 'delivered']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/shop/orders/${id}/status`,
        headers: auth(admin),
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await get(`/api/shop/products/${slug}`, buyer.token)).json().can_review).toBe(true);
    const first = await review();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().review).toMatchObject({ author: 'Jana N.', rating: 5 });
    expect((await review()).statusCode).toBe(409);
    const after = (await get(`/api/shop/products/${slug}`)).json().product;
    expect(after.review_count).toBe(p.review_count + 1);
  });
});
