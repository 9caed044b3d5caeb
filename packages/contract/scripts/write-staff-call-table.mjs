// Regenerates src/staff/staff-call-table.generated.ts from the staff call declarations:
// `npm run -w @ibr/contract contract:calls` (run with tsx, which loads the TypeScript sources).
import { writeFileSync } from 'node:fs'
import { STAFF_CALLS } from '../src/staff/staff-call-specs.ts'
import { renderStaffCallTable, STAFF_CALL_TABLE_FILE } from '../src/staff/staff-call-table-render.ts'

const file = new URL(`../src/staff/${STAFF_CALL_TABLE_FILE}`, import.meta.url)
writeFileSync(file, renderStaffCallTable(STAFF_CALLS))
console.log(`wrote ${file.pathname} (${STAFF_CALLS.length} calls)`)
