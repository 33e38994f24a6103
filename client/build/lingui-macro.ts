/**
 * Compiles Lingui's macros (`t`, `<Trans>`, `plural`, `msg` from `@lingui/core/macro` and
 * `@lingui/react/macro`) into runtime calls with message ids. @vitejs/plugin-react 6 no longer runs
 * Babel, so this runs Lingui's own Babel plugin, and only on the files that import a macro; the
 * TypeScript and JSX stay for Vite's own transform.
 */
import { transformAsync } from '@babel/core';
import linguiMacroPlugin from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const IMPORTS_A_MACRO = /from\s*['"]@lingui\/(?:core|react)\/macro['"]/;
const SCRIPT = /\.(?:ts|tsx|js|jsx|mts|mjs)$/;

/** `configPath`: the app's lingui.config.ts (the tools run from the repository's root, not the client's). */
export function linguiMacro(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SCRIPT.test(file) || file.includes('/node_modules/') || !IMPORTS_A_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('x') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacroPlugin, { linguiConfig }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}
