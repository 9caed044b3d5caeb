// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { langStore } from '../../../i18n/lang'
import { PublicScheduleNote } from './public-schedule'

afterEach(() => {
  cleanup()
  langStore.set({ lang: 'zh' })
})

const text = () => screen.getByTestId('public-schedule').textContent

// The console's zone when the page names none: Asia/Shanghai, 10:00 there is 02:00 UTC.
describe('the public schedule in the editor heading', () => {
  it('names the version online and the one going online, with the time in words of the zone', () => {
    const schedule = { online: { version: 3, until: null }, next: { version: 4, at: '2026-12-08T02:00:00.000Z', failed: false } }
    render(<PublicScheduleNote schedule={schedule} />)
    expect(text()).toBe('线上：第 3 版；第 4 版将于 2026年12月8日 10:00（中国标准时间）上线')
    cleanup()
    langStore.set({ lang: 'en' })
    render(<PublicScheduleNote schedule={schedule} />)
    expect(text()).toBe('Online: version 3; version 4 goes online on 8 Dec 2026 at 10:00 China Standard Time')
  })

  it('says until when a version stays online, and when nothing is', () => {
    langStore.set({ lang: 'en' })
    render(<PublicScheduleNote schedule={{ online: { version: 2, until: '2026-12-31T16:00:00.000Z' }, next: null }} />)
    expect(text()).toBe('Online: version 2, until 1 Jan 2027 at 00:00 China Standard Time')
    cleanup()
    langStore.set({ lang: 'zh' })
    render(<PublicScheduleNote schedule={{ online: null, next: null }} />)
    expect(text()).toBe('当前未上线')
  })

  it('says when a version approved for later could not go online at its time', () => {
    langStore.set({ lang: 'en' })
    const schedule = { online: { version: 3, until: null }, next: { version: 4, at: '2026-12-08T02:00:00.000Z', failed: true } }
    render(<PublicScheduleNote schedule={schedule} />)
    expect(text()).toBe('Online: version 3; version 4 could not go online on 8 Dec 2026 at 10:00 China Standard Time; approve it again')
    cleanup()
    langStore.set({ lang: 'zh' })
    render(<PublicScheduleNote schedule={schedule} />)
    expect(text()).toBe('线上：第 3 版；第 4 版未能在 2026年12月8日 10:00（中国标准时间）上线，请重新批准')
  })
})
