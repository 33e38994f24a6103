import { describe, expect, it } from 'vitest';
import { selectorForCopy, stylesForCopy } from './copy-styles.ts';

describe('selectors in the copy', () => {
  it.each([
    ['html', '.copy-html'],
    [':root, .light', '.copy-html, .light'],
    [':where(html, .chakra-theme)', ':where(.copy-html, .chakra-theme)'],
    ['html.dark .boot-bar', '.copy-html.dark .boot-bar'],
    ['html[data-layout="bare"] .boot-bar', '.copy-html[data-layout="bare"] .boot-bar'],
    ['body', '.copy-body'],
    ['html > body', '.copy-html > .copy-body'],
    // Names that only contain the words stay as they are.
    ['tbody td', 'tbody td'],
    ['.html-preview, [data-body], #body-text', '.html-preview, [data-body], #body-text'],
    ['.dark .chakra-theme:not(.light)', '.dark .chakra-theme:not(.light)'],
  ])('%s becomes %s', (selector, mapped) => {
    expect(selectorForCopy(selector)).toBe(mapped);
  });
});

describe('the styles copied', () => {
  it('come from the rules inserted into the sheets, with only their selectors mapped', () => {
    const style = document.createElement('style');
    document.head.append(style);
    const sheet = style.sheet as CSSStyleSheet;
    sheet.insertRule('body { font-family: var(--fonts-body); }');
    sheet.insertRule('@media (max-width: 600px) { html { font-size: 14px; } }', 1);
    try {
      const css = stylesForCopy(document);
      expect(css).toContain('.copy-body {');
      expect(css).toContain('var(--fonts-body)');
      expect(css).toMatch(/@media \(max-width: 600px\)\s*\{\s*\.copy-html \{ font-size: 14px; \}/);
      expect(css).not.toMatch(/(^|\s)(html|body) \{/);
    } finally {
      style.remove();
    }
  });
});
