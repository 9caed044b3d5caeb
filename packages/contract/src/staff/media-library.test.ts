import { describe, expect, it } from 'vitest'
import { MEDIA_EXTENSIONS, MEDIA_KINDS, MEDIA_MAX_BYTES, MEDIA_UPLOAD_MAX_BYTES, mediaKindOf } from './media-library.js'

describe('the media library’s kinds', () => {
  it('tells a file’s kind from its type, else from its name, and nothing for what the library refuses', () => {
    expect(mediaKindOf('photo.bin', 'image/png')).toBe('image')
    expect(mediaKindOf('Report.PDF')).toBe('document')
    expect(mediaKindOf('slides.pptx', '')).toBe('document')
    expect(mediaKindOf('lab.webm', 'video/webm')).toBe('video')
    expect(mediaKindOf('clip.mov', 'video/quicktime')).toBeNull()
    expect(mediaKindOf('data.zip', 'application/zip')).toBeNull()
    expect(mediaKindOf('logo.svg', 'image/svg+xml')).toBeNull()
    expect(mediaKindOf('README')).toBeNull()
  })

  it('has a limit and endings for every kind; the largest upload is the largest limit', () => {
    for (const kind of MEDIA_KINDS) {
      expect(MEDIA_MAX_BYTES[kind]).toBeGreaterThan(0)
      expect(MEDIA_EXTENSIONS[kind].length).toBeGreaterThan(0)
    }
    expect(MEDIA_UPLOAD_MAX_BYTES).toBe(MEDIA_MAX_BYTES.video)
  })
})
