import { RESEARCH_AREAS, ResearchDetailRet, ResearchListRet } from '@ibr/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectFailure, expectShape } from '../../test/shape.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('/api/research/list', () => {
  it('answers the four areas with their teams and paper counts', async () => {
    const res = await t.post('/api/research/list', { type: 'area', lang: 'en' })
    expectShape(ResearchListRet, res.json.retMap)
    const areas = res.json.retMap.areaList
    expect(areas.map((a: any) => a.code)).toEqual([...RESEARCH_AREAS])
    expect(areas.reduce((n: number, a: any) => n + a.teams.length, 0)).toBe(20)
    expect(areas.every((a: any) => a.paperCount > 0 && a.teams.every((team: any) => team.area === a.code))).toBe(true)
    const one = await t.post('/api/research/list', { type: 'area', id: areas[1].id })
    expect(one.json.retMap.areaList).toHaveLength(1)
  })

  it('answers teams, collaborating researchers, facilities and papers', async () => {
    const teams = (await t.post('/api/research/list', { type: 'team' })).json.retMap.teamList
    expect(teams).toHaveLength(20)
    const cons = (await t.post('/api/research/list', { type: 'consociation' })).json.retMap.teamList
    expect(cons.length).toBeGreaterThan(0)
    expect(cons.every((c: any) => c.kind === 'consociation')).toBe(true)
    const facilities = await t.post('/api/research/list', { type: 'facility' })
    expectShape(ResearchListRet, facilities.json.retMap)
    expect(facilities.json.retMap.facilityList.length).toBeGreaterThan(0)
    const areaId = teams[0].areaId
    const inArea = (await t.post('/api/research/list', { type: 'team', id: areaId })).json.retMap.teamList
    expect(inArea.every((x: any) => x.areaId === areaId)).toBe(true)
    const papers = (await t.post('/api/research/list', { type: 'paper', id: areaId })).json.retMap.articleList
    expect(papers.length).toBeGreaterThan(0)
    expect(papers.every((p: any) => p.kind === 'paper' && p.researchArea === teams[0].area)).toBe(true)
  })

  it('refuses unknown types and answers notFound for unknown areas', async () => {
    expectFailure(await t.post('/api/research/list', { type: 'lab' }), 400, 'badRequest')
    expectFailure(await t.post('/api/research/list', {}), 400, 'badRequest')
    expectFailure(await t.post('/api/research/list', { type: 'team', id: 99999 }), 404, 'notFound')
  })
})

describe('/api/research/detail', () => {
  it('answers a team with members and papers, and a facility with instruments', async () => {
    const teams = (await t.post('/api/research/list', { type: 'team' })).json.retMap.teamList
    const res = await t.post('/api/research/detail', { id: teams[0].id, lang: 'en' })
    expectShape(ResearchDetailRet, res.json.retMap)
    const team = res.json.retMap.team
    expect(team.members.length).toBeGreaterThanOrEqual(3)
    expect(team.papers.length).toBeGreaterThan(0)
    expect(team.bio.length).toBeGreaterThan(50)
    const facilities = (await t.post('/api/research/list', { type: 'facility' })).json.retMap.facilityList
    const f = await t.post('/api/research/detail', { id: facilities[0].id, type: 'facility' })
    expectShape(ResearchDetailRet, f.json.retMap)
    expect(f.json.retMap.facility.instruments.length).toBeGreaterThan(0)
    expect(f.json.retMap.facility.services.length).toBeGreaterThan(0)
  })

  it('answers notFound for unknown ids', async () => {
    expectFailure(await t.post('/api/research/detail', { id: 999999 }), 404, 'notFound')
    expectFailure(await t.post('/api/research/detail', { id: 999999, type: 'facility' }), 404, 'notFound')
    expectFailure(await t.post('/api/research/detail', { id: 1, type: 'lab' }), 400, 'badRequest')
  })
})
