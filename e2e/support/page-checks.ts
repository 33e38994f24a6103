import type { Page } from 'playwright-core';

/** The page has its data: the network is quiet and no skeleton or spinner is left. */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => document.querySelectorAll('.chakra-skeleton, [role="status"] .chakra-spinner').length === 0,
  );
}

/** How far the page scrolls sideways, naming the outermost elements that stick out. */
export async function sidewaysOverflow(
  page: Page,
): Promise<{ scroll: number; client: number; widest: string }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    // Name the outermost elements that stick out (their parent does not), so a failure says where to look.
    const sticksOut = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > root.clientWidth + 0.5;
    // Inside a box that scrolls or clips, a wide element does not widen the page.
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement) && !clipped(element))
      .slice(0, 3)
      .map((element) => {
        const parent = element.parentElement;
        const name = (node: Element | null) =>
          `${node?.tagName.toLowerCase()}[${node?.getAttribute('aria-label') ?? node?.getAttribute('data-testid') ?? node?.id ?? ''}] ${getComputedStyle(node as Element).display}`;
        return `${name(element)} ${Math.round(element.getBoundingClientRect().right)}px in ${name(parent)} ${Math.round(parent?.getBoundingClientRect().width ?? 0)}px`;
      })
      .join('; ');
    return { scroll: root.scrollWidth, client: root.clientWidth, widest };
  });
}
