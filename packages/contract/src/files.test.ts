import { describe, expect, it } from 'vitest'
import { cropBox, imageSources } from './files.js'

describe('cropBox', () => {
  it('cuts the largest region of the shape, centred on the focal point as far as the edges allow', () => {
    expect(cropBox(400, 100, '1x1', { x: 0.5, y: 0.5 })).toEqual({ left: 150, top: 0, width: 100, height: 100 })
    expect(cropBox(400, 100, '1x1', { x: 0, y: 0.5 })).toEqual({ left: 0, top: 0, width: 100, height: 100 })
    expect(cropBox(400, 100, '1x1', { x: 0.9, y: 0.5 })).toEqual({ left: 300, top: 0, width: 100, height: 100 })
    expect(cropBox(100, 400, '16x9', { x: 0.5, y: 0.25 })).toEqual({ left: 0, top: 72, width: 100, height: 56 })
    expect(cropBox(300, 100, '3x1', { x: 1, y: 1 })).toEqual({ left: 0, top: 0, width: 300, height: 100 })
    expect(cropBox(191, 100, '1.91x1', { x: 0.3, y: 0.3 })).toEqual({ left: 0, top: 0, width: 191, height: 100 })
  })
})

describe('imageSources with a shape', () => {
  it('asks every width cut to the shape; without one, as before', () => {
    const id = '/file/image/AAAAAAAAAAAAAAAAAAAAAA'
    expect(imageSources(id, 480, '16x9')).toEqual({
      src: `${id}?w=320&ratio=16x9`,
      srcSet: `${id}?w=160&ratio=16x9 160w, ${id}?w=320&ratio=16x9 320w, ${id}?w=480&ratio=16x9 480w`,
    })
    expect(imageSources(id, 320)).toEqual({ src: `${id}?w=320`, srcSet: `${id}?w=160 160w, ${id}?w=320 320w` })
  })
})
