import { Random } from './random.js'

/**
 * Abstract artwork in the institute's palette, drawn as SVG and rendered by sharp. No text is drawn:
 * fonts differ between machines, and a picture with a missing glyph looks broken.
 * Glows are radial gradients rather than blur filters, which keeps rendering fast.
 */
export const PALETTE = {
  navy: '#0b2a4a',
  deep: '#061a30',
  teal: '#0f7c8c',
  sky: '#3aa7d8',
  accent: '#e0a030',
  white: '#f4f8fb',
  mint: '#6fd3c8',
} as const

export type ArtStyle = 'neurons' | 'network' | 'waves' | 'cells'
export const ART_STYLES: readonly ArtStyle[] = ['neurons', 'network', 'waves', 'cells']

/** Background pairs: dark to lighter, so white strokes always read well. */
const BACKDROPS: readonly [string, string, string][] = [
  [PALETTE.deep, PALETTE.navy, PALETTE.teal],
  [PALETTE.navy, '#124a6e', PALETTE.sky],
  [PALETTE.deep, '#0d3f5c', PALETTE.teal],
  ['#081f38', PALETTE.navy, '#1d6f8f'],
  [PALETTE.navy, PALETTE.teal, '#2b93a8'],
]
const LIGHTS = [PALETTE.white, PALETTE.sky, PALETTE.mint, PALETTE.accent] as const

const f1 = (n: number) => n.toFixed(1)

function defs(rng: Random, w: number, h: number): string {
  const [a, b, c] = rng.pick(BACKDROPS)
  const angle = rng.pick([
    [0, 0, 1, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0.6],
  ])
  return `<defs>
  <linearGradient id="bg" x1="${angle[0]}" y1="${angle[1]}" x2="${angle[2]}" y2="${angle[3]}">
    <stop offset="0" stop-color="${a}"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${c}"/>
  </linearGradient>
  ${LIGHTS.map(
    (color, i) => `<radialGradient id="glow${i}"><stop offset="0" stop-color="${color}" stop-opacity="0.95"/>
    <stop offset="0.25" stop-color="${color}" stop-opacity="0.45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  ).join('\n  ')}
  <radialGradient id="haze"><stop offset="0" stop-color="${PALETTE.sky}" stop-opacity="0.35"/><stop offset="1" stop-color="${PALETTE.sky}" stop-opacity="0"/></radialGradient>
  <radialGradient id="warm"><stop offset="0" stop-color="${PALETTE.accent}" stop-opacity="0.16"/><stop offset="1" stop-color="${PALETTE.accent}" stop-opacity="0"/></radialGradient>
  <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="${PALETTE.white}" stop-opacity="0"/><stop offset="0.5" stop-color="${PALETTE.white}" stop-opacity="0.8"/>
    <stop offset="1" stop-color="${PALETTE.white}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>`
}

/** Large soft light patches that give depth behind the drawing. */
function hazes(rng: Random, w: number, h: number, n: number): string {
  let out = ''
  for (let i = 0; i < n; i++) {
    const r = rng.float(0.3, 0.7) * Math.max(w, h)
    out += `<circle cx="${f1(rng.float(0, w))}" cy="${f1(rng.float(0, h))}" r="${f1(r)}" fill="url(#${rng.chance(0.2) ? 'warm' : 'haze'})"/>`
  }
  return out
}

function glowDot(x: number, y: number, r: number, light: number): string {
  return (
    `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 4)}" fill="url(#glow${light})"/>` +
    `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 0.6)}" fill="${PALETTE.white}" fill-opacity="0.9"/>`
  )
}

/** A dendritic tree: each branch is a gentle curve that splits in two, thinner and shorter each time. */
function branch(rng: Random, x: number, y: number, angle: number, len: number, width: number, depth: number, color: string, out: string[]) {
  const bend = rng.float(-0.5, 0.5)
  const ex = x + Math.cos(angle) * len
  const ey = y + Math.sin(angle) * len
  const cx = x + Math.cos(angle + bend) * len * 0.55
  const cy = y + Math.sin(angle + bend) * len * 0.55
  out.push(
    `<path d="M${f1(x)} ${f1(y)}Q${f1(cx)} ${f1(cy)} ${f1(ex)} ${f1(ey)}" stroke="${color}" stroke-width="${f1(width)}" stroke-opacity="${f1(0.35 + depth * 0.1)}" fill="none" stroke-linecap="round"/>`,
  )
  if (depth <= 0) {
    if (rng.chance(0.35)) out.push(`<circle cx="${f1(ex)}" cy="${f1(ey)}" r="${f1(width * 1.6 + 1)}" fill="${color}" fill-opacity="0.7"/>`)
    return
  }
  const spread = rng.float(0.25, 0.6)
  const kids = rng.chance(0.8) ? 2 : 1
  for (let k = 0; k < kids; k++) {
    const a = angle + (kids === 1 ? rng.float(-0.3, 0.3) : k === 0 ? -spread : spread)
    branch(rng, ex, ey, a, len * rng.float(0.6, 0.8), Math.max(0.6, width * 0.68), depth - 1, color, out)
  }
}

function neuron(rng: Random, x: number, y: number, scale: number): string {
  const out: string[] = []
  const color = rng.pick([PALETTE.white, PALETTE.sky, PALETTE.mint, PALETTE.white])
  const dendrites = rng.int(5, 8)
  const base = rng.float(0, Math.PI * 2)
  for (let i = 0; i < dendrites; i++) {
    const a = base + (i / dendrites) * Math.PI * 2 + rng.float(-0.3, 0.3)
    branch(rng, x, y, a, scale * rng.float(0.35, 0.6), scale * 0.05, rng.int(3, 4), color, out)
  }
  // The axon: one long thin curve leaving the cell body.
  const a = base + rng.float(0, Math.PI * 2)
  const len = scale * rng.float(1.6, 2.6)
  out.push(
    `<path d="M${f1(x)} ${f1(y)}C${f1(x + Math.cos(a) * len * 0.4)} ${f1(y + Math.sin(a) * len * 0.4 + scale * 0.4)} ${f1(x + Math.cos(a) * len * 0.7)} ${f1(y + Math.sin(a) * len * 0.7 - scale * 0.4)} ${f1(x + Math.cos(a) * len)} ${f1(y + Math.sin(a) * len)}" stroke="${PALETTE.accent}" stroke-width="${f1(scale * 0.025 + 0.8)}" stroke-opacity="0.75" fill="none"/>`,
  )
  out.push(glowDot(x, y, scale * 0.09, rng.pick([0, 1, 3])))
  return out.join('')
}

function network(rng: Random, w: number, h: number, count: number, linkDist: number): string {
  const nodes = Array.from({ length: count }, () => ({ x: rng.float(0, w), y: rng.float(0, h), r: rng.float(1.2, 3.2) }))
  let out = ''
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      const a = nodes[i]!
      const b = nodes[j]!
      const d = Math.hypot(a.x - b.x, a.y - b.y)
      if (d < linkDist)
        out += `<line x1="${f1(a.x)}" y1="${f1(a.y)}" x2="${f1(b.x)}" y2="${f1(b.y)}" stroke="${PALETTE.sky}" stroke-opacity="${f1(0.55 * (1 - d / linkDist))}" stroke-width="1"/>`
    }
  }
  for (const n of nodes) {
    out += rng.chance(0.12)
      ? glowDot(n.x, n.y, n.r * 2, rng.pick([0, 1, 2, 3]))
      : `<circle cx="${f1(n.x)}" cy="${f1(n.y)}" r="${f1(n.r)}" fill="${PALETTE.white}" fill-opacity="0.75"/>`
  }
  return out
}

/** Brain-wave traces: sums of sines with a travelling phase (the demo video animates `phase`). */
export function waves(rng: Random, w: number, h: number, lines: number, phase = 0): string {
  let out = ''
  for (let l = 0; l < lines; l++) {
    const y0 = h * (0.35 + (l / Math.max(1, lines - 1)) * 0.5)
    const amp = h * rng.float(0.03, 0.09)
    const f = [rng.float(1, 3), rng.float(4, 9), rng.float(12, 20)]
    const p = [rng.float(0, 6), rng.float(0, 6), rng.float(0, 6)]
    let d = ''
    for (let x = 0; x <= w; x += w / 160) {
      const t = x / w
      const y =
        y0 +
        amp *
          (Math.sin(t * f[0]! * 6.28 + p[0]! + phase) +
            0.4 * Math.sin(t * f[1]! * 6.28 + p[1]! + phase * 2) +
            0.15 * Math.sin(t * f[2]! * 6.28 + p[2]! + phase * 3))
      d += `${d ? 'L' : 'M'}${f1(x)} ${f1(y)}`
    }
    const color = l % 3 === 2 ? PALETTE.accent : rng.pick([PALETTE.white, PALETTE.sky, PALETTE.mint])
    out += `<path d="${d}" stroke="${color}" stroke-opacity="${f1(rng.float(0.5, 0.95))}" stroke-width="${f1(rng.float(1.4, 3.2))}" fill="none"/>`
  }
  return out
}

function cells(rng: Random, w: number, h: number, count: number): string {
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rng.float(0, w)
    const y = rng.float(0, h)
    const r = rng.float(0.01, 0.035) * Math.max(w, h)
    out += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 2.2)}" fill="url(#glow${rng.pick([1, 2, 2, 3])})" fill-opacity="0.8"/>`
    for (let k = rng.int(1, 3); k > 0; k--) {
      const a = rng.float(0, 6.28)
      const len = r * rng.float(2, 5)
      out += `<path d="M${f1(x)} ${f1(y)}q${f1(Math.cos(a + 0.6) * len * 0.5)} ${f1(Math.sin(a + 0.6) * len * 0.5)} ${f1(Math.cos(a) * len)} ${f1(Math.sin(a) * len)}" stroke="${PALETTE.mint}" stroke-opacity="0.45" stroke-width="1.2" fill="none"/>`
    }
  }
  return out
}

/** One picture of the given size and style; the same seed always draws the same picture. */
export function drawArtwork(style: ArtStyle, width: number, height: number, seed: string, phase = 0): string {
  const rng = new Random(seed)
  const unit = Math.min(width, height)
  let body = hazes(rng, width, height, 3)
  if (style === 'neurons') {
    body += network(rng, width, height, Math.round((width * height) / 9000), unit * 0.16)
    const n = rng.int(2, width > 1.8 * height ? 4 : 3)
    for (let i = 0; i < n; i++) {
      body += neuron(rng, width * ((i + 0.5) / n + rng.float(-0.1, 0.1)), height * rng.float(0.3, 0.7), unit * rng.float(0.35, 0.55))
    }
  } else if (style === 'network') {
    body += `<g opacity="0.5">${neuron(rng, width * rng.float(0.25, 0.75), height * rng.float(0.35, 0.65), unit * 0.6)}</g>`
    body += network(rng, width, height, Math.round((width * height) / 3000), unit * 0.17)
    body += waves(rng, width, height, 2, phase)
  } else if (style === 'waves') {
    body += network(rng, width, height * 0.5, Math.round((width * height) / 14000), unit * 0.18)
    body += `<g opacity="0.6">${neuron(rng, width * rng.pick([0.15, 0.85]), height * 0.3, unit * 0.4)}</g>`
    body += waves(rng, width, height, rng.int(5, 8), phase)
  } else {
    body += cells(rng, width, height, Math.round((width * height) / 12000))
    body += neuron(rng, width * rng.float(0.3, 0.7), height * 0.5, unit * 0.45)
  }
  // A thin light rule near the bottom ties the landscape compositions together as one family.
  if (width > height) body += `<rect x="0" y="${f1(height * 0.92)}" width="${width}" height="1.5" fill="url(#fade)" opacity="0.5"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(rng, width, height)}${body}</svg>`
}

/** A portrait placeholder: a soft head-and-shoulders silhouette in front of a faint network. */
export function drawPortrait(seed: string, width = 400, height = 500): string {
  const rng = new Random(seed)
  const cx = width / 2 + rng.float(-12, 12)
  const headR = width * rng.float(0.17, 0.2)
  const headY = height * rng.float(0.36, 0.41)
  const shoulderY = headY + headR * 1.55
  const spread = width * rng.float(0.36, 0.44)
  const tone = rng.pick([PALETTE.white, '#e3eef6', '#dcecef'])
  const base = rng.pick([PALETTE.sky, PALETTE.mint, '#7fb2d9', '#d9b36a'])
  const neck = headR * 0.42
  // Shoulders rise into the neck in one outline, so body and neck share a single gradient.
  const body =
    `M${f1(cx - spread)} ${height}C${f1(cx - spread)} ${f1(shoulderY + 40)} ${f1(cx - spread * 0.8)} ${f1(shoulderY)} ${f1(cx - neck * 2.4)} ${f1(shoulderY - 4)}` +
    `C${f1(cx - neck * 1.2)} ${f1(shoulderY - 8)} ${f1(cx - neck)} ${f1(shoulderY - 20)} ${f1(cx - neck)} ${f1(headY + headR * 0.5)}` +
    `L${f1(cx + neck)} ${f1(headY + headR * 0.5)}C${f1(cx + neck)} ${f1(shoulderY - 20)} ${f1(cx + neck * 1.2)} ${f1(shoulderY - 8)} ${f1(cx + neck * 2.4)} ${f1(shoulderY - 4)}` +
    `C${f1(cx + spread * 0.8)} ${f1(shoulderY)} ${f1(cx + spread)} ${f1(shoulderY + 40)} ${f1(cx + spread)} ${height}Z`
  const net = network(rng, width, height, 26, width * 0.3)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs(rng, width, height)}
<g opacity="0.55">${net}</g>
<circle cx="${f1(cx)}" cy="${f1(headY)}" r="${f1(headR * 2.6)}" fill="url(#haze)"/>
<defs><linearGradient id="skin" gradientUnits="userSpaceOnUse" x1="0" y1="${f1(headY - headR)}" x2="0" y2="${height}">
<stop offset="0" stop-color="${tone}"/><stop offset="1" stop-color="${base}"/></linearGradient></defs>
<g opacity="0.82"><path d="${body}" fill="url(#skin)"/><circle cx="${f1(cx)}" cy="${f1(headY)}" r="${f1(headR)}" fill="url(#skin)"/></g>
</svg>`
}
