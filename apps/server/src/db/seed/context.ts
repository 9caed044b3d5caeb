import type { Kysely } from 'kysely'
import type { DB } from '../schema.js'
import type { Day } from './clock.js'
import type { Media } from './media.js'
import type { NameBook } from './names.js'
import type { Random } from './random.js'

/** Menu entry ids by path below the sections: 'news', 'news/notice', 'meeting/meeting2024/guest'. */
export class MenuIds {
  private readonly ids = new Map<string, number>()

  set(path: string, id: number) {
    this.ids.set(path, id)
  }

  get(path: string): number {
    const id = this.ids.get(path)
    if (id === undefined) throw new Error(`seed: no menu entry ${path}`)
    return id
  }

  /** The sections' ids, in menu order (each gets its own banner). */
  sections(): number[] {
    return [...this.ids.entries()].filter(([path]) => !path.includes('/')).map(([, id]) => id)
  }
}

/** Everything a part of the seed needs: the transaction, the clock, the pictures and the menu. */
export interface SeedContext {
  db: Kysely<DB>
  /** The institute's time zone. */
  tz: string
  now: Date
  today: Day
  product: string
  media: Media
  menus: MenuIds
  names: NameBook
  /** A generator of its own for each part, so parts do not shift each other's draws. */
  rng(label: string): Random
}
