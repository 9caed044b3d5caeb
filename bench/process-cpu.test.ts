import { describe, expect, it } from 'vitest'
import { cpuMsBetween, snapshot, TICKS_PER_SECOND } from './process-cpu.js'

describe('cpuMsBetween', () => {
  it('counts what each process spent, a new one whole', () => {
    const before = new Map([
      [1, 100],
      [2, 50],
    ])
    const after = new Map([
      [1, 130],
      [2, 50],
      [3, 5],
    ])
    expect(cpuMsBetween(before, after)).toBe((35 * 1000) / TICKS_PER_SECOND)
  })
})

describe('snapshot', () => {
  it('reads this process and sees its CPU grow', () => {
    const before = snapshot([process.pid])
    const end = process.cpuUsage().user + 200_000
    let x = 0
    while (process.cpuUsage().user < end) x += Math.sqrt(x + 1)
    expect(x).toBeGreaterThan(0)
    expect(cpuMsBetween(before, snapshot([process.pid]))).toBeGreaterThan(100)
  })
})
