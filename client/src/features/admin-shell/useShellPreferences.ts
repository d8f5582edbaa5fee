import { useEffect } from 'react';
import { applyBrandColor } from '../../app/palette';
import { DEFAULT_THEME_COLOR, FONT_SIZE_PX, useFontSize, useThemeColor } from './preferences';

/**
 * Applies the admin preferences to the page while the admin shell is shown: the root font size
 * (everything in rem follows, dialogs and toasts included) and the brand colour (the brand CSS
 * variables). Leaving the shell restores the defaults.
 */
export function useShellPreferences(): void {
  const fontSize = useFontSize();
  const color = useThemeColor();

  useEffect(() => {
    const root = document.documentElement;
    root.style.fontSize = fontSize === 'default' ? '' : `${FONT_SIZE_PX[fontSize]}px`;
    root.dataset.fontSize = fontSize;
    return () => {
      root.style.fontSize = '';
      delete root.dataset.fontSize;
    };
  }, [fontSize]);

  useEffect(() => {
    const root = document.documentElement;
    applyBrandColor(root, color === DEFAULT_THEME_COLOR ? null : color);
    return () => applyBrandColor(root, null);
  }, [color]);
}
