import { defineConfig } from 'vite'
import { precompress } from '../../scripts/vite-precompress.mjs'

const server = process.env.IBR_API ?? 'http://127.0.0.1:3000'

export default defineConfig({
  root: import.meta.dirname,
  // The server serves the console under /console/ (its assets under /console/assets/).
  base: '/console/',
  // The contract is read from its TypeScript source through tsconfig.json's paths (why not the
  // `source` condition: see there).
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic' } },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    // The password-strength dictionaries (1.7 MB, 0.75 MB as Brotli) are one chunk of their own,
    // loaded only by the two screens that set a password; every other chunk stays under this.
    chunkSizeWarningLimit: 1800,
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router and React Aria mark their modules "use client" for server components; meaningless in this bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
  // The Host header is kept: the server refuses a staff call whose Origin (this dev server) is not its Host.
  server: { proxy: { '/api': { target: server, changeOrigin: false } } },
  plugins: [precompress()],
})
