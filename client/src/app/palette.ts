/**
 * The brand palette for a theme colour: tints towards white for 50-400, the colour itself at 500,
 * shades towards black for 600-950, and `ink`, the lightest shade that text can use. The theme
 * (app/theme.ts) is this palette for the default colour; the admin theme presets override it.
 */
export const PALETTE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950, 'ink'] as const;
export type PaletteStep = (typeof PALETTE_STEPS)[number];
type ShadeStep = Exclude<PaletteStep, 'ink'>;

/**
 * WCAG 2 AA for normal text. `ink` reaches it against white and against the palette's two lightest
 * tints (50 and 100), the backgrounds brand text and white-on-brand buttons sit on.
 */
export const TEXT_CONTRAST = 4.5;

/** Share of white (positive) or black (negative) mixed into the base colour per step. */
const MIX: Record<ShadeStep, number> = {
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

/** Relative luminance (WCAG 2). */
function luminance(hex: string): number {
  const linear = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The lightest shade of `hex` (towards black, 1 % at a time) that text can use on `backgrounds`. */
export function inkShade(hex: string, backgrounds: readonly string[]): string {
  for (let amount = 0; amount <= 100; amount += 1) {
    const shade = mix(hex, -amount / 100);
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= TEXT_CONTRAST)) return shade;
  }
  return '#000000';
}

export function brandPalette(hex: string): Record<PaletteStep, string> {
  const out = {} as Record<PaletteStep, string>;
  for (const step of PALETTE_STEPS) {
    if (step !== 'ink') out[step] = mix(hex, MIX[step]);
  }
  out.ink = inkShade(hex, ['#ffffff', out[50], out[100]]);
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
