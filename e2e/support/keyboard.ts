import { expect, type Locator, type Page } from '@playwright/test';

/** What has the keyboard focus, and whether a sighted user can see where it is. */
export interface FocusState {
  /** False when the focus fell back to the page itself (lost). */
  onElement: boolean;
  /** An outline or focus shadow is drawn on the element or on the control that stands for it. */
  visible: boolean;
  description: string;
}

/**
 * Reads the focused element. A focus indicator is an outline (style not none, width above 0) or a
 * box shadow drawn while focused, on the element itself or, for a visually hidden native input,
 * on the Chakra control that shows it (`data-focus-visible` parts of the same item).
 */
export async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (el === null || el === document.body || el === document.documentElement) {
      return { onElement: false, visible: false, description: 'the page (focus lost)' };
    }
    const describe = (e: Element) => {
      const name =
        e.getAttribute('aria-label') ??
        (e.textContent ?? '').trim().slice(0, 40) ??
        e.getAttribute('data-testid');
      return `<${e.tagName.toLowerCase()} role=${e.getAttribute('role') ?? ''} testid=${e.getAttribute('data-testid') ?? ''}> ${name}`;
    };
    const draws = (e: Element) => {
      const style = getComputedStyle(e);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const rect = el.getBoundingClientRect();
    const hidden = rect.width <= 1 || rect.height <= 1;
    const stands: Element[] = [el];
    if (hidden) {
      const item = el.closest('label, [data-part="item"], [data-part="root"]');
      if (item !== null)
        stands.push(item, ...Array.from(item.querySelectorAll('[data-focus-visible]')));
    }
    return {
      onElement: true,
      visible: el.matches(':focus-visible') && stands.some(draws),
      description: describe(el),
    };
  });
}

/** The focus is on an element and visibly so (WCAG 2.4.7), never on the page itself. */
export async function expectFocusVisible(page: Page, step: string): Promise<void> {
  const state = await focusState(page);
  expect(state.onElement, `${step}: focus lost (${state.description})`).toBe(true);
  expect(state.visible, `${step}: no visible focus on ${state.description}`).toBe(true);
}

/** Whether the element of `target` has the focus. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop that the focus is
 * visible and not lost; fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const max = options.max ?? 120;
  const key = options.backwards === true ? 'Shift+Tab' : 'Tab';
  await expect(target).toBeVisible();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    await expectFocusVisible(page, `${key} ${presses}`);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target.toString()} not reached with ${max} presses of ${key}`);
}
