// The server as it runs (apps/server/dist/bundle/main.js, started by dist/start.js): tsc's output of
// apps/server and the contract, with TypeBox and Kysely, in a few files instead of ~1,300 ES
// modules. Node keeps a record, a namespace and a compiled script for every ES module it loads:
// those two packages alone are ~940 small modules, 8 MB of the embedded server's memory
// (docs/benchmarks.md, "One file instead of a thousand modules"). Every other package stays
// external, as it is installed: native and WebAssembly ones must, and the rest gain little.
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const dist = fileURLToPath(new URL('../apps/server/dist/', import.meta.url))
const outdir = `${dist}bundle`
const INSIDE = new Set(['@ibr/contract', 'typebox', 'kysely'])

// The chunks' names change with their content: last build's would stay beside this one's.
rmSync(outdir, { recursive: true, force: true })

const packageName = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/')

await build({
  entryPoints: [`${dist}main.js`],
  outdir,
  bundle: true,
  // The demo seed, the S3 store... stay loaded on first use, each in a chunk of its own.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // V8 keeps each script's source for as long as its functions may be compiled: without comments
  // and indentation it is a quarter smaller (names are kept, so stack traces still name functions;
  // the linked source map gives the line).
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'server-bundle',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('node:') || !INSIDE.has(packageName(path)) ? { external: true } : undefined,
        )
        // A module finds its files (package.json, the embedded template, the site's build) from its
        // own URL: in the bundle that URL is the bundle's, so each module's is rebuilt from it.
        b.onLoad({ filter: /\.js$/ }, ({ path }) => {
          if (!path.startsWith(dist)) return undefined
          const source = readFileSync(path, 'utf8')
          if (!source.includes('import.meta.url')) return undefined
          const own = `new URL(${JSON.stringify(relative(outdir, path))}, import.meta.url).href`
          return { contents: source.replaceAll('import.meta.url', own), loader: 'js', resolveDir: dirname(path) }
        })
      },
    },
  ],
})

// Node decodes a source with any character past ASCII into a string of two bytes a character, and
// V8 keeps it so: one such character (a Chinese comma in a regular expression, a § in an SQL
// template) doubles the bundle's memory. esbuild escapes strings, but not regular expressions or
// templates: write such characters there as \u escapes.
for (const file of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
  const source = readFileSync(`${outdir}/${file}`)
  const at = source.findIndex((byte) => byte > 0x7f)
  if (at >= 0) {
    console.error(
      `bundle-server: ${file} has a character past ASCII (it would double the script's memory): …${source.subarray(Math.max(0, at - 60), at + 20).toString()}…`,
    )
    process.exit(1)
  }
}
