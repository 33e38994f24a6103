import type { SystemContext } from '@chakra-ui/react';
import { type SerializedStyles, serializeStyles } from '@emotion/serialize';

/** How many distinct styles are kept; past it the oldest go (a page uses a few hundred). */
const KEPT_STYLES = 4_000;

/**
 * Chakra computes every component's styles at each render: its recipe's styles and the style props
 * merged into one object (`system.css`, which hashes its whole input to look up an earlier answer),
 * which Emotion then turns into a CSS string and hashes again for the class name. On a slow phone that
 * is most of a render (a first paint, a language switch). This system answers `css` with the finished
 * CSS (Emotion's serialized form, which Emotion takes as it is) kept per input: the recipe's styles by
 * identity (Chakra hands out the same object for the same variant), the rest by their JSON. The same
 * element renders with the same class name, so nothing changes on the page.
 *
 * Only the styled factory asks the provider's `css` (recipes and the global styles use the system's
 * own), so the system itself is left as it is.
 */
export function withStylesKept(system: SystemContext): SystemContext {
  const ids = new WeakMap<object, number>();
  let lastId = 0;
  const idOf = (value: object) => {
    let id = ids.get(value);
    if (id === undefined) {
      lastId += 1;
      id = lastId;
      ids.set(value, id);
    }
    return id;
  };
  const kept = new Map<string, SerializedStyles>();
  const css = (...styles: unknown[]): SerializedStyles => {
    const [recipe, ...rest] = styles;
    const key = `${typeof recipe === 'object' && recipe !== null ? idOf(recipe) : String(recipe)}|${JSON.stringify(rest)}`;
    const found = kept.get(key);
    if (found) return found;
    const computed = (system.css as (...args: unknown[]) => object)(...styles);
    const serialized = serializeStyles([computed as Parameters<typeof serializeStyles>[0][number]]);
    if (kept.size >= KEPT_STYLES) kept.delete(kept.keys().next().value as string);
    kept.set(key, serialized);
    return serialized;
  };
  return { ...system, css: css as unknown as SystemContext['css'] };
}
