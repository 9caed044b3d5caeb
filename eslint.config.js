// Lint: the rules that catch real defects (promises nobody awaits, unused code, hooks misused) and
// the import boundaries that keep the architecture of docs/architecture.md true in the code.
// Formatting is Prettier's job (`npm run format`), not ESLint's.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import noImportCycle from './eslint/no-import-cycle.js'

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)

const WEB = './apps/web/src'
const SERVER = './apps/server/src'
const webFeatures = dirs(`${WEB}/features`)
const serverModules = dirs(`${SERVER}/modules`)

/**
 * Where each part may not import from (import-x/no-restricted-paths zones):
 * - the site's features never import each other; components/ and lib/ import no feature and not app/;
 * - a server module reaches another only through that module's service (`*-service.ts`), never its
 *   repository, presenter or helpers;
 * - the site and the console never import each other (both import packages/contract).
 */
const boundaries = [
  ...webFeatures.map((name) => ({
    target: `${WEB}/features/${name}`,
    from: `${WEB}/features`,
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/, or compose them in app/.',
  })),
  ...['components', 'lib', 'i18n'].map((part) => ({
    target: `${WEB}/${part}`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: `${part}/ is shared below the features: it imports neither features/ nor app/.`,
  })),
  ...serverModules.flatMap((name) =>
    serverModules
      .filter((other) => other !== name)
      .map((other) => ({
        target: `${SERVER}/modules/${name}`,
        from: `${SERVER}/modules/${other}`,
        except: [`./${other}-service.ts`],
        message: `A module reaches ${other} only through ${other}-service.ts.`,
      })),
  ),
  { target: './apps/web', from: './apps/console', message: 'The site and the console never import each other.' },
  { target: './apps/console', from: './apps/web', message: 'The site and the console never import each other.' },
  {
    target: ['./apps/web', './apps/console', './packages/contract'],
    from: './apps/server',
    message: 'Clients and the contract never import the server.',
  },
]

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
          './apps/server/tsconfig.test.json',
          './apps/web/tsconfig.json',
          './e2e/tsconfig.json',
          './bench/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX, local: { rules: { 'no-import-cycle': noImportCycle } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e', 'bench'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      'local/no-import-cycle': 'warn',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': ['warn', { zones: boundaries }],
      'no-control-regex': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through config.ts (server) or the settings module, not process.env.',
        },
      ],
    },
  },
  {
    // Where the environment is the input: the server's config, scripts, tests and benchmarks.
    files: [
      'apps/server/src/config.ts',
      '**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/db/scale/**',
      '**/*.check.ts',
      'e2e/**',
      'bench/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read JSON answers whose shape the test itself asserts.
    files: ['**/*.test.ts', '**/*-fixtures.ts', 'apps/server/src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
