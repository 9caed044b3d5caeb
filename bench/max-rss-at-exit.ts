/**
 * Preloaded (`--import`) into a command the backup benchmark measures: at exit, writes the process's
 * peak resident memory (getrusage's maxrss, which no sampling can miss) to BENCH_MAX_RSS_FILE.
 */
import { writeFileSync } from 'node:fs'

const file = process.env.BENCH_MAX_RSS_FILE
if (file) process.on('exit', () => writeFileSync(file, JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS })))
