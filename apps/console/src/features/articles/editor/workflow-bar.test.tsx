// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ArticleEditable } from '@ibr/contract/staff-client'
import { describe, expect, it, vi } from 'vitest'
import { screenWidth } from '../../../test/screen-width'
import { editableArticle } from '../test-article'
import { WorkflowBar } from './workflow-bar'
import { resetScreenBetweenTests } from '../../../test/render-route'

function bar({ dirty = false, states = { zh: 'review', en: 'draft' } as ArticleEditable['states'] } = {}) {
  const onSave = vi.fn()
  const onSubmit = vi.fn()
  const onOpen = vi.fn()
  const article = editableArticle(
    { states, may: { write: true, review: true, approveOwn: true } },
    { 'zh.title': '通知', 'en.title': 'Notice' },
  )
  render(<WorkflowBar article={article} dirty={dirty} pending={null} onSave={onSave} onSubmit={onSubmit} onOpen={onOpen} />)
  return { onSave, onSubmit, onOpen, group: screen.getByRole('group', { name: 'Item actions' }) }
}

resetScreenBetweenTests()

describe('the workflow bar', () => {
  it('on a wide screen shows every action as a button', () => {
    screenWidth(false)
    const { group } = bar()
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Save', 'Submit for review', 'Approve', 'Send back', 'Preview link', 'Archive'])
  })

  it('on a phone is the next step and one menu holding the other actions, which still act', async () => {
    screenWidth(true)
    const { group, onSave, onSubmit, onOpen } = bar({ dirty: true })
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
    ).toEqual(['Submit for review', 'Approve', 'Send back', 'Preview link', 'Archive'])
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Submit for review' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    fireEvent.click(within(group).getByRole('button', { name: /More actions/ }))
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Preview link' }))
    expect(onOpen).toHaveBeenLastCalledWith('preview')
  })

  it('on a phone offers the step that waits once the changes are saved', async () => {
    screenWidth(true)
    const { group, onOpen } = bar({ states: { zh: 'review', en: 'review' } })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['Approve', 'More actions ▾'])
    fireEvent.click(buttons[0]!)
    expect(onOpen).toHaveBeenLastCalledWith('approve')
    fireEvent.click(within(group).getByRole('button', { name: /More actions/ }))
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Save', 'Submit for review', 'Send back', 'Preview link', 'Archive'])
  })
})
