// Lint: the rules that catch real defects (promises nobody awaits, unused code, hooks misused) and
// the import boundaries that keep the architecture of docs/architecture.md true in the code.
// Formatting is Prettier's job (`npm run format`), not ESLint's.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import importBoundaries from './eslint/import-boundaries.js'
import noImportCycle from './eslint/no-import-cycle.js'
import { routeConstructionConfig } from './eslint/no-route-construction.js'

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)

const WEB = 'apps/web/src'
const CONSOLE = 'apps/console/src'
const SERVER = 'apps/server/src'
const webFeatures = dirs(`./${WEB}/features`)
const consoleFeatures = dirs(`./${CONSOLE}/features`)
const serverModules = dirs(`./${SERVER}/modules`)

/**
 * Where each part may not import from (local/import-boundaries zones; paths from the repository root):
 * - the site's features never import each other; components/, lib/ and i18n/ import no feature and not app/;
 *   the console is held to the same layering;
 * - a server module is sealed: any file outside its folder (another module, the composition root, the
 *   command line, benchmarks) imports only its `index.ts`, which names what the module offers;
 * - the site and the console never import each other, and no client imports the server;
 * - packages (the contract, packages/ui) import no app: both apps import them, never the other way.
 */
const boundaries = [
  ...webFeatures.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    message: 'a feature does not import another feature: move what both need to components/ or lib/, or compose them in app/.',
  })),
  ...consoleFeatures.map((name) => ({
    target: `${CONSOLE}/features/${name}`,
    from: `${CONSOLE}/features`,
    message: 'a console feature does not import another feature: move what both need to components/ or lib/, or compose them in app/.',
  })),
  // app/ composes the features (routes, layout): a feature importing app/ would be imported back by what it imports.
  ...[WEB, CONSOLE].map((app) => ({
    target: `${app}/features`,
    from: `${app}/app`,
    message: 'a feature does not import app/, which imports the features: move what it needs to components/ or lib/.',
  })),
  ...[WEB, CONSOLE].flatMap((app) =>
    ['components', 'lib', 'i18n'].flatMap((part) =>
      ['features', 'app'].map((above) => ({
        target: `${app}/${part}`,
        from: `${app}/${above}`,
        message: `${part}/ is shared below the features: it imports neither features/ nor app/.`,
      })),
    ),
  ),
  ...serverModules.map((name) => ({
    sealed: `${SERVER}/modules/${name}`,
    allow: `^${SERVER}/modules/${name}/index\\.ts$`,
    message: `from outside the module, import modules/${name}/index.ts, which names what the module offers (export it there if it should be offered).`,
  })),
  { target: 'apps/web', from: 'apps/console', message: 'the site and the console never import each other.' },
  { target: 'apps/console', from: 'apps/web', message: 'the site and the console never import each other.' },
  ...['apps/web', 'apps/console', 'packages'].map((target) => ({
    target,
    from: 'apps/server',
    message: 'clients and the contract never import the server.',
  })),
  ...['apps/web', 'apps/console'].map((from) => ({
    target: 'packages',
    from,
    message: 'packages never import an app: move what the package needs into it.',
  })),
]

const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read settings through config.ts (server) or the settings module, not process.env.',
}

/** The query builder's calls that start a query; the server makes them only in its repositories. */
const QUERY_STARTS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'selectNoFrom']
const SQL_IN_REPOSITORY =
  "SQL lives in a repository of this file's area: move the query to <folder>/<what>-repository.ts (a function of the executor, Kysely<DB> or a Transaction<DB>) and call it from here."
const sqlSyntax = [
  { selector: `CallExpression[callee.property.name=/^(${QUERY_STARTS.join('|')})$/]`, message: SQL_IN_REPOSITORY },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: SQL_IN_REPOSITORY },
]
/** Where the server may write SQL outside a repository: migrations, seed and bench data, tests and their factories. */
const SQL_ANYWHERE = [
  '**/*-repository.ts',
  '**/*.test.ts',
  `${SERVER}/test/**`,
  `${SERVER}/db/migrations/**`,
  `${SERVER}/db/seed/**`,
  `${SERVER}/db/scale/**`,
]
/**
 * The pieces of SQL several areas' repositories compose (the visibility rule, column expressions): `sql`
 * fragments only, never a whole query, so the query starts stay refused there.
 */
const SQL_PIECES = `${SERVER}/db/sql/**`
/** Server files that read the environment (see the block that allows process.env): held to the SQL rule alone. */
const SERVER_ENV_READERS = [`${SERVER}/config.ts`, `${SERVER}/start.ts`, `${SERVER}/cli/**`]

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'e2e/artifacts/**', '.bench/**', 'data/**', '.test-reports/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        project: [
          './packages/contract/tsconfig.test.json',
          './packages/ui/tsconfig.json',
          './apps/server/tsconfig.test.json',
          './apps/web/tsconfig.json',
          './apps/console/tsconfig.json',
          './e2e/tsconfig.json',
          './bench/tsconfig.json',
          './deploy/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle, 'import-boundaries': importBoundaries } } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      'local/no-import-cycle': 'error',
      'local/import-boundaries': ['error', { zones: boundaries }],
      'no-control-regex': 'error',
      'no-restricted-syntax': ['error', noProcessEnv],
    },
  },
  // Route files take services and repositories from app.services; createServices builds each once.
  routeConstructionConfig,
  {
    // A file holds one thing a reader can take in whole; past 300 lines it holds several, and is split by what
    // they are. Migrations and the demo's seed data are records of their own, read one part at a time.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [`${SERVER}/db/migrations/**`, `${SERVER}/db/seed/**`],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Where the environment is the input: the server's config, scripts, tests and benchmarks.
    files: [
      'apps/server/src/config.ts',
      // The start reads DATABASE_URL before the server runs, to pick Node's settings, and passes the environment on.
      'apps/server/src/start.ts',
      'apps/server/src/cli/**',
      '**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/db/scale/**',
      '**/*.check.ts',
      'e2e/**',
      'bench/**',
      'deploy/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The server's SQL lives in repositories (`*-repository.ts`, a function of the executor per query):
    // services, routes, jobs, auth, backup and the db layer hand them an executor (the types Kysely<DB> and
    // Transaction<DB> stay allowed), never build a query. After the environment block, so that the env
    // readers (cli/, config.ts, start.ts) keep the SQL rule while process.env stays allowed there.
    files: [`${SERVER}/**/*.ts`],
    ignores: [...SQL_ANYWHERE, ...SERVER_ENV_READERS],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv, ...sqlSyntax] },
  },
  {
    files: SERVER_ENV_READERS,
    ignores: SQL_ANYWHERE,
    rules: { 'no-restricted-syntax': ['error', ...sqlSyntax] },
  },
  {
    files: [SQL_PIECES],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv, sqlSyntax[0]] },
  },
  {
    // A module does not even import the query builder's values (sql, expressions): only its types.
    files: [`${SERVER}/modules/**/*.ts`],
    ignores: SQL_ANYWHERE,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', allowTypeImports: true, message: SQL_IN_REPOSITORY }] },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape the test itself asserts.
    files: ['**/*.test.ts', '**/*-fixtures.ts', 'apps/server/src/test/**', 'e2e/**', 'deploy/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/{web,console}/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The console's bundle carries no schema library: values come from the contract's light subpaths.
    // packages/ui is bundled into the console too.
    files: ['apps/console/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ibr/contract',
              allowTypeImports: true,
              message: 'import values from a subpath (@ibr/contract/lang, /enums…): the root loads every schema.',
            },
            {
              name: '@ibr/contract/staff',
              allowTypeImports: true,
              message: 'import from @ibr/contract/staff-client: /staff loads the schemas (TypeBox).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
)
