import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { createPhotoRows, PASSWORD } from '../helpers/factories.js';

function multipart(filename: string, content: Buffer, contentType = 'image/jpeg') {
  const boundary = `----photo${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
/** A real 1x1 PNG whose IHDR is rewritten to claim `width` x `height` (the CRC no longer matches). */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}
/** The EXIF tag 0x8825 (GPS IFD pointer) as sharp writes it (little endian). */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

describe.each(DB_KINDS)('salon photos on %s: decoded, bounded, re-encoded, counted under a lock', (kind) => {
  let t: TestApp;
  const companies: Array<{ id: number; auth: { authorization: string } }> = [];
  const db = () => t.database.db;

  const upload = (company: { auth: Record<string, string> }, name: string, content: Buffer, type?: string) => {
    const form = multipart(name, content, type);
    return t.app.inject({
      method: 'POST',
      url: '/api/company/photos',
      payload: form.payload,
      headers: { ...form.headers, ...company.auth },
    });
  };
  const count = async (companyId: number) => Number((await db()('photos').where({ company_id: companyId }).count({ n: '*' }))[0]!.n);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const rows = await db()('companies').where({ country_code: 'CZ', status: 'active' }).orderBy('id').offset(30).limit(3).select('id');
    for (const row of rows) {
      const email = `foto-${Math.random().toString(36).slice(2)}@example.cz`;
      await t.core.accounts.createUser({
        email,
        password: PASSWORD,
        role: 'company',
        first_name: 'Eva',
        last_name: 'Malá',
        company_id: Number(row.id),
      });
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
      companies.push({ id: Number(row.id), auth: { authorization: `Bearer ${login.json().token}` } });
    }
    for (const c of companies) await db()('photos').where({ company_id: c.id }).delete();
  });
  afterAll(() => t?.close());

  it('refuses what does not decode as JPEG, PNG or WebP (HTML behind a JPEG header, GIF, a truncated JPEG) with 400 on `file`', async () => {
    const [c] = companies;
    const html = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    const gif = await solid(4, 4).gif().toBuffer();
    const jpeg = await solid(64, 64).jpeg().toBuffer();
    for (const [name, content] of [
      ['salon.jpg', html],
      ['salon.gif', gif],
      ['salon-kus.jpg', jpeg.subarray(0, jpeg.length - 60)],
    ] as const) {
      const res = await upload(c!, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'validation',
        error: 'Nahrajte prosím obrázek ve formátu JPEG, PNG nebo WebP.',
        fields: [{ field: 'file' }],
      });
    }
    expect(await count(c!.id)).toBe(0);
  });

  it('refuses a PNG whose header claims 4294967295 px (400, not 500) and one over the 40 megapixel limit', async () => {
    const [c] = companies;
    const absurd = await upload(c!, 'obri.png', await pngClaiming(4294967295, 4294967295), 'image/png');
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toMatchObject({ success: false, code: 'validation', fields: [{ field: 'file' }] });
    const wide = await upload(c!, 'siroky.png', await pngClaiming(4294967295, 1), 'image/png');
    expect(wide.statusCode).toBe(400);
    const over = await upload(c!, 'velky.png', await pngClaiming(8000, 6000), 'image/png'); // 48 Mpx
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'validation',
      error: 'Obrázek má příliš velké rozměry. Nahrajte prosím obrázek s nejvýše 40 megapixely.',
      fields: [{ field: 'file' }],
    });
    expect(await count(c!.id)).toBe(0);
  });

  it('turns a JPEG upright by its EXIF orientation and serves it without EXIF (no GPS)', async () => {
    const [c] = companies;
    const original = await solid(200, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Kamera', Model: 'Telefon' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '14/1 25/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(GPS_POINTER)).toBe(true); // the test file really carries GPS
    expect(original.includes(Buffer.from('Kamera'))).toBe(true);

    const res = await upload(c!, 'dovolena.jpg', original);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json().photo;
    expect(photo).toMatchObject({ width: 100, height: 200, uploaded: true });
    const served = await t.app.inject({ url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('Kamera'))).toBe(false);
    const row = await db()('photos').where({ id: photo.id }).first('width', 'height');
    expect([Number(row.width), Number(row.height)]).toEqual([100, 200]);
  });

  it('scales a huge but valid image down to 2560 px on the long side, keeping its format', async () => {
    const [c] = companies;
    const big = await solid(6000, 4000).png().toBuffer(); // 24 Mpx, small file
    const res = await upload(c!, 'panorama.png', big, 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().photo).toMatchObject({ width: 2560, height: 1707 });
    const served = await t.app.inject({ url: res.json().photo.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 2560, height: 1707 });

    const webp = await upload(c!, 'maly.webp', await solid(300, 500).webp().toBuffer(), 'image/webp');
    expect(webp.statusCode).toBe(201);
    expect(webp.json().photo).toMatchObject({ width: 300, height: 500 }); // never enlarged
    expect((await t.app.inject({ url: webp.json().photo.url })).headers['content-type']).toBe('image/webp');
  });

  it('lets exactly 2 of 25 parallel uploads in when the company has 18 photos (201), the rest 409', async () => {
    const c = companies[1]!;
    await createPhotoRows(
      db(),
      c.id,
      Array.from({ length: 18 }, (_, i) => ({ url: `https://example.cz/${i}.jpg`, sort_order: i })),
    );
    const file = await solid(32, 32).jpeg().toBuffer();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => upload(c, `soubezne-${i}.jpg`, file)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(23);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json()).toMatchObject({ success: false, code: 'conflict', error: 'Můžete nahrát nejvýše 20 fotografií.' });
    expect(await count(c.id)).toBe(20);
    const orders = (await db()('photos').where({ company_id: c.id }).pluck('sort_order')).map(Number);
    expect(new Set(orders).size).toBe(20);
  });
});
