// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { LANG_STORAGE_KEY } from '@ibr/ui/lang-storage'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { langStore } from '../../i18n/lang'
import { useT } from '../../i18n/use-t'
import { LanguageSwitch } from './language-switch'

function Screen() {
  const t = useT()
  return <h1>{t('nav.dashboard')}</h1>
}

beforeEach(() => {
  localStorage.clear()
  langStore.set({ lang: 'zh' })
  document.documentElement.lang = 'zh-CN'
})
afterEach(cleanup)

describe('the language switch', () => {
  it('switches in place: the texts, <html lang> and the choice the public site reads too', () => {
    render(
      <>
        <LanguageSwitch />
        <Screen />
      </>,
    )
    expect(screen.getByRole('heading').textContent).toBe('概览')
    expect(screen.getByRole('radio', { name: '中文' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getByRole('radio', { name: 'English' }))
    expect(screen.getByRole('heading').textContent).toBe('Dashboard')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en')
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: '中文' }))
    expect(screen.getByRole('heading').textContent).toBe('概览')
    expect(document.documentElement.lang).toBe('zh-CN')
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('zh')
  })

  it('names each language in itself, marked with its language', () => {
    render(<LanguageSwitch />)
    expect(screen.getByRole('radio', { name: 'English' }).getAttribute('lang')).toBe('en')
    expect(screen.getByRole('radio', { name: '中文' }).getAttribute('lang')).toBe('zh-CN')
  })
})
