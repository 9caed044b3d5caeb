import { ROLE, STAFF_API, type TeamDoc } from '@ibr/contract/staff'
import { describe, expect, it } from 'vitest'
import { expectFailure } from '../../test/shape.js'
import { staffSession, type StaffClient } from '../../test/staff-factory.js'
import { recordCounts } from '../../test/record-counts.js'
import { useTestApp } from '../../test/use-test-app.js'
import { pdfBytes, pngBytes, upload } from '../../test/upload-fixtures.js'

let teams: number[]
let ownAdmin: StaffClient
let otherAdmin: StaffClient
let reviewer: StaffClient
let admin: StaffClient

const t = useTestApp(async () => {
  const db = t.deps.db
  teams = (await db.selectFrom('team').select('id').where('status', '=', 'published').orderBy('id').limit(2).execute()).map((r) => r.id)
  const sections = (await db.selectFrom('menu').select('id').execute()).map((r) => r.id)
  ownAdmin = await staffSession(t, { groups: teams.slice(0, 1), name: '一组管理员' })
  otherAdmin = await staffSession(t, { groups: teams.slice(1, 2), name: 'Other group admin' })
  reviewer = await staffSession(t, { roles: [ROLE.reviewer], sections, name: 'Reviewer' })
  admin = await staffSession(t, { roles: [ROLE.admin], name: 'Admin' })
})

const counts = () => recordCounts(t)
const publicTeam = async (id: number, lang: 'zh' | 'en') => (await t.post('/api/research/detail', { id, lang })).json.retMap.team

describe('team workflow', () => {
  it('a group administrator edits their team, a reviewer approves, the public page shows it; every step is a revision and an audit line', async () => {
    const id = teams[0]!
    const got = await ownAdmin.post(STAFF_API.teamGet, { id })
    expect(got.status).toBe(200)
    const before = got.json.retMap
    expect(before.state).toBe('published')
    expect(before.may).toEqual({ edit: true, review: false, archive: false })
    const doc: TeamDoc = {
      ...before.doc,
      en: { ...before.doc.en, summary: 'Edited by the group administrator', bio: '<p>New bio</p><script>alert(1)</script>' },
      members: [
        ...before.doc.members,
        { zh: { name: '新成员', role: '博士后' }, en: { name: 'New Member', role: 'Postdoc' }, email: 'new@example.org' },
      ],
    }
    const saved = await ownAdmin.post(STAFF_API.teamSave, { id, version: before.version, doc })
    expect(saved.status).toBe(200)
    expect(saved.json.retMap.state).toBe('draft')
    // The public page is unchanged until approval.
    expect((await publicTeam(id, 'en')).summary).not.toBe('Edited by the group administrator')

    const submitted = await ownAdmin.post(STAFF_API.teamSubmit, { id, version: saved.json.retMap.version })
    expect(submitted.json.retMap.state).toBe('review')

    // The group administrator cannot approve (no review permission).
    expectFailure(await ownAdmin.post(STAFF_API.teamApprove, { id, version: submitted.json.retMap.version }), 403, 'noPermission')

    const list = await reviewer.post(STAFF_API.teamList, {})
    expect(list.json.retMap.list.find((r: { id: number }) => r.id === id).state).toBe('review')
    const approved = await reviewer.post(STAFF_API.teamApprove, { id, version: submitted.json.retMap.version })
    expect(approved.status).toBe(200)
    expect(approved.json.retMap.state).toBe('published')

    const shown = await publicTeam(id, 'en')
    expect(shown.summary).toBe('Edited by the group administrator')
    expect(shown.bio).toContain('New bio')
    expect(shown.bio).not.toContain('script')
    expect(shown.members.map((m: { name: string }) => m.name)).toContain('New Member')

    const revisions = await ownAdmin.post(STAFF_API.teamRevisions, { id })
    expect(revisions.json.retMap.list.map((r: { action: string }) => r.action)).toEqual(['approve', 'submit', 'save'])
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'team')
      .where('entity_id', '=', String(id))
      .execute()
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['recordSave', 'recordSubmit', 'recordApprove']))
  })

  it('refuses a group administrator of another team, writing nothing', async () => {
    const id = teams[0]!
    const before = await counts()
    expectFailure(await otherAdmin.post(STAFF_API.teamGet, { id }, {}), 403, 'noPermission')
    const current = (await ownAdmin.post(STAFF_API.teamGet, { id })).json.retMap
    expectFailure(await otherAdmin.post(STAFF_API.teamSave, { id, version: current.version, doc: current.doc }), 403, 'noPermission')
    expectFailure(await otherAdmin.post(STAFF_API.teamSubmit, { id, version: current.version }), 403, 'noPermission')
    expectFailure(await otherAdmin.post(STAFF_API.teamRestore, { id, revision: 1 }), 403, 'noPermission')
    const list = await otherAdmin.post(STAFF_API.teamList, {})
    expect(list.json.retMap.list.map((r: { id: number }) => r.id)).toEqual([teams[1]])
    expect(await counts()).toEqual(before)
  })

  it('answers bad input with the field at fault and writes nothing', async () => {
    const id = teams[0]!
    const current = (await ownAdmin.post(STAFF_API.teamGet, { id })).json.retMap
    const before = await counts()
    const badEmail = await ownAdmin.post(STAFF_API.teamSave, {
      id,
      version: current.version,
      doc: { ...current.doc, members: [{ zh: { name: 'x', role: '' }, en: { name: 'x', role: '' }, email: 'not-an-address' }] },
      lang: 'en',
    })
    expectFailure(badEmail, 400, 'badRequest', 'en')
    expect(badEmail.json.field).toBe('doc.members.0.email')
    const badPaper = await ownAdmin.post(STAFF_API.teamSave, {
      id,
      version: current.version,
      doc: { ...current.doc, paperIds: [2147483000] },
    })
    expect(badPaper.status).toBe(400)
    expect(badPaper.json.field).toBe('doc.paperIds.0')
    const badShape = await ownAdmin.post(STAFF_API.teamSave, { id, version: current.version, doc: { ...current.doc, kind: 'club' } })
    expect(badShape.status).toBe(400)
    const stale = await ownAdmin.post(STAFF_API.teamSave, { id, version: current.version + 5, doc: current.doc })
    expect(stale.status).toBe(409)
    expect(await counts()).toEqual(before)
  })

  it('sends a change back with a comment, restores an earlier revision, and keeps reviewers from approving their own change', async () => {
    const id = teams[0]!
    let cur = (await ownAdmin.post(STAFF_API.teamGet, { id })).json.retMap
    const saved = await ownAdmin.post(STAFF_API.teamSave, { id, version: cur.version, doc: { ...cur.doc, phone: '010-1234' } })
    const sub = await ownAdmin.post(STAFF_API.teamSubmit, { id, version: saved.json.retMap.version })
    const rejected = await reviewer.post(STAFF_API.teamReject, { id, version: sub.json.retMap.version, comment: 'Add the extension' })
    expect(rejected.json.retMap.state).toBe('draft')
    cur = (await ownAdmin.post(STAFF_API.teamGet, { id })).json.retMap
    expect(cur.comment).toBe('Add the extension')
    expect(cur.doc.phone).toBe('010-1234')

    const revisions = (await ownAdmin.post(STAFF_API.teamRevisions, { id })).json.retMap.list
    const first = revisions[revisions.length - 1]
    const restored = await ownAdmin.post(STAFF_API.teamRestore, { id, revision: first.revision })
    expect(restored.status).toBe(200)
    cur = (await ownAdmin.post(STAFF_API.teamGet, { id })).json.retMap
    expect(cur.doc).toEqual(first.doc)

    // A reviewer is nobody's team editor.
    expectFailure(await reviewer.post(STAFF_API.teamSave, { id, version: cur.version, doc: cur.doc }), 403, 'noPermission')
  })

  it('lets administrators create and archive teams; a new team stays off the site until approved', async () => {
    const template = (await admin.post(STAFF_API.teamGet, { id: teams[0] })).json.retMap.doc
    expectFailure(await ownAdmin.post(STAFF_API.teamSave, { doc: template }), 403, 'noPermission')
    const created = await admin.post(STAFF_API.teamSave, {
      doc: { ...template, zh: { ...template.zh, name: '新团队' }, members: [], paperIds: [] },
    })
    expect(created.status).toBe(200)
    const id = created.json.retMap.id
    expect((await t.post('/api/research/detail', { id, lang: 'zh' })).status).toBe(404)
    const sub = await admin.post(STAFF_API.teamSubmit, { id, version: created.json.retMap.version })
    const approved = await admin.post(STAFF_API.teamApprove, { id, version: sub.json.retMap.version })
    expect(approved.status).toBe(200)
    expect((await publicTeam(id, 'zh')).name).toBe('新团队')
    expectFailure(await ownAdmin.post(STAFF_API.teamArchive, { id }), 403, 'noPermission')
    const archived = await admin.post(STAFF_API.teamArchive, { id })
    expect(archived.status).toBe(200)
    expect((await t.post('/api/research/detail', { id, lang: 'zh' })).status).toBe(404)
  })
})

describe('team papers', () => {
  it('keeps a link to a paper not yet published (an import’s draft) through an approval, outside the document', async () => {
    const id = teams[1]!
    const db = t.deps.db
    const draft = (
      await db
        .insertInto('article')
        .values({ kind: 'paper', title_en: 'A draft paper', status: 'draft' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    await db.insertInto('team_paper').values({ team_id: id, article_id: draft }).execute()
    const cur = (await admin.post(STAFF_API.teamGet, { id })).json.retMap
    expect(cur.doc.paperIds).not.toContain(draft)
    const saved = await admin.post(STAFF_API.teamSave, {
      id,
      version: cur.version,
      doc: { ...cur.doc, paperIds: cur.doc.paperIds.slice(1) },
    })
    expect(saved.status).toBe(200)
    const sub = await admin.post(STAFF_API.teamSubmit, { id, version: saved.json.retMap.version })
    expect((await admin.post(STAFF_API.teamApprove, { id, version: sub.json.retMap.version })).status).toBe(200)
    const links = (await db.selectFrom('team_paper').select('article_id').where('team_id', '=', id).execute()).map((r) => r.article_id)
    expect(links).toContain(draft)
    expect(links).not.toContain(cur.doc.paperIds[0])
  })
})

describe('a group administrator’s team photo', () => {
  const send = (client: StaffClient, bytes: Buffer, filename: string) =>
    upload(t, bytes, filename, {
      lang: 'en',
      url: `${STAFF_API.mediaUpload}?lang=en`,
      headers: { cookie: client.cookie, 'x-csrf-token': client.csrfToken },
    })
  const listed = async (client: StaffClient) =>
    ((await client.post(STAFF_API.mediaList, { kind: 'image' })).json.retMap.list as { id: string }[]).map((f) => f.id)

  it('uploads a picture and sets it as the photo; sees and may set only their own uploads or the team’s photo', async () => {
    const editor = await staffSession(t, {
      roles: [ROLE.editor],
      sections: [(await t.deps.db.selectFrom('menu').select('id').executeTakeFirstOrThrow()).id],
    })
    const theirs = (await send(editor, await pngBytes(40, 30), 'editors.png')).json.retMap.file.id as string
    expect(await listed(ownAdmin)).not.toContain(theirs)
    // A file named by its whole id (the photo a team already has) shows as what it is.
    const byId = await ownAdmin.post(STAFF_API.mediaList, { search: theirs })
    expect(byId.json.retMap.list.map((f: { id: string }) => f.id)).toEqual([theirs])
    expectFailure(await send(ownAdmin, pdfBytes(), 'notes.pdf'), 415, 'unsupportedType', 'en')
    const mine = await send(ownAdmin, await pngBytes(40, 30), 'team-photo.png')
    expect(mine.status).toBe(200)
    const photo = mine.json.retMap.file.id as string
    expect(await listed(ownAdmin)).toEqual([photo])
    expect(await listed(otherAdmin)).toEqual([])
    // The library's own screen stays the content writers'.
    expectFailure(await ownAdmin.post(STAFF_API.mediaGet, { id: photo }), 403, 'noPermission')

    const id = teams[0]!
    const got = (await ownAdmin.post(STAFF_API.teamGet, { id })).json.retMap
    const before = await counts()
    const refused = await ownAdmin.post(STAFF_API.teamSave, { id, version: got.version, doc: { ...got.doc, photoId: theirs } })
    expectFailure(refused, 400, 'badRequest')
    expect(refused.json.field).toBe('doc.photoId')
    expect(await counts()).toEqual(before)
    const saved = await ownAdmin.post(STAFF_API.teamSave, { id, version: got.version, doc: { ...got.doc, photoId: photo } })
    expect(saved.status).toBe(200)
    expect((await ownAdmin.post(STAFF_API.teamGet, { id })).json.retMap.doc.photoId).toBe(photo)
    // Saving again keeps the photo the working copy has, whoever set it.
    const again = await ownAdmin.post(STAFF_API.teamSave, { id, version: saved.json.retMap.version, doc: { ...got.doc, photoId: photo } })
    expect(again.status).toBe(200)
  })
})
