/**
 * Geometry of one face from the face mesh (468 landmarks, x and y in the analysed image's pixels):
 * its pose as the nose's place between cheeks and between forehead and chin, how far the nose
 * moved off the plane of the face's outline between two frames (parallax: only a solid head has
 * it), and an upright grey patch of the face for telling one picture from another.
 */

/** Landmarks used: the nose tip and bridge, the face outline, the eye corners. */
const NOSE = [1, 4, 5, 195, 197, 6] as const;
const OUTLINE = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148,
  176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;
const RIGHT_CHEEK = 234;
const LEFT_CHEEK = 454;
const FOREHEAD = 10;
const CHIN = 152;
const NOSE_TIP = 1;
const EYE_A = [33, 133] as const;
const EYE_B = [362, 263] as const;

export const MESH_POINTS = 468;

/** x, y of landmark i in a flat mesh (x0, y0, x1, y1, ...). */
function point(mesh: Float32Array, i: number): [number, number] {
  return [mesh[2 * i]!, mesh[2 * i + 1]!];
}

export interface FacePose {
  /** Where the nose tip sits between the cheeks, 0 (at the image-left cheek) .. 1; 0.5 is frontal. */
  yaw: number;
  /** Where the nose tip sits between forehead and chin, 0 .. 1. */
  pitch: number;
  /** The face's width (cheek to cheek) in pixels. */
  width: number;
}

export function facePose(mesh: Float32Array): FacePose {
  const [nx, ny] = point(mesh, NOSE_TIP);
  const [rx, ry] = point(mesh, RIGHT_CHEEK);
  const [lx, ly] = point(mesh, LEFT_CHEEK);
  const [, ty] = point(mesh, FOREHEAD);
  const [, cy] = point(mesh, CHIN);
  const width = Math.hypot(lx - rx, ly - ry);
  return {
    yaw: lx === rx ? 0.5 : (nx - rx) / (lx - rx),
    pitch: cy === ty ? 0.5 : (ny - ty) / (cy - ty),
    width,
  };
}

type Homography = (p: readonly [number, number]) => [number, number];

/**
 * The plane-to-plane map (homography) that best carries `from` onto `to` in the least-squares
 * sense, from points normalised to their centroid and mean radius (Hartley's normalisation).
 */
export function fitHomography(
  from: ReadonlyArray<readonly [number, number]>,
  to: ReadonlyArray<readonly [number, number]>,
): Homography {
  const normalise = (pts: ReadonlyArray<readonly [number, number]>) => {
    const mx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const my = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    const radius = pts.reduce((s, p) => s + Math.hypot(p[0] - mx, p[1] - my), 0) / pts.length;
    const k = radius === 0 ? 1 : Math.SQRT2 / radius;
    return { mx, my, k, pts: pts.map((p) => [(p[0] - mx) * k, (p[1] - my) * k] as const) };
  };
  const a = normalise(from);
  const b = normalise(to);
  const m: number[][] = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const v = new Array<number>(8).fill(0);
  for (let i = 0; i < a.pts.length; i++) {
    const [x, y] = a.pts[i]!;
    const [u, w] = b.pts[i]!;
    const rows: Array<[number[], number]> = [
      [[x, y, 1, 0, 0, 0, -u * x, -u * y], u],
      [[0, 0, 0, x, y, 1, -w * x, -w * y], w],
    ];
    for (const [row, target] of rows) {
      for (let j = 0; j < 8; j++) {
        v[j]! += row[j]! * target;
        for (let k = 0; k < 8; k++) m[j]![k]! += row[j]! * row[k]!;
      }
    }
  }
  const h = solve(m, v);
  return ([px, py]) => {
    const x = (px - a.mx) * a.k;
    const y = (py - a.my) * a.k;
    const d = h[6]! * x + h[7]! * y + 1;
    return [
      (h[0]! * x + h[1]! * y + h[2]!) / d / b.k + b.mx,
      (h[3]! * x + h[4]! * y + h[5]!) / d / b.k + b.my,
    ];
  };
}

/** Gaussian elimination with partial pivoting; a singular system gives the identity map. */
function solve(m: number[][], v: number[]): number[] {
  const n = v.length;
  for (let i = 0; i < n; i++) {
    let pivot = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(m[r]![i]!) > Math.abs(m[pivot]![i]!)) pivot = r;
    if (Math.abs(m[pivot]![i]!) < 1e-12) return [1, 0, 0, 0, 1, 0, 0, 0];
    [m[i], m[pivot]] = [m[pivot]!, m[i]!];
    [v[i], v[pivot]] = [v[pivot]!, v[i]!];
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const f = m[r]![i]! / m[i]![i]!;
      for (let k = i; k < n; k++) m[r]![k]! -= f * m[i]![k]!;
      v[r]! -= f * v[i]!;
    }
  }
  return v.map((x, i) => x / m[i]![i]!);
}

/**
 * How far the nose left the plane of the face's outline between two frames, as a share of the
 * face's width: the outline of `a` is mapped onto that of `b` by the best homography (which is
 * exactly how any flat picture moves, tilts or zooms), and the nose's distance from where that map
 * puts it is measured. A flat picture stays near 0.01-0.03 (the mesh's own noise); a head turned by
 * 25 degrees reaches 0.06 and more.
 */
export function noseParallax(a: Float32Array, b: Float32Array): number {
  const map = fitHomography(
    OUTLINE.map((i) => point(a, i)),
    OUTLINE.map((i) => point(b, i)),
  );
  const width = facePose(b).width;
  if (width === 0) return 0;
  let sum = 0;
  for (const i of NOSE) {
    const [px, py] = map(point(a, i));
    const [qx, qy] = point(b, i);
    sum += Math.hypot(px - qx, py - qy);
  }
  return sum / NOSE.length / width;
}

/** The side of the face patch, in pixels. */
export const PATCH_SIDE = 48;

/**
 * The face as an upright grey patch: rotated so the eyes are level, scaled so they are a third of
 * the patch apart, then made zero-mean with unit length, so two patches compare by their dot
 * product (normalised cross-correlation) whatever the brightness, contrast, size or tilt.
 */
export function facePatch(pixels: Uint8Array, side: number, mesh: Float32Array): Float32Array {
  const centre = (ids: readonly number[]) => {
    const pts = ids.map((i) => point(mesh, i));
    return [
      pts.reduce((s, p) => s + p[0], 0) / pts.length,
      pts.reduce((s, p) => s + p[1], 0) / pts.length,
    ];
  };
  const [ax, ay] = centre(EYE_A);
  const [bx, by] = centre(EYE_B);
  const dx = bx! - ax!;
  const dy = by! - ay!;
  const eyes = Math.hypot(dx, dy) || 1;
  const cos = dx / eyes;
  const sin = dy / eyes;
  const scale = eyes / (PATCH_SIDE / 3);
  const midX = (ax! + bx!) / 2;
  const midY = (ay! + by!) / 2;
  const patch = new Float32Array(PATCH_SIDE * PATCH_SIDE);
  for (let y = 0; y < PATCH_SIDE; y++) {
    for (let x = 0; x < PATCH_SIDE; x++) {
      // The eyes sit a third of the way down the patch; the mouth near its bottom.
      const u = (x - PATCH_SIDE / 2) * scale;
      const v = (y - PATCH_SIDE / 3) * scale;
      const sx = midX + u * cos - v * sin;
      const sy = midY + u * sin + v * cos;
      patch[y * PATCH_SIDE + x] = greyAt(pixels, side, sx, sy);
    }
  }
  let mean = 0;
  for (const p of patch) mean += p;
  mean /= patch.length;
  let norm = 0;
  for (let i = 0; i < patch.length; i++) {
    patch[i] = patch[i]! - mean;
    norm += patch[i]! * patch[i]!;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < patch.length; i++) patch[i] = patch[i]! / norm;
  return patch;
}

/** Bilinear grey value at a point of an RGB image (0 outside it). */
function greyAt(pixels: Uint8Array, side: number, x: number, y: number): number {
  if (x < 0 || y < 0 || x > side - 1 || y > side - 1) return 0;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(side - 1, x0 + 1);
  const y1 = Math.min(side - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const g = (px: number, py: number) => {
    const i = (py * side + px) * 3;
    return 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
  };
  return (
    g(x0, y0) * (1 - fx) * (1 - fy) +
    g(x1, y0) * fx * (1 - fy) +
    g(x0, y1) * (1 - fx) * fy +
    g(x1, y1) * fx * fy
  );
}

/** Normalised cross-correlation of two face patches, -1..1 (1: the same picture). */
export function patchSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}
