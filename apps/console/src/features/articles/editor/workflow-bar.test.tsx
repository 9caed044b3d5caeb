// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../../i18n/lang'
import { editableArticle } from '../test-article'
import { WorkflowBar } from './workflow-bar'

/** The window at a phone's width or not, as matchMedia answers it. */
const screenWidth = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))

function bar() {
  const onSave = vi.fn()
  const onSubmit = vi.fn()
  const onOpen = vi.fn()
  const article = editableArticle({ states: { zh: 'review', en: 'draft' }, may: { write: true, review: true, approveOwn: true } })
  render(<WorkflowBar article={article} dirty={false} pending={null} onSave={onSave} onSubmit={onSubmit} onOpen={onOpen} />)
  return { onSave, onSubmit, onOpen, group: screen.getByRole('group', { name: 'Item actions' }) }
}

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the workflow bar', () => {
  it('on a wide screen shows every action as a button', () => {
    screenWidth(false)
    const { group } = bar()
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Save', 'Submit for review', 'Send back', 'Preview link', 'Archive'])
  })

  it('on a phone is Save and one menu holding the other actions, which still act', async () => {
    screenWidth(true)
    const { group, onSave, onSubmit, onOpen } = bar()
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Save', 'More actions ▾'])
    fireEvent.click(within(group).getByRole('button', { name: 'Save' }))
    expect(onSave).toHaveBeenCalledOnce()
    fireEvent.click(within(group).getByRole('button', { name: /More actions/ }))
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Submit for review', 'Send back', 'Preview link', 'Archive'])
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Submit for review' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    fireEvent.click(within(group).getByRole('button', { name: /More actions/ }))
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Send back' }))
    expect(onOpen).toHaveBeenLastCalledWith('reject')
  })
})
