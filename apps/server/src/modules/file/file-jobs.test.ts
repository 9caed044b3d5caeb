import { IMAGE_WIDTHS } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app.js'
import { pdfBytes, pngBytes, upload } from '../../test/upload-fixtures.js'
import { enqueueImageVariants } from './file-jobs.js'
import { standardWidths } from './image-variant.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const variantsOf = async (fileId: string) => {
  const { sha256 } = await t.deps.db.selectFrom('file').select('sha256').where('id', '=', fileId).executeTakeFirstOrThrow()
  const made: number[] = []
  for (const width of IMAGE_WIDTHS) if (await t.deps.store.stat({ sha256, variant: `w${width}.webp` })) made.push(width)
  return made
}

/** Polls until nothing is due (the queue's recurring jobs are due at its first poll too). */
async function runAll() {
  while ((await t.app.services.jobs.poll()) > 0);
}

describe('image variants made ahead', () => {
  it('covers every standard width an image can fill, up to its natural size', () => {
    expect(standardWidths(500)).toEqual([160, 320, 480, 640])
    expect(standardWidths(640)).toEqual([160, 320, 480, 640])
    expect(standardWidths(5000)).toEqual([...IMAGE_WIDTHS])
    expect(standardWidths(100)).toEqual([160])
  })

  it('are made by a queued job, queued once per image while it waits', async () => {
    const { fileId } = (await upload(t, await pngBytes(700, 400), 'wide.png')).json.retMap
    expect(await variantsOf(fileId)).toEqual([])
    expect(await enqueueImageVariants(t.app.services.jobs, fileId)).toBe(true)
    expect(await enqueueImageVariants(t.app.services.jobs, fileId)).toBe(false)
    await t.app.services.jobs.poll()
    await runAll()
    expect(await variantsOf(fileId)).toEqual([160, 320, 480, 640, 800])
  })

  it('leave a file that is not an image, or no longer there, alone', async () => {
    const { fileId } = (await upload(t, pdfBytes(), 'paper.pdf')).json.retMap
    await enqueueImageVariants(t.app.services.jobs, fileId)
    await enqueueImageVariants(t.app.services.jobs, 'no-such-file')
    await runAll()
    expect(await t.deps.db.selectFrom('job').select('state').where('name', '=', 'file.image-variants').execute()).toEqual([])
  })
})
