#!/bin/sh
# Renders assets/demo-video.mp4, the clip every demo video article plays. Run once by hand from
# apps/server (needs ffmpeg and the workspace's node_modules); the seed only reads the result, so a
# server never needs ffmpeg.
#
# The frames are the seed's own artwork (src/db/seed/artwork.ts, style "waves") with the traces'
# phase advanced each frame: 8 s at 25 fps, 640x360, H.264 baseline, yuv420p, no audio, moov atom
# first (faststart) so a browser starts playing before the download ends.
set -eu
cd "$(dirname "$0")/.."
frames=$(mktemp -d)
trap 'rm -rf "$frames"' EXIT

node --conditions=source --import tsx --input-type=module -e "
import sharp from 'sharp'
import { drawArtwork } from './src/db/seed/artwork.ts'
const fps = 25, seconds = 8
for (let i = 0; i < fps * seconds; i++) {
  const phase = (i / (fps * seconds)) * Math.PI * 2
  const svg = drawArtwork('waves', 640, 360, 'demo-video', phase)
  await sharp(Buffer.from(svg)).png().toFile('$frames/' + String(i).padStart(4, '0') + '.png')
}
"

ffmpeg -y -loglevel error -framerate 25 -i "$frames/%04d.png" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 28 -preset veryslow \
  -movflags +faststart -an assets/demo-video.mp4
ls -l assets/demo-video.mp4
