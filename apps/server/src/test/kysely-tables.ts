import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const SCHEMA = fileURLToPath(new URL('../db/schema.ts', import.meta.url))
const TSCONFIG = fileURLToPath(new URL('../../tsconfig.test.json', import.meta.url))

/**
 * The tables and columns this build's code can read: the properties of schema.ts's `DB` and of each
 * table type, as the compiler resolves them (mixins such as Workflow and Tr<'title'> included), so a
 * queried name Kysely would accept is here.
 */
export function kyselyTables(): Map<string, Set<string>> {
  const config = ts.getParsedCommandLineOfConfigFile(TSCONFIG, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  const program = ts.createProgram([SCHEMA], { ...config?.options, noEmit: true })
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(SCHEMA)
  const db = source?.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB')
  if (!db) throw new Error(`no interface DB in ${SCHEMA}`)
  const tables = new Map<string, Set<string>>()
  for (const table of checker.getTypeAtLocation(db).getProperties()) {
    const type = checker.getTypeOfSymbolAtLocation(table, db)
    tables.set(table.name, new Set(type.getProperties().map((column) => column.name)))
  }
  return tables
}
