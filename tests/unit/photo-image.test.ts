import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index.js';
import { reencodePhoto } from '../../src/core/salon/image.js';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.5 } } });

describe('photo re-encoding limits (configuration)', () => {
  it('reads MARKETPLACE_PHOTO_MAX_MEGAPIXELS and MARKETPLACE_PHOTO_MAX_SIDE (defaults 40 Mpx, 2560 px)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cfg-photo-'));
    expect(loadConfig({ MARKETPLACE_DATA_DIR: dir }).photoLimits).toEqual({ maxPixels: 40_000_000, maxSide: 2560 });
    expect(
      loadConfig({ MARKETPLACE_DATA_DIR: dir, MARKETPLACE_PHOTO_MAX_MEGAPIXELS: '2.5', MARKETPLACE_PHOTO_MAX_SIDE: '800' }).photoLimits,
    ).toEqual({ maxPixels: 2_500_000, maxSide: 800 });
    expect(() => loadConfig({ MARKETPLACE_DATA_DIR: dir, MARKETPLACE_PHOTO_MAX_SIDE: '10' })).toThrow(/MARKETPLACE_PHOTO_MAX_SIDE/);
  });

  it('applies the configured limits: the pixel bound refuses, the side bound scales (PNG keeps its alpha)', async () => {
    const png = await solid(1200, 300).png().toBuffer();
    await expect(reencodePhoto(png, { maxPixels: 300_000, maxSide: 5000 })).rejects.toMatchObject({
      code: 'validation',
      details: { fields: [{ field: 'file' }] },
    });
    const out = await reencodePhoto(png, { maxPixels: 400_000, maxSide: 600 });
    expect(out).toMatchObject({ type: 'image/png', width: 600, height: 150 });
    expect(await sharp(out.content).metadata()).toMatchObject({ format: 'png', width: 600, height: 150, hasAlpha: true });
  });
});
