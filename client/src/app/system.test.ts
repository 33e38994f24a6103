import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

const sourceDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the app imports from Chakra. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(sourceDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*{([^}]*)}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '');
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const recipeKey = (component: string) => component.charAt(0).toLowerCase() + component.slice(1);

describe('the Chakra system', () => {
  it('has the styles of every Chakra component the app uses', () => {
    const used = [...chakraImports()];
    expect(used).toContain('Button');
    const missing = used
      .map(recipeKey)
      .filter(
        (key) =>
          (key in recipes && !system.isRecipe(key)) || (key in slotRecipes && !system.isSlotRecipe(key)),
      );
    expect(missing, 'add these recipes to app/system.ts').toEqual([]);
  });

  it('keeps the club’s own tokens and Chakra’s defaults', () => {
    expect(system.token('colors.brand.800')).toBe('#13432b');
    expect(system.token('colors.red.600')).toBeTruthy();
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('accordion')).toBe(false);
  });
});
