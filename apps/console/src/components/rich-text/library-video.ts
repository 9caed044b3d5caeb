import { Node } from '@tiptap/core'
import { isLibraryImageSrc, isLibraryVideoSrc } from './media-src'

/**
 * A video of the media library, played in the page with the browser's own controls:
 * `<video src="/file/common/download/<id>?inline=1" controls>`, with a library image as its poster
 * when there is one. The server answers `?inline=1` with ranges, so the browser can seek.
 */
export const LibraryVideo = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, poster: { default: null } }
  },
  parseHTML() {
    return [
      {
        tag: 'video[src]',
        getAttrs: (video) => {
          const poster = video.getAttribute('poster') ?? ''
          return isLibraryVideoSrc(video.getAttribute('src') ?? '') ? { poster: isLibraryImageSrc(poster) ? poster : null } : false
        },
      },
    ]
  },
  renderHTML({ node }) {
    const poster = node.attrs.poster as string | null
    return ['video', { src: node.attrs.src as string, ...(poster ? { poster } : {}), controls: '' }]
  },
})
