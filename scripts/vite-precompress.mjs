// Shared by the site's and the console's vite configs: both bundles are served the same way.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * Writes .br and .gz beside every text asset so the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing on each request.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = ''
  return {
    name: 'ibr-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      /** @type {(dir: string) => string[]} */
      const walk = (dir) =>
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
