/**
 * The page's style rules, for a copy of the page painted inside a shadow root. Chakra's styles are
 * inserted with insertRule, so they are only in the style sheets' cssRules, not in any text.
 *
 * Inside the shadow root there is no <html> or <body>: the copy is wrapped in two elements that
 * stand for them (`.copy-html`, which also carries the colour mode's class, and `.copy-body`), and
 * every selector that names the document's root or body is pointed at them instead. Chakra's colour
 * mode conditions (`.dark &`) then match as they do on the page.
 */

export const COPY_HTML_CLASS = 'copy-html';
export const COPY_BODY_CLASS = 'copy-body';

// `html`, `body` or `:root` as a selector of their own, not part of a class or attribute name.
const ROOT_SELECTOR = /(^|[\s,>+~(])(?:html|:root)(?=$|[\s,.:#[>+~)])/g;
const BODY_SELECTOR = /(^|[\s,>+~(])body(?=$|[\s,.:#[>+~)])/g;

export function selectorForCopy(selector: string): string {
  return selector
    .replace(ROOT_SELECTOR, `$1.${COPY_HTML_CLASS}`)
    .replace(BODY_SELECTOR, `$1.${COPY_BODY_CLASS}`);
}

function ruleForCopy(rule: CSSRule): string {
  const text = rule.cssText;
  if ('selectorText' in rule && typeof rule.selectorText === 'string') {
    // A style rule: only its selector changes (its declarations may name `body` as a font token).
    const selector = rule.selectorText;
    return text.startsWith(selector) ? selectorForCopy(selector) + text.slice(selector.length) : text;
  }
  if ('cssRules' in rule && text.includes('{')) {
    // A group (@media, @supports, @layer, @keyframes …): its header, then its rules mapped in turn.
    const inner = Array.from(rule.cssRules as CSSRuleList, ruleForCopy).join('\n');
    return `${text.slice(0, text.indexOf('{'))}{\n${inner}\n}`;
  }
  return text;
}

/** Every rule of the document's style sheets, ready for the copy's shadow root. */
export function stylesForCopy(doc: Document): string {
  const rules: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(ruleForCopy(rule));
    } catch {
      // A sheet from another origin cannot be read; the app has none, and a copy can do without.
    }
  }
  return rules.join('\n');
}

/**
 * How many rules the document's sheets hold: Chakra only ever adds rules, so while this stays the
 * same the styles copied last time are still the page's.
 */
export function styleRuleCount(doc: Document): number {
  let count = 0;
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      count += sheet.cssRules.length;
    } catch {
      // Unreadable, as above.
    }
  }
  return count;
}
