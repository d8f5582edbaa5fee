import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Brand colour: the spec's default theme colour #409EFF with tints (50-400) and shades (600-950). */
export const BRAND_COLOR = '#409EFF';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#ecf5ff' },
          100: { value: '#d9ecff' },
          200: { value: '#b3d8ff' },
          300: { value: '#8cc5ff' },
          400: { value: '#66b1ff' },
          500: { value: BRAND_COLOR },
          600: { value: '#337ecc' },
          700: { value: '#2d6fb3' },
          800: { value: '#265f99' },
          900: { value: '#204f80' },
          950: { value: '#1a3f66' },
        },
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
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
