import { CompiledQuery, type Compilable, type Kysely } from 'kysely'

/** Stands for a value while a query is compiled; compiled into the parameters as itself. */
class Slot {
  constructor(readonly name: string) {}
}

/** Shapes one query keeps compiled; a rarer shape past them is compiled for its call alone. */
const KEPT_SHAPES = 200

interface Compiled {
  sql: string
  /** Per parameter: the value's name, or a value the builder wrote in itself. */
  parameters: ({ slot: string } | { fixed: unknown })[]
}

/**
 * A query built with Kysely once per shape and then run with new values, without building and
 * compiling it again. Building and compiling the list page's query took about a tenth of the
 * server's time per uncached list request (profiled, docs/benchmarks.md); the text it produces is
 * the same for every request of one shape, only the parameters differ.
 *
 * `build` receives stand-ins for the values and must use them only as values (compared, limited,
 * matched), never look inside them: anything that changes the query's text (which filters apply)
 * belongs to the shape, named by `shape` when the query is run. Values are passed as they are bound,
 * so a transformation (a LIKE pattern) is made before.
 */
export function reusableQuery<DB, V extends object, S, R>(
  db: Kysely<DB>,
  build: (values: V, shape: S) => Compilable<R>,
  shapeKey: (shape: S) => string,
) {
  const compiled = new Map<string, Compiled>()
  const slots = new Proxy({} as V, { get: (_, name) => new Slot(String(name)) })

  function compile(shape: S): Compiled {
    const query = build(slots, shape).compile()
    return {
      sql: query.sql,
      parameters: query.parameters.map((p) => (p instanceof Slot ? { slot: p.name } : { fixed: p })),
    }
  }

  return async (shape: S, values: V): Promise<R[]> => {
    const key = shapeKey(shape)
    let query = compiled.get(key)
    if (!query) {
      query = compile(shape)
      if (compiled.size < KEPT_SHAPES) compiled.set(key, query)
    }
    const parameters = query.parameters.map((p) => {
      if ('fixed' in p) return p.fixed
      if (!(p.slot in values)) throw new Error(`reusableQuery: no value for ${p.slot}`)
      return values[p.slot as keyof V]
    })
    const result = await db.executeQuery<R>(CompiledQuery.raw(query.sql, parameters))
    return result.rows
  }
}
