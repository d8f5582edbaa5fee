import type { Page } from '@playwright/test';

/**
 * Where the page fails reflow (WCAG 1.4.10) or text resize (1.4.4): the page scrolls sideways, or a
 * control sticks out of the window or has its text cut off. Controls inside a sideways-scrolling
 * region (a wide data table, a tab strip) are fine: the region scrolls, not the page.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width + 1)
      problems.push(`the page scrolls sideways (${scrollWidth} > ${width})`);

    const scrollsSideways = (el: Element): boolean => {
      for (let p = el.parentElement; p !== null && p !== document.body; p = p.parentElement) {
        const overflow = getComputedStyle(p).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && p.scrollWidth > p.clientWidth) {
          return true;
        }
      }
      return false;
    };
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} testid=${el.getAttribute('data-testid') ?? ''}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;

    const controls = document.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
    );
    for (const el of Array.from(controls)) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], [hidden]') !== null) continue;
      if ((rect.left < -1 || rect.right > width + 1) && !scrollsSideways(el)) {
        problems.push(
          `${describe(el)} sticks out of the window (${Math.round(rect.left)}..${Math.round(rect.right)} of ${width})`,
        );
      }
      // Text cut off inside a control, unless it is shortened on purpose with an ellipsis.
      const cut = el.scrollWidth > el.clientWidth + 2 && style.overflowX === 'hidden';
      if (cut && style.textOverflow !== 'ellipsis' && el.tagName !== 'INPUT') {
        problems.push(`${describe(el)} has its text cut off`);
      }
    }
    return problems;
  });
}
