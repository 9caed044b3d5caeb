/** Driving the registration form of a conference page: filling it, files by click or by drop. */
import type { Locator, Page } from 'playwright-core'
import type { FormField } from './conference-api.js'

export const fieldLocator = (page: Page, name: string) => page.locator(`#reg-${name}`)
export const errorOf = (page: Page, name: string) => page.locator(`#reg-${name}-error`)
export const submitButton = (page: Page) => page.locator('form[data-registration-form] button[type="submit"]')

/** A value each kind of field accepts, the e-mail given. */
export function validValues(fields: readonly FormField[], email: string, name = 'Lin Test'): Record<string, string> {
  const values: Record<string, string> = {}
  for (const f of fields) {
    if (f.type === 'email') values[f.name] = email
    else if (f.type === 'tel') values[f.name] = '+86 (10) 6275-0000'
    else if (f.type === 'select') values[f.name] = f.options.at(-1)!.value
    else if (f.type === 'textarea') values[f.name] = 'Registered by the browser test.\nSecond line.'
    else if (f.type === 'text') values[f.name] = f.name === 'name' ? name : `E2E ${f.label}`.slice(0, f.maxLength)
    else if (f.type === 'consent') values[f.name] = 'yes'
  }
  return values
}

/** Types or chooses each given value into its field. */
export async function fillForm(page: Page, fields: readonly FormField[], values: Record<string, string>): Promise<void> {
  for (const f of fields) {
    const value = values[f.name]
    if (value === undefined || f.type === 'file') continue
    if (f.type === 'consent') await fieldLocator(page, f.name).setChecked(value === 'yes')
    else if (f.type === 'select') await fieldLocator(page, f.name).selectOption(value)
    else await fieldLocator(page, f.name).fill(value)
  }
}

/** What a form field holds now, by field name (file fields left out). */
export function formValues(page: Page, fields: readonly FormField[]): Promise<Record<string, string>> {
  return Promise.all(
    fields
      .filter((f) => !['file', 'multi', 'nights', 'persons'].includes(f.type))
      .map(
        async (f) =>
          [
            f.name,
            f.type === 'consent'
              ? (await fieldLocator(page, f.name).isChecked())
                ? 'yes'
                : ''
              : await fieldLocator(page, f.name).inputValue(),
          ] as const,
      ),
  ).then((entries) => Object.fromEntries(entries))
}

/**
 * Drops a file onto a drop zone as a browser does: dragenter, dragover and drop events carrying a
 * DataTransfer with the file, built in the page from the bytes.
 */
export async function dropFile(target: Locator, name: string, bytes: Buffer, type: string): Promise<void> {
  // No named functions in evaluated code (see support/page-tools.ts settle()).
  await target.evaluate(
    (element, file) => {
      const data = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([data], file.name, { type: file.type }))
      for (const kind of ['dragenter', 'dragover', 'drop']) {
        element.dispatchEvent(new DragEvent(kind, { bubbles: true, cancelable: true, dataTransfer: transfer }))
      }
    },
    { name, type, base64: bytes.toString('base64') },
  )
}

/** The smallest file the server's byte check reads as a PDF (apps/server/src/modules/file/upload-fixtures.ts). */
export function pdfBytes(tag: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${tag}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`)
}

/** An ELF executable's header and some bytes: a program, whatever its name says. */
export const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 7)])
