import { ROLE, STAFF_API, PaperImportPreviewRet, PAPER_IMPORT_TEXT_MAX } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { addPaperSection, addTeam, publishedPaper, uniqueMark } from '../../test/paper-factory.js'
import { expectFailure, expectShape } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { useTestApp } from '../../test/use-test-app.js'

let editor: StaffClient
let section: number
let team: number
let m: string

const t = useTestApp(async () => {
  m = uniqueMark()
  section = await addPaperSection(t)
  editor = await staffSession(t, { roles: [ROLE.editor], sections: [section] })
  team = await addTeam(t, { leader: [`郑${m}`, `Zheng Lead${m}`], members: [[`葛${m}`, `Mingyu Ge${m}`]], area: 'methods' })
})

describe('paper import preview', () => {
  it('finds duplicates by DOI and by title and year, in the site and in the batch, and matches a team', async () => {
    const published = await publishedPaper(t, { title: `Published paper ${m}`, year: 2021, doi: `10.5555/pub.${m}` })
    // A draft never published keeps its title only in its working copy: it must be found there.
    const saved = await editor.post(STAFF_API.articleSave, {
      kind: 'paper',
      menuIds: [section],
      en: { title: `Drafted Paper: ${m}` },
      year: 2022,
    })
    expect(saved.status).toBe(200)
    const draft = saved.json.retMap.id as number
    const text = [
      `@article{a, title={Another title ${m}}, author={Roe, Jane}, journal={J}, year={2020}, doi={https://doi.org/10.5555/PUB.${m}}}`,
      `@article{b, title={drafted paper ${m}}, author={Roe, Jane}, journal={J}, year={2022}}`,
      `@article{c, title={Brand new ${m}}, author={Doe, John and Ge${m}, Mingyu}, journal={Neuron}, year={2024}, doi={10.5555/new.${m}}}`,
      `@article{d, title={The same again ${m}}, author={Doe, John}, year={2024}, doi={10.5555/NEW.${m}}}`,
      `@article{e, title={Broken`,
    ].join('\n')
    const res = await editor.post(STAFF_API.paperImportPreview, { text, lang: 'en' })
    expect(res.status).toBe(200)
    const ret = res.json.retMap as PaperImportPreviewRet
    expectShape(PaperImportPreviewRet, ret)
    expect(ret.format).toBe('bibtex')
    expect(ret.items.map((i) => i.duplicateOf)).toEqual([
      { id: published, title: `Published paper ${m}`, index: null },
      { id: draft, title: `Drafted Paper: ${m}`, index: null },
      null,
      { id: null, title: `Brand new ${m}`, index: 2 },
    ])
    expect(ret.items[2]).toMatchObject({
      authors: `John Doe, Mingyu Ge${m}`,
      teamIds: [team],
      researchArea: 'methods',
      doi: `10.5555/new.${m}`,
      language: 'en',
      problems: [],
    })
    expect(ret.items[3]!.problems).toEqual(['journal', 'researchArea'])
    expect(ret.errors).toEqual([{ line: 5, message: expect.stringMatching(/could not be read/) }])
    expect(ret.teams).toContainEqual({ id: team, name: expect.stringContaining('Test group') })
  })

  it('reads RIS, matches a leader by the Chinese name, and words dropped values in the request language', async () => {
    const text = `TY  - JOUR\nAU  - 郑${m}\nTI  - 一种新的成像方法${m}\nJO  - 生理学报\nPY  - 1850\nDO  - not-a-doi\nER  - \n`
    const res = await editor.post(STAFF_API.paperImportPreview, { text, lang: 'zh' })
    expect(res.status).toBe(200)
    const ret = res.json.retMap as PaperImportPreviewRet
    expect(ret.format).toBe('ris')
    expect(ret.items[0]).toMatchObject({ language: 'zh', teamIds: [team], year: null, doi: null, problems: ['year'] })
    expect(ret.errors.map((e) => e.line)).toEqual([1, 1])
    for (const e of ret.errors) expect(e.message).toMatch(/[\u4e00-\u9fff]/)
  })

  it('refuses a text that is neither format, an empty one and one over the limit, naming the text', async () => {
    expectFailure(await editor.post(STAFF_API.paperImportPreview, { text: 'just words', lang: 'en' }), 400, 'badRequest', 'en', 'text')
    expectFailure(await editor.post(STAFF_API.paperImportPreview, { text: '' }), 400, 'badRequest', 'zh', 'text')
    expectFailure(await editor.post(STAFF_API.paperImportPreview, { text: 42 }), 400, 'badRequest', 'zh', 'text')
    const big = await editor.post(STAFF_API.paperImportPreview, { text: `TY  - JOUR\n${'x'.repeat(PAPER_IMPORT_TEXT_MAX)}`, lang: 'en' })
    expectFailure(big, 400, 'badRequest', 'en', 'text')
  })

  it('is refused to a person without content.write', async () => {
    const nobody = await staffSession(t, {})
    expectFailure(await nobody.post(STAFF_API.paperImportPreview, { text: '@article{a, title={x}}' }), 403, 'noPermission')
  })
})
