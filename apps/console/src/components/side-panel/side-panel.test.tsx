// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screenWidth } from '../../test/screen-width'
import { SidePanel } from './side-panel'

function panel() {
  const onClose = vi.fn()
  render(
    <SidePanel title="F-20261201-AB12" closeLabel="Close" onClose={onClose}>
      <p>The socket gives no address.</p>
    </SidePanel>,
  )
  return onClose
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SidePanel', () => {
  it('is a region named by its title beside the list on a wide screen', () => {
    screenWidth(false)
    const onClose = panel()
    expect(screen.getByRole('region', { name: 'F-20261201-AB12' }).textContent).toContain('The socket gives no address.')
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('is a modal sheet on a phone, named by its title, with focus in it, closed by its button or Escape', async () => {
    screenWidth(true)
    const onClose = panel()
    const sheet = screen.getByRole('dialog', { name: 'F-20261201-AB12' })
    expect(sheet.textContent).toContain('The socket gives no address.')
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
