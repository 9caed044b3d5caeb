// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { defineMessages } from '@ibr/ui/define-messages'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { langStore } from './lang'
import { textIn, useMessages } from './use-t'

const own = defineMessages({ 'demo.greeting': '你好，{name}' }, { 'demo.greeting': 'Hello, {name}' })
const more = defineMessages({ 'demo.farewell': '再见' }, { 'demo.farewell': 'Goodbye' })

function Screen() {
  const t = useMessages(own, more)
  return (
    <p>
      {t('demo.greeting', { name: 'Li' })} · {t('demo.farewell')} · {t('common.cancel')}
    </p>
  )
}

beforeEach(() => langStore.set({ lang: 'zh' }))
afterEach(cleanup)

describe('a screen’s own catalogues', () => {
  it('give its texts and the shell’s common words, and re-render in the new language when it changes', () => {
    render(<Screen />)
    expect(screen.getByText(/你好/).textContent).toBe('你好，Li · 再见 · 取消')
    act(() => langStore.set({ lang: 'en' }))
    expect(screen.getByText(/Hello/).textContent).toBe('Hello, Li · Goodbye · Cancel')
  })

  it('are read outside React in a given language, the shell’s words too', () => {
    expect(textIn([own], 'en', 'demo.greeting', { name: 'Li' })).toBe('Hello, Li')
    expect(textIn([own], 'zh', 'common.cancel')).toBe('取消')
  })
})
