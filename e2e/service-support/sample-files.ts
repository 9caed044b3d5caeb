/**
 * Files for the fault report's screenshot field, made on the spot: a real PNG (the server reads a
 * file's kind from its bytes and decodes images), and refusals — a program, and text named .png.
 */
import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid RGB PNG with random pixels (so each call is another file), encoded by hand: no image library needed. */
export function pngBytes(width = 48, height = 32): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, deflate, no filter, no interlace
  const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A Windows program's first bytes ("MZ"): refused by its extension before any upload. */
export const exeBytes = () => Buffer.concat([Buffer.from('MZ'), randomBytes(256)])

/** Plain text under an image's name: passes the extension check, refused by the server by its bytes. */
export const textAsPng = () => Buffer.from(`not an image ${randomBytes(8).toString('hex')}\n`)
