import { VitePWA } from 'vite-plugin-pwa';

/**
 * The server's own paths: never answered from the service worker's cache. The embed pages are
 * among them: the server answers them with the headers that let another site frame them, and the
 * cached page carries the app's own, which forbid framing (a widget seen twice would go blank).
 */
const SERVER_PATHS = [/^\/api\//, /^\/socket\.io\//, /^\/metrics/, /^\/embed\//];

/**
 * Installable and offline (vite-plugin-pwa, Workbox): a web app manifest with icons rendered from
 * the app's own domino (scripts/render-icons.mjs), and a service worker that precaches the app
 * shell (the built HTML, scripts, styles, icons) so the site opens with no connection, where solo
 * play works. Nothing is cached at run time: API answers and socket traffic always go to the
 * server, and a navigation to a server path is never answered with the cached page. The worker is
 * registered by a script file (registerSW.js), not an inline script, which the CSP forbids.
 */
export function pwa() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: 'script',
    includeAssets: ['favicon.svg', 'icons/icon-180.png'],
    manifest: {
      id: '/',
      name: 'Texas 42',
      short_name: 'Texas 42',
      description:
        'Play Texas 42, the domino game: with friends online, or solo against bots offline.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: '#0a4a28',
      theme_color: '#0f5132',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        // The drawing keeps to the middle 80%, so the same image serves a launcher's mask.
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
      shortcuts: [{ name: 'Play solo offline', url: '/#/solo' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: SERVER_PATHS,
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
}
