import { ROLE, STAFF_API, type ConferenceDetail, type ConferenceFormField, type ConferenceSaveBody } from '@ibr/contract/staff'
import { beforeAll, describe, expect, it } from 'vitest'
import { conferenceAdmin } from '../../../test/conference-admin-client.js'
import { expectFailure } from '../../../test/shape.js'
import { staffSession } from '../../../test/staff-factory.js'
import { formField } from '../../../test/conference-factory.js'
import { useConferenceDesk } from '../../../test/conference-desk.js'
import { bodyOf, option, richForm } from './conference-admin-fixtures.js'

/**
 * `conference/save` over the real server with the public cache on: each conference here is made by
 * `conference/create`, so no test relies on the demo's two. Creating, the schedule and the list are
 * in conference-admin.test.ts.
 */
const t = useConferenceDesk({ CACHE_TTL_SECONDS: '60' })

const { createConference, getConference, publish, auditCount, conferenceSection, serial } = conferenceAdmin(() => ({ t, admin: t.admin }))

describe('conference/save', () => {
  it('saves texts, settings, templates and a form with a fee option and a file field; sanitises HTML; the public form follows at once', async () => {
    const { menuId } = await createConference()
    const c = await getConference(menuId)
    const applyPage = c.pages.find((p) => p.template === 'apply')!.menuId
    const publicBefore = await t.post('/api/meeting/sign', { menuId: applyPage, lang: 'en' })
    expect(publicBefore.status).toBe(404)
    const before = await auditCount('conferenceSave')
    const body: ConferenceSaveBody = {
      ...bodyOf(c),
      zh: { ...c.zh, venue: '会议中心', summary: '<p>概况<script>alert(1)</script></p>' },
      en: { ...c.en, venue: 'Conference centre', summary: '<p onclick="x()">Overview</p>' },
      contactEmail: 'conf@example.org',
      registrationOpen: true,
      regOpens: '2031-01-01T00:00:00.000Z',
      regDeadline: '2031-05-01T00:00:00.000Z',
      capacity: 200,
      moderated: true,
      reminderDays: 5,
      mailTemplates: { accepted: { en: { subject: 'Welcome {name}', body: 'See you at {conference}' }, zh: { subject: '', body: '' } } },
      formFields: richForm(),
    }
    const res = await t.admin.post(STAFF_API.conferenceSave, { ...body, menuId, lang: 'en' })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const saved = res.json.retMap.conference as ConferenceDetail
    expect(saved.zh.summary).toBe('<p>概况</p>')
    expect(saved.en.summary).toBe('<p>Overview</p>')
    expect(saved.formFields.map((f) => f.name)).toEqual(['name', 'email', 'workshop', 'abstract', 'privacy'])
    expect(saved.formFields[2]!.options[0]).toEqual(option('A', 30000, 30))
    expect(saved.mailTemplates).toEqual({ accepted: { en: { subject: 'Welcome {name}', body: 'See you at {conference}' } } })
    expect(saved.capacity).toBe(200)
    expect(saved.updatedAt).not.toBe(c.updatedAt)
    expect(await auditCount('conferenceSave')).toBe(before + 1)
    expect([saved.state, saved.live]).toEqual(['draft', false])
    // Nothing of it is public before its approval.
    expect((await t.post('/api/meeting/sign', { menuId: applyPage, lang: 'en' })).status).toBe(404)
    expect((await publish(menuId)).state).toBe('published')
    const publicAfter = await t.post('/api/meeting/sign', { menuId: applyPage, lang: 'en' })
    expect(publicAfter.json.retMap.sign.fields.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'email',
      'workshop',
      'abstract',
      'privacy',
    ])

    // The same save again changes nothing and writes no audit line.
    const again = await t.admin.post(STAFF_API.conferenceSave, { ...bodyOf(await getConference(menuId)), menuId, lang: 'en' })
    expect(again.status).toBe(200)
    expect(again.json.retMap.conference.state).toBe('published')
    expect(await auditCount('conferenceSave')).toBe(before + 1)
  })

  describe('refuses bad input with the field at fault, writing nothing', () => {
    let menuId: number
    let c: ConferenceDetail
    beforeAll(async () => {
      menuId = (await createConference()).menuId
      c = await getConference(menuId)
    })
    const form = (change: (fields: ConferenceFormField[]) => void) => {
      const fields = richForm()
      change(fields)
      return { formFields: fields }
    }
    const cases: [string, () => Partial<ConferenceSaveBody>, string][] = [
      ['two fields with one name', () => form((f) => (f[2]!.name = 'name')), 'formFields.2.name'],
      ['a name not matching the pattern', () => form((f) => (f[2]!.name = '2work shop')), 'formFields.2.name'],
      ['two e-mail fields', () => form((f) => f.push(formField('email2', 'email'))), 'formFields.5.type'],
      ['no e-mail field', () => form((f) => f.splice(1, 1)), 'formFields'],
      ['a consent that is not required', () => form((f) => (f[4]!.required = false)), 'formFields.4.required'],
      ['an option value twice', () => form((f) => (f[2]!.options[1]!.value = 'A')), 'formFields.2.options.1.value'],
      ['a negative fee', () => form((f) => (f[2]!.options[0]!.fee = -1)), 'formFields.2.options.0.fee'],
      ['a negative option capacity', () => form((f) => (f[2]!.options[0]!.capacity = -5)), 'formFields.2.options.0.capacity'],
      ['a label missing in English', () => form((f) => (f[3]!.label.en = ' ')), 'formFields.3.label.en'],
      ['a negative capacity', () => ({ capacity: -1 }), 'capacity'],
      ['the last day before the first', () => ({ startDate: '2031-05-10', endDate: '2031-05-09' }), 'endDate'],
      [
        'a window that closes before it opens',
        () => ({ regOpens: '2031-03-01T00:00:00Z', regDeadline: '2031-02-01T00:00:00Z' }),
        'regDeadline',
      ],
      ['an unknown time zone', () => ({ timeZone: 'Asia/Atlantis' }), 'timeZone'],
      ['a contact address that is not one', () => ({ contactEmail: 'nobody' }), 'contactEmail'],
      ['a picture the library does not have', () => ({ pictureId: 'AAAAAAAAAAAAAAAAAAAAAA' }), 'pictureId'],
      ['a currency that is not a code', () => ({ currency: 'yuan' }), 'currency'],
    ]
    for (const [what, change, at] of cases) {
      it(what, async () => {
        const before = await auditCount('conferenceSave')
        const res = await t.admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), formFields: richForm(), ...change(), menuId, lang: 'zh' })
        expectFailure(res, 400, 'badRequest', 'zh', at)
        expect(await auditCount('conferenceSave')).toBe(before)
        expect((await getConference(menuId)).updatedAt).toBe(c.updatedAt)
      })
    }
    it('an unknown menu entry: 404', async () => {
      expectFailure(await t.admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), menuId: 2147483000, lang: 'en' }), 404, 'notFound', 'en')
    })
    it('a stale version: 409', async () => {
      const res = await t.admin.post(STAFF_API.conferenceSave, {
        ...bodyOf(c),
        updatedAt: '2000-01-01T00:00:00.000000Z',
        menuId,
        lang: 'en',
      })
      expectFailure(res, 409, 'conflict', 'en', 'updatedAt')
    })
  })

  it('keeps a field or an option that registrations hold: removing or renaming either is refused', async () => {
    const { menuId, id } = await createConference()
    const first = await t.admin.post(STAFF_API.conferenceSave, { ...bodyOf(await getConference(menuId)), formFields: richForm(), menuId })
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    await publish(menuId)
    await t.deps.db
      .insertInto('registration')
      .values({
        meeting_id: id,
        email: 'held@example.org',
        confirm_code: `H${process.pid}${serial()}`,
        fields: JSON.stringify({ name: 'Held', email: 'held@example.org', workshop: 'A', privacy: 'yes' }),
        lang: 'en',
      })
      .execute()
    const c = await getConference(menuId)
    expect(c.held.fields).toEqual(['email', 'name', 'privacy', 'workshop'])
    expect(c.held.options).toEqual({ workshop: ['A'] })
    expect(c.registrations).toBe(1)
    const withoutOption = richForm()
    withoutOption[2]!.options[0]!.value = 'A1'
    expectFailure(
      await t.admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), formFields: withoutOption, menuId, lang: 'en' }),
      400,
      'badRequest',
      'en',
      'formFields.2.options',
    )
    const withoutField = richForm().filter((f) => f.name !== 'workshop')
    const res = await t.admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), formFields: withoutField, menuId, lang: 'en' })
    expectFailure(res, 400, 'badRequest', 'en', 'formFields')
    expect(res.json.msg).toMatch(/workshop/)
    // A field nobody filled in may go; an option nobody chose may be renamed.
    const free = richForm().filter((f) => f.name !== 'abstract')
    free[2]!.options[1]!.value = 'B2'
    expect((await t.admin.post(STAFF_API.conferenceSave, { ...bodyOf(c), formFields: free, menuId })).status).toBe(200)
  })

  it('is for editors of the conference section and administrators; others are refused and nothing is written', async () => {
    const { menuId } = await createConference()
    const c = await getConference(menuId)
    const editor = await staffSession(t, { roles: [ROLE.editor], sections: [await conferenceSection()] })
    const newsEditor = await staffSession(t, {
      roles: [ROLE.editor, ROLE.reviewer],
      sections: [(await t.deps.db.selectFrom('menu').where('list_template', '=', 'ibrNews').select('id').executeTakeFirstOrThrow()).id],
    })
    const reviewer = await staffSession(t, { roles: [ROLE.conferenceReviewer], conferences: [c.id] })
    const before = await auditCount('conferenceSave')
    expectFailure(await newsEditor.post(STAFF_API.conferenceSave, { ...bodyOf(c), menuId }), 403, 'noPermission')
    expectFailure(await reviewer.post(STAFF_API.conferenceSave, { ...bodyOf(c), menuId }), 403, 'noPermission')
    expectFailure(await newsEditor.post(STAFF_API.conferenceGet, { menuId }), 403, 'noPermission')
    expect(await auditCount('conferenceSave')).toBe(before)
    // The conference's own reviewer reads it (the registrations screen needs its form).
    expect((await getConference(menuId, reviewer)).id).toBe(c.id)
    const res = await editor.post(STAFF_API.conferenceSave, { ...bodyOf(c), en: { ...c.en, venue: 'Hall B' }, menuId })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(await auditCount('conferenceSave')).toBe(before + 1)
  })
})
