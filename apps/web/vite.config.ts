import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, defaultClientConditions, type Plugin } from 'vite'

/**
 * Writes .br and .gz beside every text asset so the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'ibr-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name)
          return statSync(path).isDirectory() ? walk(path) : [path]
        })
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue
        const bytes = readFileSync(file)
        if (bytes.length < 1024) continue
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      }
    },
  }
}

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
    rollupOptions: {
      onwarn(warning, warn) {
        // React Router marks its modules "use client" for server components; meaningless in this bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
  server: { proxy: { '/api': server, '/file': server, '/test': server } },
  plugins: [precompress()],
})
