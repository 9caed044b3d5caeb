// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { langStore } from '../../i18n/lang'
import { useFileTypeName } from './file-type-name'

afterEach(() => langStore.set({ lang: 'zh' }))

const names = (lang: 'zh' | 'en', mimes: string[]) => {
  langStore.set({ lang })
  const { result } = renderHook(() => useFileTypeName())
  return mimes.map(result.current)
}

describe('a file type in words', () => {
  it('names the format and its kind in the console’s language, never the MIME code', () => {
    const mimes = ['image/jpeg', 'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'video/mp4']
    expect(names('en', mimes)).toEqual(['JPEG image', 'PDF document', 'Word document', 'MP4 video'])
    expect(names('zh', mimes)).toEqual(['JPEG 图片', 'PDF 文档', 'Word 文档', 'MP4 视频'])
  })

  it('names a format it does not know by its kind alone', () => {
    expect(names('en', ['image/x-unknown', 'application/octet-stream'])).toEqual(['Image', 'File'])
    expect(names('zh', ['image/x-unknown', 'application/octet-stream'])).toEqual(['图片', '文件'])
  })
})
