/**
 * The resident memory of a process and every process below it (pg_dump, pg_restore), read from /proc:
 * what the machine must have free while a command runs, beyond the Node process's own figure.
 */
import { readFileSync } from 'node:fs'
import { allPids, readStat } from './proc-stat.js'

const PAGE = 4096

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null
  }
}

/** Bytes resident in `root` and its descendants now. */
export function treeRss(root: number): number {
  const parent = new Map<number, number>()
  for (const pid of allPids()) {
    const stat = readStat(pid)
    if (stat) parent.set(pid, stat.ppid)
  }
  const inTree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, ppid] of parent)
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid)
        grew = true
      }
  }
  let bytes = 0
  for (const pid of inTree) bytes += Number(read(`/proc/${pid}/statm`)?.split(' ')[1] ?? 0) * PAGE
  return bytes
}

/** Samples the tree's memory every `everyMs` until stopped; answers the highest seen. */
export function sampleTreeRss(root: number, everyMs = 100): () => number {
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(root))), everyMs)
  return () => {
    clearInterval(timer)
    return peak
  }
}
