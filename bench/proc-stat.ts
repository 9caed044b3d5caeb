/** What the benchmarks read of other processes from /proc/<pid>/stat. */
import { readdirSync, readFileSync } from 'node:fs'

export interface ProcStat {
  name: string
  ppid: number
  /** User + system CPU, in clock ticks. */
  ticks: number
}

/** A /proc/<pid>/stat line's command name, parent and CPU. */
export function parseStat(line: string): ProcStat {
  // The name sits in parentheses and may itself hold spaces and parentheses: fields are counted
  // from the last closing one. After it come field 3 (the state), 4 (the parent) … 14 (utime), 15 (stime).
  const close = line.lastIndexOf(')')
  const fields = line.slice(close + 2).split(' ')
  const ppid = Number(fields[1])
  const ticks = Number(fields[11]) + Number(fields[12])
  if (close < 0 || !Number.isFinite(ticks) || !Number.isFinite(ppid)) throw new Error(`not a /proc/<pid>/stat line: ${line.slice(0, 80)}`)
  return { name: line.slice(line.indexOf('(') + 1, close), ppid, ticks }
}

/** The process's stat, or undefined when it is gone. */
export function readStat(pid: number): ProcStat | undefined {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return undefined
  }
}

/** Every process's id now. */
export function allPids(): number[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .map(Number)
}
