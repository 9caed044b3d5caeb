import Image from '@tiptap/extension-image'
import { isLibraryImageSrc } from './media-src'

/**
 * An image of the media library with its alt text; nothing else (a size, a title, a foreign address)
 * is kept, since the public sanitiser would drop it and what is stored must be what is published.
 */
export const LibraryImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } }
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (img) => (isLibraryImageSrc(img.getAttribute('src') ?? '') ? null : false) }]
  },
  renderHTML({ node }) {
    return ['img', { src: node.attrs.src as string, alt: (node.attrs.alt as string | null) ?? '' }]
  },
}).configure({ inline: false, allowBase64: false })
