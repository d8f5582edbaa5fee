/**
 * The brand palette (50-950) for a theme colour, mixed the way the default palette in
 * app/theme.ts was made: tints towards white for 50-400, shades towards black for 600-950.
 */
export const PALETTE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type PaletteStep = (typeof PALETTE_STEPS)[number];

/** Share of white (positive) or black (negative) mixed into the base colour per step. */
const MIX: Record<PaletteStep, number> = {
  50: 0.9,
  100: 0.8,
  200: 0.6,
  300: 0.4,
  400: 0.2,
  500: 0,
  600: -0.2,
  700: -0.3,
  800: -0.4,
  900: -0.5,
  950: -0.6,
};

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function mix(hex: string, amount: number): string {
  const rgb = channels(hex);
  if (amount >= 0) return toHex(rgb.map((c) => c + (255 - c) * amount));
  return toHex(rgb.map((c) => c * (1 + amount)));
}

export function brandPalette(hex: string): Record<PaletteStep, string> {
  const out = {} as Record<PaletteStep, string>;
  for (const step of PALETTE_STEPS) out[step] = mix(hex, MIX[step]);
  return out;
}

/** CSS variable of a brand token, as Chakra names it (cssVarsPrefix 'chakra'). */
export function brandVar(step: PaletteStep): string {
  return `--chakra-colors-brand-${step}`;
}

/**
 * Points the brand tokens at a theme colour by overriding their CSS variables on an element
 * (the document root), so everything using brand.* (and colorPalette brand) follows. `null`
 * removes the overrides (the built-in default palette applies).
 */
export function applyBrandColor(target: HTMLElement, hex: string | null): void {
  if (hex === null) {
    for (const step of PALETTE_STEPS) target.style.removeProperty(brandVar(step));
    return;
  }
  const palette = brandPalette(hex);
  for (const step of PALETTE_STEPS) target.style.setProperty(brandVar(step), palette[step]);
}
