import type { Editor } from '@tiptap/core'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { vi } from 'vitest'
import { RichText, type RichTextProps } from './rich-text'

/** A form that holds the body in its state, as the article editor does. */
export function ControlledField({ initial, onChange, ...props }: Partial<RichTextProps> & { initial: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <RichText
        label="Body (English)"
        lang="en"
        {...props}
        value={value}
        onChange={(html) => {
          setValue(html)
          onChange?.(html)
        }}
      />
      <button type="button" onClick={() => setValue('<p>Restored revision</p>')}>
        restore
      </button>
    </>
  )
}

export function setup(props: Partial<RichTextProps> & { initial?: string } = {}) {
  const onChange = vi.fn<(html: string) => void>()
  render(<ControlledField initial="<p>Hello world</p>" onChange={onChange} {...props} />)
  const textbox = screen.getByRole('textbox', { name: 'Body (English)' })
  // TipTap keeps its editor on the editable element.
  const editor = (textbox as HTMLElement & { editor: Editor }).editor
  return { onChange, textbox, editor, lastHtml: () => onChange.mock.lastCall?.[0] }
}

export const toolbar = () => screen.getByRole('toolbar', { name: 'Body (English): formatting' })
export const press = (name: string) => fireEvent.click(within(toolbar()).getByRole('button', { name }))
