/**
 * Reading face photos: only JPEG and PNG (known by their bytes, never by a name), turned upright
 * by their EXIF orientation, fitted in a square of PHOTO_MAX_SIDE pixels. Anything sharp cannot
 * decode, or larger than MAX_INPUT_PIXELS, is refused as `invalid_image` instead of throwing.
 */
import sharp from 'sharp';
import type { FaceRefused } from './face-engine.ts';

/** Longest side of a stored photo and of the image the local model analyses. */
export const PHOTO_MAX_SIDE = 1024;

/** Larger images are refused before decoding (a decompression bomb costs nothing). */
const MAX_INPUT_PIXELS = 40_000_000;

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: ArrayLike<number>, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The image type told by the bytes: 'jpeg', 'png', or null for anything else. */
export function sniffPhoto(bytes: ArrayLike<number>): 'jpeg' | 'png' | null {
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  return null;
}

export const INVALID_IMAGE: FaceRefused = Object.freeze({ ok: false, reason: 'invalid_image' });

/** A photo fit for storage: an upright JPEG without any metadata, at most PHOTO_MAX_SIDE wide. */
export interface NormalisedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** The size of a photo once turned upright by its EXIF orientation. */
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: (turned ? meta.height : meta.width) ?? 0,
    height: (turned ? meta.width : meta.height) ?? 0,
  };
}

function open(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: PHOTO_MAX_SIDE,
      height: PHOTO_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
}

/**
 * Re-encodes an uploaded photo: JPEG or PNG only, EXIF rotation applied, transparency on white,
 * fitted in PHOTO_MAX_SIDE pixels, saved as a JPEG that carries no metadata (no EXIF, GPS, ICC
 * profile or comments: sharp writes none unless asked).
 */
export async function normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto | FaceRefused> {
  if (sniffPhoto(bytes) === null) return INVALID_IMAGE;
  try {
    const { data, info } = await open(bytes)
      .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    return INVALID_IMAGE;
  }
}

/**
 * An upright photo as RGB pixels padded with black to a square (the detector distorts faces in a
 * non-square frame), with what maps the analysed pixels back onto the upright original.
 */
export interface SquarePixels {
  /** side x side x 3 bytes, row by row; the photo sits in the top-left corner. */
  pixels: Uint8Array;
  side: number;
  /** Size of the upright original. */
  width: number;
  height: number;
  /** Original pixels per analysed pixel (1 unless the photo was shrunk). */
  scale: number;
}

/** Decodes a JPEG or PNG for the model, or refuses it as `invalid_image`. */
export async function decodeSquare(bytes: Buffer): Promise<SquarePixels | FaceRefused> {
  if (sniffPhoto(bytes) === null) return INVALID_IMAGE;
  try {
    const { width, height } = await uprightSize(bytes);
    const { data, info } = await open(bytes).raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 || width === 0 || height === 0) return INVALID_IMAGE;
    const side = Math.max(info.width, info.height);
    const pixels = new Uint8Array(side * side * 3);
    const row = info.width * 3;
    for (let y = 0; y < info.height; y++) {
      pixels.set(data.subarray(y * row, (y + 1) * row), y * side * 3);
    }
    return { pixels, side, width, height, scale: Math.max(width, height) / side };
  } catch {
    return INVALID_IMAGE;
  }
}

/** A photo as sent to a cloud provider: normalised, with the factor back to the original's pixels. */
export interface UploadPhoto extends NormalisedPhoto {
  /** Size of the upright original. */
  originalWidth: number;
  originalHeight: number;
  /** Original pixels per sent pixel. */
  scale: number;
}

/** Normalises a photo for a provider (no metadata leaves the server) and keeps the scale. */
export async function photoForUpload(bytes: Buffer): Promise<UploadPhoto | FaceRefused> {
  const normalised = await normalisePhoto(bytes);
  if ('ok' in normalised) return normalised;
  try {
    const upright = await uprightSize(bytes);
    const originalWidth = upright.width > 0 ? upright.width : normalised.width;
    const originalHeight = upright.height > 0 ? upright.height : normalised.height;
    const scale =
      Math.max(originalWidth, originalHeight) / Math.max(normalised.width, normalised.height);
    return { ...normalised, originalWidth, originalHeight, scale };
  } catch {
    return INVALID_IMAGE;
  }
}
