// Every `styles.x` a component of the site or the console names is a class its CSS module defines: an
// undefined one is `undefined` at run time, an element silently left without the rule its author meant.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/** The names a module exports, as both apps' Vite configurations set them (camelCaseOnly). */
function classNames(css) {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const names = [...withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])
  return new Set(names.map((name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())))
}

/** The `binding.x` of a component that its imported CSS modules lack; `readCss` reads a module by path. */
function undefinedClasses(file, source, readCss) {
  const missing = []
  for (const [, binding, specifier] of source.matchAll(/import (\w+) from '(\.[^']+\.module\.css)'/g)) {
    const defined = classNames(readCss(join(dirname(file), specifier)))
    for (const [, name] of source.matchAll(new RegExp(`(?<![\\w/.])${binding}\\.(\\w+)`, 'g'))) {
      if (!defined.has(name)) missing.push(`${binding}.${name}`)
    }
  }
  return missing
}

const components = (app) =>
  readdirSync(join(root, app), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx'))
    .map((path) => join(root, app, path))

describe('CSS modules', () => {
  it.each(['apps/web/src', 'apps/console/src'])('define every class a component of %s names', (app) => {
    const files = components(app)
    expect(files.length).toBeGreaterThan(50)
    const read = (path) => readFileSync(path, 'utf8')
    const problems = files.flatMap((file) => undefinedClasses(file, read(file), read).map((name) => `${relative(root, file)}: ${name}`))
    expect(problems).toEqual([])
  })

  it('notice a class the stylesheet lacks, and accept a dashed one by its camel-case name', () => {
    const css = { '/a/b.module.css': '.block-head { color: red } /* .block */', '/a/card/card.module.css': '.lift {}' }
    const source =
      "import styles from './b.module.css'\nimport card from './card/card.module.css'\nconst a = [styles.block, styles.blockHead, card.lift]"
    expect(undefinedClasses('/a/x.tsx', source, (path) => css[path])).toEqual(['styles.block'])
  })
})
