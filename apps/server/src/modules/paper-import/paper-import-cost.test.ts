import { ROLE, STAFF_API } from '@ibr/contract/staff'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addPaperSection } from '../../test/paper-factory.js'
import { expectFailure } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { CITATION_READS_MAX, citationReadsInFlight } from './read-citations.js'

/* A citation file is read in a thread of its own: however long, it does not hold up other requests, and only a few are read at once. */

let t: TestApp
let editor: StaffClient

beforeAll(async () => {
  t = await createTestApp()
  const section = await addPaperSection(t)
  editor = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
})
afterAll(async () => {
  await t.close()
})

const ITEMS = 40
/** About 130 KB of BibTeX in few entries: parsing that outlasts a public read many times, little matching after. */
const bigBibtex = (mark: string, items = ITEMS) =>
  Array.from(
    { length: items },
    (_, i) =>
      `@article{k${mark}${i}, title={A long study of things number ${i} ${mark}}, author={Doe, John and Roe, Jane and Wang, Xiaoming}, journal={Journal of Studies}, year={2020}, abstract={${'Words of an abstract. '.repeat(150)}}}`,
  ).join('\n')

// Each preview is a worker's start and seconds of parsing: on a loaded machine more than the default 30 s in all.
describe('paper import cost', { timeout: 120_000 }, () => {
  it('answers a public request while a large file is read', async () => {
    const previewing = editor.post(STAFF_API.paperImportPreview, { text: bigBibtex('a') })
    await vi.waitFor(() => expect(citationReadsInFlight()).toBe(1), { timeout: 10_000, interval: 1 })
    const read = await t.post('/api/menu/list', { type: 'top', lang: 'zh' })
    expect(read.status).toBe(200)
    // Answered with the file still being read: parsing on the event loop would have held the read until it ended.
    expect(citationReadsInFlight()).toBe(1)
    const preview = await previewing
    expect(preview.status).toBe(200)
    expect(preview.json.retMap.items).toHaveLength(ITEMS)
  })

  it(`reads ${CITATION_READS_MAX} files at once and refuses more, readable, until one is done`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CITATION_READS_MAX + 2 }, (_, i) =>
        editor.post(STAFF_API.paperImportPreview, { text: bigBibtex(`b${i}`, 30), lang: 'en' }),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CITATION_READS_MAX)
    for (const res of answers.filter((a) => a.status !== 200)) expectFailure(res, 429, 'rateLimited', 'en')
    expect((await editor.post(STAFF_API.paperImportPreview, { text: bigBibtex('c', 30) })).status).toBe(200)
  })
})
