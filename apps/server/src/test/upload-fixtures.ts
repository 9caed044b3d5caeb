import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { answerOf } from './answer.js'

/** What the helpers need of a test app. */
interface Injector {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>
}

/**
 * Test helpers for the upload routes and the forms that hand uploads in: real files made on the
 * spot, and multipart bodies built by hand (no form-data library).
 */

/** A real PNG of the given size, with random pixels so each call gives other bytes. */
export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  const noise = randomBytes(width * height * 3)
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

export async function gifBytes(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: '#c33' } })
    .gif()
    .toBuffer()
}

/** The smallest file the byte check reads as a PDF; the random comment makes each call unique. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )
}

/** An ELF executable's header: what a renamed program starts with. */
export const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), randomBytes(120)])

/** The PNG signature followed by garbage: a file claiming to be an image. */
export const fakePngBytes = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)])

/** An MP4 header (ftyp box): a video, which staff content may hold but the public upload refuses. */
export const mp4Bytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
    Buffer.from([0, 0, 0x04, 0x08]),
    Buffer.from('free'),
    randomBytes(1024),
  ])

export interface Part {
  name: string
  value: string | Buffer
  filename?: string
  contentType?: string
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: readonly Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ibr-test-${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition =
      part.filename === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.filename}"`
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'))
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value)
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** Uploads one file as the site does; `lang` goes in as a form field when given. */
export async function upload(
  t: Injector,
  bytes: Buffer,
  filename: string,
  options: { lang?: string; url?: string; headers?: Record<string, string> } = {},
) {
  const parts: Part[] = options.lang === undefined ? [] : [{ name: 'lang', value: options.lang }]
  parts.push({ name: 'file', value: bytes, filename })
  const body = multipart(parts)
  const res = await t.inject({
    method: 'POST',
    url: options.url ?? '/file/commonUpload',
    headers: { ...body.headers, ...options.headers },
    payload: body.payload,
  })
  return answerOf(res)
}
