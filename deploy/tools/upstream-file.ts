/**
 * The nginx upstream file (`renderUpstream`): its `server` lines, and one of them marked `down` or
 * back, everything else in the file kept as the operator wrote it.
 */

const SERVER_LINE = /^(\s*server\s+)(\S+?)((?:\s+[^;\s]+)*)\s*;(.*)$/

/** The addresses of the file's `server` lines, with whether each is marked `down`. */
export function upstreamServers(text: string): { address: string; down: boolean }[] {
  return text.split('\n').flatMap((line) => {
    const match = SERVER_LINE.exec(line)
    if (!match) return []
    const params = match[3]!.trim().split(/\s+/)
    return [{ address: match[2]!, down: params.includes('down') }]
  })
}

/** The file with `address`'s line marked `down` (or not). Throws when no line names it. */
export function markDown(text: string, address: string, down: boolean): string {
  let found = false
  const lines = text.split('\n').map((line) => {
    const match = SERVER_LINE.exec(line)
    if (!match || match[2] !== address) return line
    found = true
    const params = match[3]!
      .trim()
      .split(/\s+/)
      .filter((p) => p !== '' && p !== 'down')
    if (down) params.push('down')
    return `${match[1]}${[address, ...params].join(' ')};${match[4]}`
  })
  if (!found) throw new Error(`the upstream file has no "server ${address}" line`)
  return lines.join('\n')
}
