import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What axe must not find on any page of the shop: anything it rates serious or critical under WCAG 2.1 A and AA,
 * one line each (rule, help, the elements), on the page as it is now, or in the part `include` selects.
 *
 * Legacy mode: axe gathers its results in the page itself instead of finishing them in a blank page it opens for
 * each check (a renderer started and torn down every time). A check then costs about half the CPU (0.5 s against
 * 1 s for a storefront page on the 2-core CI machine), and axe was a third of the browser suite's CPU. Its one
 * loss, frames of another origin, is not one here: the shop's pages have none (the test Stripe draws in the page).
 */
export async function seriousViolations(
  page: Page,
  { include }: { include?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fails the test with axe's serious findings on the page as it is now, named by `label` (the page's address). */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  expect(await seriousViolations(page), label).toEqual([]);
}
