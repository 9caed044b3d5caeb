import { defineConfig, defaultClientConditions } from 'vite'
import { precompress } from '../../scripts/vite-precompress.mjs'

const server = process.env.IBR_API ?? 'http://127.0.0.1:3000'

export default defineConfig({
  root: import.meta.dirname,
  // The contract is read from its TypeScript source: no build step between a change and the site.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  oxc: { jsx: { runtime: 'automatic' } },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    modulePreload: {
      // The server writes the entry into the page (apps/server site-index.ts), but the app's chunks
      // still import the code Vite keeps in it (the language, the preload helper) from its file:
      // fetched beside React's chunk and the app's, not after them, that costs no round trip.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(hostId) && !deps.includes(hostId) ? [hostId, ...deps] : deps,
    },
    rollupOptions: {
      output: {
        // React, its scheduler and the router in a chunk of their own: boot.ts evaluates it in a task
        // before the app's modules, two shorter tasks instead of one long one on a phone's first load.
        manualChunks: (id) => (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id) ? 'react' : undefined),
      },
      onwarn(warning, warn) {
        // React Router marks its modules "use client" for server components; meaningless in this bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
  server: { proxy: { '/api': server, '/file': server, '/test': server, '/cite': server } },
  plugins: [precompress()],
})
