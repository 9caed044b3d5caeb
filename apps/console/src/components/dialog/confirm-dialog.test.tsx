// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { resetScreenBetweenTests } from '../../test/render-route'
import { renderWithClient } from '../../test/render-with-client'
import { ConfirmDialog } from './confirm-dialog'

function Asking({ onConfirm }: { onConfirm: () => Promise<ReactNode | void> }) {
  const [isOpen, setOpen] = useState(true)
  return (
    <ConfirmDialog title="Delete the file?" confirmLabel="Delete" isOpen={isOpen} onOpenChange={setOpen} onConfirm={onConfirm}>
      <p>It cannot be restored.</p>
    </ConfirmDialog>
  )
}

resetScreenBetweenTests()

describe('a confirmation', () => {
  it('is a write in progress in the query client while the action runs, then closes', async () => {
    let finish = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { client } = renderWithClient(<Asking onConfirm={onConfirm} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(client.isMutating()).toBe(1))
    expect(screen.getByRole('button', { name: 'Delete' }).getAttribute('aria-disabled')).toBe('true')
    // Pressed again while pending, it does nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    act(() => finish())
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(client.isMutating()).toBe(0)
  })

  it('shows a refusal in the dialog, and an outcome in place of the question', async () => {
    const onConfirm = vi
      .fn<() => Promise<ReactNode | void>>()
      .mockRejectedValueOnce(new ApiError('conflict', 'The file is in use', 409))
      .mockResolvedValueOnce(<p>Password: 7xK2</p>)
    renderWithClient(<Asking onConfirm={onConfirm} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('The file is in use')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Password: 7xK2')).toBeTruthy()
    expect(screen.queryByText('The file is in use')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
