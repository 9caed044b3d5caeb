// @vitest-environment happy-dom
import type { Point } from '@ibr/contract/files'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { FocalPointPicker } from './focal-point-picker'

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(cleanup)

function Picker({ start, onChange }: { start: Point | null; onChange: (p: Point) => void }) {
  const [value, setValue] = useState(start)
  return (
    <FocalPointPicker
      src="/file/image/AAAAAAAAAAAAAAAAAAAAAA?w=960"
      alt="A brain slice"
      value={value}
      onChange={(point) => {
        setValue(point)
        onChange(point)
      }}
    />
  )
}

/** The image drawn 400 × 200 at (100, 50) on the page. */
function show(start: Point | null = null) {
  const changes = vi.fn()
  render(<Picker start={start} onChange={changes} />)
  const area = screen.getByTestId('focal-area')
  area.getBoundingClientRect = () => ({
    left: 100,
    top: 50,
    width: 400,
    height: 200,
    right: 500,
    bottom: 250,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  })
  return { area, marker: screen.getByRole('slider', { name: 'Focal point' }), changes }
}

describe('the focal point picker', () => {
  it('starts at the centre when no point is set, and says where it is', () => {
    const { marker } = show()
    expect(marker.getAttribute('aria-valuetext')).toBe('50% across, 50% down')
    expect(marker.style.left).toBe('50%')
    expect(screen.getByRole('img', { name: 'A brain slice' })).toBeTruthy()
  })

  it('puts the point where the image is clicked, in whole percent, and focuses the marker', () => {
    const { area, marker, changes } = show()
    fireEvent.pointerDown(area, { clientX: 200, clientY: 200, button: 0, pointerId: 1 })
    expect(changes).toHaveBeenLastCalledWith({ x: 0.25, y: 0.75 })
    expect(marker.getAttribute('aria-valuetext')).toBe('25% across, 75% down')
    expect(marker.style.top).toBe('75%')
    expect(document.activeElement).toBe(marker)
    fireEvent.pointerDown(area, { clientX: 433.3, clientY: 10, button: 0, pointerId: 1 })
    expect(changes).toHaveBeenLastCalledWith({ x: 0.83, y: 0 })
    fireEvent.pointerDown(area, { clientX: 300, clientY: 100, button: 2, pointerId: 1 })
    expect(changes).toHaveBeenCalledTimes(2)
  })

  it('moves with the arrow keys, by 10 % with Shift, and stops at the edges', () => {
    const { marker, changes } = show({ x: 0.5, y: 0.98 })
    fireEvent.keyDown(marker, { key: 'ArrowRight' })
    expect(changes).toHaveBeenLastCalledWith({ x: 0.51, y: 0.98 })
    fireEvent.keyDown(marker, { key: 'ArrowLeft', shiftKey: true })
    expect(changes).toHaveBeenLastCalledWith({ x: 0.41, y: 0.98 })
    fireEvent.keyDown(marker, { key: 'ArrowDown', shiftKey: true })
    expect(changes).toHaveBeenLastCalledWith({ x: 0.41, y: 1 })
    fireEvent.keyDown(marker, { key: 'ArrowUp' })
    expect(changes).toHaveBeenLastCalledWith({ x: 0.41, y: 0.99 })
    fireEvent.keyDown(marker, { key: 'Home' })
    expect(changes).toHaveBeenLastCalledWith({ x: 0, y: 0.99 })
    fireEvent.keyDown(marker, { key: 'ArrowLeft' })
    expect(changes).toHaveBeenLastCalledWith({ x: 0, y: 0.99 })
    expect(marker.getAttribute('aria-valuetext')).toBe('0% across, 99% down')
    fireEvent.keyDown(marker, { key: 'a' })
    expect(changes).toHaveBeenCalledTimes(6)
  })
})
