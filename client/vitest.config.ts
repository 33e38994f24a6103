import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiMacro } from './build/lingui-macro.ts';

const LINGUI_CONFIG = `${import.meta.dirname}/lingui.config.ts`;

export default defineProject({
  plugins: [linguiMacro(LINGUI_CONFIG), lingui({ configPath: LINGUI_CONFIG }), react()],
  test: {
    name: 'client',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // A page's first render loads its code: on a busy two-core machine that alone can take seconds.
    // The tests wait for conditions; this only bounds a test that never gets there.
    testTimeout: 30_000,
  },
});
