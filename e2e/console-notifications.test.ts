/**
 * One's notification settings in My account, in Chromium: an editor changes how decisions reach them
 * and the digest's hour, saves, and finds both kept after a reload; in both languages at 1280 and
 * 375 px (no sideways scrolling on a phone), with no serious axe violation.
 */
import { describe, expect, test } from 'vitest'
import { checkA11y, expectNoConsoleErrors, openPage, screenshot, settle, useBrowser } from './support/browser.js'
import { SIGNED_OUT, signIn } from './support/console-page.js'

const browser = useBrowser()

const TEXT = {
  zh: {
    section: '通知',
    decisions: '我修改的内容的审核结果',
    modes: { digest: '每日摘要', never: '不发送' },
    hourLabel: '每日摘要发送时间',
    hour: (h: string) => `${h} 北京时间`,
    save: '保存通知设置',
    saved: '通知设置已保存。',
  },
  en: {
    section: 'Notifications',
    decisions: 'Decisions on items I changed',
    modes: { digest: 'Daily digest', never: 'Never' },
    hourLabel: 'Daily digest at',
    hour: (h: string) => `${h} China Standard Time`,
    save: 'Save notification settings',
    saved: 'Your notification settings are saved.',
  },
} as const

const runs = [
  { lang: 'zh', width: 1280, mode: 'never', hour: '06:00' },
  { lang: 'zh', width: 375, mode: 'digest', hour: '19:00' },
  { lang: 'en', width: 1280, mode: 'never', hour: '07:00' },
  { lang: 'en', width: 375, mode: 'digest', hour: '21:00' },
] as const

describe('notification settings in My account', () => {
  for (const { lang, width, mode, hour } of runs) {
    test(`${lang} at ${width} px: a choice and the digest hour saved and kept, no serious axe violation`, async () => {
      const text = TEXT[lang]
      const { page } = await openPage(browser(), { lang, width, path: '/console/account', expectedFailures: SIGNED_OUT })
      await signIn(page, lang, 'editor')
      const section = page.getByRole('region', { name: text.section })
      const decisions = section.getByRole('radiogroup', { name: text.decisions })
      await decisions.waitFor()
      await decisions.getByText(text.modes[mode], { exact: true }).click()
      await section.getByRole('button', { name: new RegExp(text.hourLabel) }).click()
      await page.getByRole('option', { name: text.hour(hour) }).click()
      await section.getByRole('button', { name: text.save }).click()
      await section.getByText(text.saved).waitFor()
      await settle(page)
      // Nothing to scroll sideways: every kind's name and choices fit the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
      expect(await checkA11y(page)).toEqual([])
      await screenshot(page, `console-notifications-${lang}-${width}`)

      await page.reload()
      const again = page.getByRole('region', { name: text.section }).getByRole('radiogroup', { name: text.decisions })
      await again.waitFor()
      expect(await again.getByRole('radio', { name: text.modes[mode], exact: true }).isChecked()).toBe(true)
      expect(await page.getByRole('button', { name: new RegExp(text.hourLabel) }).textContent()).toContain(text.hour(hour))
      expectNoConsoleErrors(page)
    })
  }
})
