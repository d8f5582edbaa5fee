import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalisePhoto, sniffPhoto, type NormalisedPhoto } from './face-photo.ts';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } } });

function expectPhoto(result: unknown): NormalisedPhoto {
  expect(result).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
  return result as NormalisedPhoto;
}

describe('sniffPhoto', () => {
  it('knows JPEG and PNG by their first bytes only', async () => {
    expect(sniffPhoto(await photo(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPhoto(await photo(4, 4).png().toBuffer())).toBe('png');
    expect(sniffPhoto(await photo(4, 4).gif().toBuffer())).toBeNull();
    expect(sniffPhoto(await photo(4, 4).webp().toBuffer())).toBeNull();
    expect(sniffPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhoto(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('normalisePhoto', () => {
  it('re-encodes a PNG as a JPEG of the same size', async () => {
    const out = expectPhoto(await normalisePhoto(await photo(640, 480).png().toBuffer()));
    expect(out).toMatchObject({ width: 640, height: 480 });
    expect((await sharp(out.jpeg).metadata()).format).toBe('jpeg');
  });

  it('fits a large photo in 1024 px and never enlarges a small one', async () => {
    const large = expectPhoto(await normalisePhoto(await photo(4000, 3000).jpeg().toBuffer()));
    expect(large).toMatchObject({ width: 1024, height: 768 });
    const tall = expectPhoto(await normalisePhoto(await photo(1500, 3000).jpeg().toBuffer()));
    expect(tall).toMatchObject({ width: 512, height: 1024 });
    const small = expectPhoto(await normalisePhoto(await photo(200, 100).jpeg().toBuffer()));
    expect(small).toMatchObject({ width: 200, height: 100 });
  });

  it('applies the EXIF orientation and keeps no metadata at all', async () => {
    // 600 x 400 as stored, orientation 6: the camera was turned, the photo is 400 x 600 upright.
    const input = await photo(600, 400)
      .withMetadata({ orientation: 6, density: 300 })
      .withExif({ IFD0: { Copyright: 'someone', Artist: 'camera owner' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    const out = expectPhoto(await normalisePhoto(input));
    expect(out).toMatchObject({ width: 400, height: 600 });
    const after = await sharp(out.jpeg).metadata();
    expect(after.width).toBe(400);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(out.jpeg.includes('camera owner')).toBe(false);
  });

  it('puts transparency on white', async () => {
    const clear = await sharp({
      create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const out = expectPhoto(await normalisePhoto(clear));
    const { data } = await sharp(out.jpeg).raw().toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(240);
  });

  it('refuses other types, whatever they are called, and broken files', async () => {
    const refused = { ok: false, reason: 'invalid_image' };
    expect(await normalisePhoto(await photo(64, 64).gif().toBuffer())).toEqual(refused);
    expect(await normalisePhoto(await photo(64, 64).webp().toBuffer())).toEqual(refused);
    expect(await normalisePhoto(await photo(64, 64).tiff().toBuffer())).toEqual(refused);
    expect(await normalisePhoto(Buffer.from('%PDF-1.7 not a photo'))).toEqual(refused);
    const jpeg = await photo(640, 480).jpeg().toBuffer();
    expect(await normalisePhoto(jpeg.subarray(0, 200))).toEqual(refused);
    const png = await photo(64, 64).png().toBuffer();
    expect(await normalisePhoto(Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)]))).toEqual(
      refused,
    );
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // A 6500 x 6500 PNG of one colour is small on disk and 127 MB decoded.
    const bomb = await sharp({
      create: { width: 6500, height: 6500, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2_000_000);
    expect(await normalisePhoto(bomb)).toEqual({ ok: false, reason: 'invalid_image' });
  });
});
