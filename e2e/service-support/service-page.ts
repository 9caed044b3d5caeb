/** Driving the services office's pages: their titles, the fault form's fields and error texts, request counting. */
import type { Page } from 'playwright-core'

/** Page titles as the office's sub-menu, h1 and window title name them. */
export const TITLES = {
  zh: { fault: '故障报修', faq: '常见问题', feedback: '意见建议', links: '快速链接' },
  en: { fault: 'Report a fault', faq: 'Common questions', feedback: 'Suggestions and feedback', links: 'Quick links' },
} as const

/** What the fault form says beside a field: each field left empty, then a bad contact and a short description. */
export const FAULT_ERRORS = {
  zh: {
    empty: {
      reporter: '请填写报告人',
      contact: '请填写联系方式',
      place: '请填写地点',
      category: '请选择故障类别',
      description: '请填写故障描述',
    },
    contact: '联系方式应为电话号码或邮箱地址',
    short: '故障描述至少需要 5 个字符',
  },
  en: {
    empty: {
      reporter: 'Please fill in Reporter',
      contact: 'Please fill in Contact',
      place: 'Please fill in Place',
      category: 'Please choose Kind of fault',
      description: 'Please fill in Description',
    },
    contact: 'Contact must be a telephone number or an e-mail address',
    short: 'Description needs at least 5 characters',
  },
} as const

export interface FaultInput {
  reporter: string
  contact: string
  place: string
  category: string
  description: string
}

/** Types the report's text fields and picks its category. */
export async function fill(page: Page, values: FaultInput): Promise<void> {
  for (const field of ['reporter', 'contact', 'place', 'description'] as const) await page.locator(`#fault-${field}`).fill(values[field])
  await page.locator('#fault-category').selectOption(values.category)
}

/** The fault form's fields as they stand. */
export async function faultValues(page: Page): Promise<FaultInput> {
  const value = (field: string) => page.locator(`#fault-${field}`).inputValue()
  return {
    reporter: await value('reporter'),
    contact: await value('contact'),
    place: await value('place'),
    category: await value('category'),
    description: await value('description'),
  }
}

/** Requests the page sends whose address contains `path`, as they happen. */
export function trackRequests(page: Page, path: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().includes(path)) seen.push(request.postData() ?? '')
  })
  return seen
}
