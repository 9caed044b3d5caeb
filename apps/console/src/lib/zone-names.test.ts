import { describe, expect, it } from 'vitest'
import { zoneName, zoneOptions } from './zone-names'

describe('time zones as people call them', () => {
  it('names a zone in the person’s language, not by its code', () => {
    expect(zoneName('Asia/Shanghai', 'zh')).toBe('中国标准时间')
    expect(zoneName('Asia/Shanghai', 'en')).toBe('China Standard Time')
    expect(zoneName('Europe/Berlin', 'en')).toBe('Central European Time')
  })

  it('keeps the code of a zone that has no name but an offset, and of an unknown one', () => {
    expect(zoneName('UTC', 'en')).toBe('UTC')
    expect(zoneName('Mars/Olympus', 'zh')).toBe('Mars/Olympus')
  })

  it('lists every zone by name, place and offset, the site’s zone first and the rest in name order', () => {
    const options = zoneOptions('en', 'Asia/Shanghai')
    expect(options[0]).toEqual({ id: 'Asia/Shanghai', label: 'China Standard Time · Shanghai · GMT+8' })
    expect(options.filter((o) => o.id === 'Asia/Shanghai')).toHaveLength(1)
    expect(options.length).toBeGreaterThan(300)
    const rest = options.slice(1).map((o) => o.label)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en-GB').compare))
    expect(zoneOptions('zh', 'Asia/Shanghai')[0]!.label).toBe('中国标准时间 · Shanghai · GMT+8')
  })
})
