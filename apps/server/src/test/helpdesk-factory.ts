import { expect } from 'vitest'
import type { TestApp } from './test-app.js'

/** A fault report sent through the public form (a network fault, in Chinese, unless overridden), answered with its ticket. */
export async function reportFault(t: TestApp, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.post('/api/service/fault/submit', {
    reporter: '张三',
    contact: 'zhang.san@example.org',
    place: 'B 楼 305 室',
    category: 'network',
    description: '办公室网口无法获取地址。',
    lang: 'zh',
    ...overrides,
  })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap.ticket as string
}

/** Feedback sent through the public form, answered with its ticket and the key that reads its state. */
export async function submitFeedback(t: TestApp, body: Record<string, unknown>): Promise<{ ticket: string; key: string }> {
  const res = await t.post('/api/service/feedback/submit', body)
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  return res.json.retMap as { ticket: string; key: string }
}
