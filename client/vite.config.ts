import { constants } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacro } from './build/lingui-macro.ts';

const LINGUI_CONFIG = `${import.meta.dirname}/lingui.config.ts`;

const serverUrl = process.env.API_URL ?? 'http://localhost:3000';

/** The club's felt green: the installed app's title bar and splash screen. */
const THEME_COLOUR = '#13432b';

export default defineConfig({
  plugins: [
    // Messages in the code (docs/languages.md): the macros become catalogue look-ups, and each
    // language's .po file is compiled when its chunk is built; a message a language lacks fails the build.
    linguiMacro(LINGUI_CONFIG),
    lingui({ configPath: LINGUI_CONFIG, failOnMissing: true, failOnCompileError: true }),
    react(),
    VitePWA({
      // The page asks before a new version takes over (app/UpdateNotice.tsx registers the worker).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'theme-init.js', 'last-seen-page.js', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Mahjong Club',
        short_name: 'Mahjong',
        description: 'Rating leaderboards, live games and records of the university mahjong club.',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every page's code, so a reload without a network still opens the app.
        // The charting library is left to load when a chart is first drawn (then kept, below).
        globPatterns: [
          'index.html',
          'assets/*.{js,css}',
          'favicon.svg',
          'theme-init.js',
          'last-seen-page.js',
        ],
        globIgnores: ['assets/charts-*.js'],
        navigateFallback: '/index.html',
        // API answers and socket.io are the server's: never the shell, never precached.
        navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/socket\.io(?:\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        runtimeCaching: [
          {
            // Hashed files never change, so one fetched once (the charts) is kept.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'club-assets', expiration: { maxEntries: 60 } },
          },
        ],
      },
      devOptions: { enabled: false },
    }),
    // Each file also as .br and .gz, written once here and sent as they are (server: spa.ts).
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      include: /\.(?:html|css|js|mjs|json|svg|webmanifest)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/socket.io': { target: serverUrl, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Which files each page needs (dist/.vite/manifest.json): the server names a page's own code in
    // the index.html it sends for that page, so it loads beside the entry (server: page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change together and rarely: one long-lived file.
            {
              name: 'react',
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            // The charting library: loaded with the first chart. Its dependencies that other code
            // shares (react-is, clsx…) stay out, or the first page would need this file too.
            {
              name: 'charts',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](?:recharts|d3-[a-z-]+|victory-vendor|decimal\.js-light|@reduxjs|react-redux|internmap)[\\/]/,
            },
            // Everything else a first visit needs, in one file rather than a score of small ones: each
            // response costs about a kilobyte of headers, a round trip each on a slow phone network.
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
