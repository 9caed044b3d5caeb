import { readFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import { saveFile, loadSharp } from '../../modules/file/index.js'
import type { FileStore } from '../../storage/file-store.js'
import type { DB } from '../schema.js'
import { ART_STYLES, drawArtwork, drawPortrait, type ArtStyle } from './artwork.js'
import { makePdf } from './pdf.js'

/**
 * The seed's pictures: a fixed pool rendered once per run and shared by many rows. Each picture is
 * saved once, so every row that shows it names the same file id; that keeps the seed fast and the
 * file table small while the site still looks varied.
 */
const POOL = {
  banner: { count: 12, width: 1920, height: 640 },
  cover: { count: 24, width: 800, height: 450 },
  vertical: { count: 8, width: 600, height: 900 },
  portrait: { count: 14, width: 400, height: 500 },
} as const
export type PictureKind = keyof typeof POOL

/**
 * What each drawing shows, in both languages: every picture is shared by many rows, so its alt text
 * describes the drawing itself, and an item approved with it never lacks one.
 */
const ALT: Record<ArtStyle | 'portrait', { zh: string; en: string }> = {
  neurons: { zh: '深蓝背景上发光的神经元，树突向四周分支', en: 'Glowing neurons with branching dendrites on a deep blue background' },
  network: {
    zh: '由光点和连线组成的网络，如同大脑各区域之间的连接',
    en: 'A network of glowing nodes and links, like the connections between brain regions',
  },
  waves: { zh: '蓝色背景上层层起伏的脑电波形曲线', en: 'Layers of flowing brain-wave traces on a blue background' },
  cells: { zh: '显微镜视野般的彩色细胞群', en: 'Clusters of coloured cells as seen under a microscope' },
  portrait: { zh: '人物头像剪影（示例照片）', en: 'Silhouette of a person’s head and shoulders (placeholder photo)' },
}

/** The style picture `i` of a kind is drawn in, as renderPool draws it. */
function drawnAs(kind: PictureKind, i: number): ArtStyle | 'portrait' {
  return kind === 'portrait' ? 'portrait' : ART_STYLES[i % ART_STYLES.length]!
}

export interface RenderedPool {
  pictures: Record<PictureKind, Buffer[]>
  video: Buffer
}

const VIDEO_URL = new URL('../../../assets/demo-video.mp4', import.meta.url)

/**
 * Draws every picture of the pool (no database involved, so it can run before the transaction), one
 * at a time: libvips rasterising all 58 SVGs at once held every decoded picture in memory together.
 */
export async function renderPool(): Promise<RenderedPool> {
  const sharp = await loadSharp()
  const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: false }).toBuffer()
  const render = async (kind: PictureKind) => {
    const { count, width, height } = POOL[kind]
    const pictures: Buffer[] = []
    for (let i = 0; i < count; i++) {
      pictures.push(
        await jpeg(
          kind === 'portrait'
            ? drawPortrait(`portrait-${i}`, width, height)
            : // Styles rotate so neighbouring items in a list never share a look.
              drawArtwork(ART_STYLES[i % ART_STYLES.length]!, width, height, `${kind}-${i}`),
        ),
      )
    }
    return pictures
  }
  const pictures = {
    banner: await render('banner'),
    cover: await render('cover'),
    vertical: await render('vertical'),
    portrait: await render('portrait'),
  }
  return { pictures, video: await readFile(VIDEO_URL) }
}

export interface Media {
  /** The file id of picture `i` of a kind; any index works, it wraps around the pool. */
  picture(kind: PictureKind, i: number): string
  count(kind: PictureKind): number
  video: string
  /** Saves a one-page PDF under the given download name and answers its file id. */
  pdf(name: string, title: string, lines: readonly string[]): Promise<string>
}

export async function saveMedia(db: Kysely<DB>, store: FileStore, pool: RenderedPool): Promise<Media> {
  const ids = {} as Record<PictureKind, string[]>
  for (const kind of Object.keys(POOL) as PictureKind[]) {
    ids[kind] = []
    for (const [i, bytes] of pool.pictures[kind].entries()) {
      const saved = await saveFile(db, store, bytes, { name: `${kind}-${String(i + 1).padStart(2, '0')}.jpg`, visibility: 'public' })
      const alt = ALT[drawnAs(kind, i)]
      await db.updateTable('file').set({ alt_zh: alt.zh, alt_en: alt.en }).where('id', '=', saved.id).execute()
      ids[kind].push(saved.id)
    }
  }
  const video = await saveFile(db, store, pool.video, { name: 'demo-video.mp4', visibility: 'public', allowVideo: true })
  return {
    picture: (kind, i) => ids[kind][((i % ids[kind].length) + ids[kind].length) % ids[kind].length]!,
    count: (kind) => ids[kind].length,
    video: video.id,
    async pdf(name, title, lines) {
      return (await saveFile(db, store, makePdf(title, lines), { name, visibility: 'public' })).id
    },
  }
}
