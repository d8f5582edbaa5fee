import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { brandPalette, PALETTE_STEPS } from './palette';

/** Brand colour: the spec's default theme colour #409EFF with tints (50-400) and shades (600-950). */
export const BRAND_COLOR = '#409EFF';

const brand = Object.fromEntries(
  PALETTE_STEPS.map((step) => [step, { value: brandPalette(BRAND_COLOR)[step] }]),
);

/**
 * A solid button darkens on hover and when its menu is open: Chakra's default lightens it to 90 %,
 * which takes white text below 4.5:1 on most palettes.
 */
const SOLID_PRESSED_BG = 'color-mix(in srgb, var(--chakra-colors-color-palette-solid) 88%, black)';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    recipes: {
      button: {
        variants: {
          variant: {
            solid: { _hover: { bg: SOLID_PRESSED_BG }, _expanded: { bg: SOLID_PRESSED_BG } },
          },
        },
      },
    },
    tokens: {
      colors: {
        brand,
      },
      fonts: {
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
        },
        heading: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
        },
      },
    },
    // Text and its background reach 4.5:1 (WCAG AA): white on a solid button, coloured text on
    // white or on the palette's subtle tint. The brand hue itself stays for large surfaces,
    // borders, focus rings and accents; text uses its `ink` shade.
    semanticTokens: {
      colors: {
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        brand: {
          solid: { value: '{colors.brand.ink}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.ink}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's 600 shades of these carry white text at only 3.3-3.7:1.
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        teal: { solid: { value: '{colors.teal.700}' } },
        cyan: { solid: { value: '{colors.cyan.700}' } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
