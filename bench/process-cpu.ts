/**
 * CPU time of processes, read from /proc: what an answer costs the server and the database behind
 * it. Requests per second and latency move with whatever else the machine runs; the CPU a request
 * takes barely does, so two builds alternated in rounds compare by it even on a busy day.
 */
import { execFileSync } from 'node:child_process'
import { allPids, readStat } from './proc-stat.js'

/** Ticks per second of /proc's CPU times (100 on Linux almost everywhere; getconf says for sure). */
export const TICKS_PER_SECOND = (() => {
  try {
    const n = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim())
    return n > 0 ? n : 100
  } catch {
    return 100
  }
})()

/** CPU ticks by pid. */
export type CpuSnapshot = Map<number, number>

/** The ticks of the given processes, and of every process named `name` (e.g. 'postgres' for all of a cluster's). */
export function snapshot(pids: readonly number[], name?: string): CpuSnapshot {
  const out: CpuSnapshot = new Map()
  const all = name ? allPids() : []
  for (const pid of new Set([...pids, ...all])) {
    const stat = readStat(pid)
    if (stat && (pids.includes(pid) || stat.name === name)) out.set(pid, stat.ticks)
  }
  return out
}

/**
 * CPU milliseconds spent between two snapshots. A process born in between counts whole; one that
 * ended in between is lost (so the figure is a floor: a database pool that keeps its connections
 * loses nothing).
 */
export function cpuMsBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let ticks = 0
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0)
  return (ticks * 1000) / TICKS_PER_SECOND
}
