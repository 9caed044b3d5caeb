/** The paper import staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import { PaperImportBody, PaperImportPreviewBody, PaperImportPreviewRet, PaperImportRet } from './paper-import-api.js'

export const PAPER_IMPORT_CALLS = [
  defineStaffCall({
    name: 'paperImportPreview',
    path: '/api/staff/paper/import-preview',
    summary: 'Read BibTeX or RIS: each entry as a paper, matched to teams and areas, with duplicates named',
    effect: 'read',
    permission: 'content.write',
    body: PaperImportPreviewBody,
    ret: PaperImportPreviewRet,
    failures: [...SIGNED_IN, 'tooLarge', 'rateLimited'],
  }),
  defineStaffCall({
    name: 'paperImport',
    path: '/api/staff/paper/import',
    summary: 'Create a draft paper of each item in a paper section, linked to its teams; all or nothing',
    effect: 'write',
    permission: 'content.write',
    body: PaperImportBody,
    ret: PaperImportRet,
    failures: [...SIGNED_IN, 'notFound', 'tooLarge', 'rateLimited'],
    scope: { kind: 'section', field: 'menuId' },
  }),
] as const
