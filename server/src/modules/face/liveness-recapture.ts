/**
 * Recapture detection: a face shown on a screen or printed on paper and filmed again carries a
 * regular pattern (the screen's pixel grid, a printer's halftone dots) that the camera turns into
 * moiré: sharp, isolated peaks in the image's spectrum that a real face, whose spectrum falls off
 * smoothly with frequency, does not have. The score is how far the strongest such peak stands above
 * the spectrum around it.
 */
import FFT from 'fft.js';

/** The square window analysed, in pixels (a power of two). */
const WINDOW = 256;

/** Frequencies below this share of the window's Nyquist band are the face's own shapes, not a pattern. */
const LOW_CUT = 0.16;

/**
 * How far (in natural-log magnitude) the strongest isolated peak stands above the median of its
 * frequency ring, in the grey window around the face. Real faces score about 1.5-3; a screen or a
 * print filmed again scores higher (see the module README for the measured figures).
 */
export function recaptureScore(
  pixels: Uint8Array,
  side: number,
  box: readonly [number, number, number, number],
): number {
  const grey = faceWindow(pixels, side, box);
  const spectrum = logSpectrum(grey, WINDOW);
  return strongestPeak(spectrum, WINDOW);
}

/** The grey WINDOW x WINDOW square centred on the face (sampled at its own scale, edges clamped). */
function faceWindow(
  pixels: Uint8Array,
  side: number,
  box: readonly [number, number, number, number],
): Float64Array {
  const [bx, by, bw, bh] = box;
  const cx = bx + bw / 2;
  const cy = by + bh / 2;
  // The window covers the inner face; a face wider than the window is sampled at one pixel in `step`.
  const extent = Math.max(bw, bh) * 0.8;
  const step = Math.max(1, Math.floor(extent / WINDOW));
  const x0 = Math.round(cx - (WINDOW * step) / 2);
  const y0 = Math.round(cy - (WINDOW * step) / 2);
  const out = new Float64Array(WINDOW * WINDOW);
  for (let y = 0; y < WINDOW; y++) {
    const sy = Math.min(side - 1, Math.max(0, y0 + y * step));
    for (let x = 0; x < WINDOW; x++) {
      const sx = Math.min(side - 1, Math.max(0, x0 + x * step));
      const i = (sy * side + sx) * 3;
      out[y * WINDOW + x] = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
    }
  }
  return out;
}

/** log(1 + |F|) of the Hann-windowed, mean-removed image, by rows then columns. */
function logSpectrum(grey: Float64Array, n: number): Float64Array {
  let mean = 0;
  for (const v of grey) mean += v;
  mean /= grey.length;
  const hann = new Float64Array(n);
  for (let i = 0; i < n; i++) hann[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
  const fft = new FFT(n);
  const re = new Float64Array(n * n);
  const im = new Float64Array(n * n);
  const input = fft.createComplexArray() as number[];
  const output = fft.createComplexArray() as number[];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      input[2 * x] = (grey[y * n + x]! - mean) * hann[x]! * hann[y]!;
      input[2 * x + 1] = 0;
    }
    fft.transform(output, input);
    for (let x = 0; x < n; x++) {
      re[y * n + x] = output[2 * x]!;
      im[y * n + x] = output[2 * x + 1]!;
    }
  }
  const magnitude = new Float64Array(n * n);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      input[2 * y] = re[y * n + x]!;
      input[2 * y + 1] = im[y * n + x]!;
    }
    fft.transform(output, input);
    for (let y = 0; y < n; y++) {
      magnitude[y * n + x] = Math.log1p(Math.hypot(output[2 * y]!, output[2 * y + 1]!));
    }
  }
  return magnitude;
}

/**
 * The highest peak above its ring's median, over the upper frequencies. The two axes are left
 * out: picture edges and JPEG's 8-pixel blocks put energy there in every photo.
 */
function strongestPeak(spectrum: Float64Array, n: number): number {
  const half = n / 2;
  const rings: number[][] = Array.from({ length: half }, () => []);
  const freq = (k: number) => (k < half ? k : k - n);
  for (let v = 0; v < n; v++) {
    for (let u = 0; u < n; u++) {
      const r = Math.round(Math.hypot(freq(u), freq(v)));
      if (r < half) rings[r]!.push(spectrum[v * n + u]!);
    }
  }
  const medians = rings.map((ring) => {
    if (ring.length === 0) return 0;
    const sorted = [...ring].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  });
  let best = 0;
  const low = Math.round(LOW_CUT * half);
  for (let v = 0; v < n; v++) {
    const fv = freq(v);
    if (Math.abs(fv) <= 1) continue;
    for (let u = 0; u < n; u++) {
      const fu = freq(u);
      if (Math.abs(fu) <= 1) continue;
      const r = Math.round(Math.hypot(fu, fv));
      if (r < low || r >= half) continue;
      best = Math.max(best, spectrum[v * n + u]! - medians[r]!);
    }
  }
  return best;
}
