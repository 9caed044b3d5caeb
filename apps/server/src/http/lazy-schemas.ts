import AjvCompiler from '@fastify/ajv-compiler'
import type { FastifyServerOptions } from 'fastify'

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown }

/**
 * Route schemas compiled at their route's first request rather than at start. Compiling the
 * validators and serialisers of every route (Ajv's and fast-json-stringify's generated code) took
 * 7 MB of heap and 20 MB of resident memory at start, for routes most instances never or rarely
 * serve (docs/benchmarks.md, "Memory at rest and under load"). The compilers, their options and the errors they
 * report are Fastify's own; only the moment changes. `compileAll` compiles what is still pending,
 * so a test still finds a schema that does not compile without a request to every route.
 */
export function lazySchemas() {
  const pending = new Set<() => unknown>()

  /** `compile` run once, at the first call of the function it returns or at `compileAll`. */
  function once<F>(compile: () => F): () => F {
    let compiled: F | undefined
    const get = () => {
      if (compiled === undefined) {
        compiled = compile()
        pending.delete(get)
      }
      return compiled
    }
    pending.add(get)
    return get
  }

  const ajv = AjvCompiler()
  const buildValidator: AjvCompiler.BuildCompilerFromPool = (externalSchemas, ajvOptions) => {
    const compile = ajv(externalSchemas, ajvOptions)
    return (route) => {
      const validator = once(() => compile(route) as Validate)
      const validate: Validate = (data, context) => {
        const inner = validator()
        const result = inner(data, context)
        validate.errors = inner.errors
        return result
      }
      // Fastify hands Ajv's functions (which it tells by this property) the request as the value's
      // parent, so a default can be set on the body itself.
      validate.schemaEnv = true
      // Fastify calls the function and reads its errors, nothing else of Ajv's.
      return validate as unknown as ReturnType<typeof compile>
    }
  }
  const schemaController: FastifyServerOptions['schemaController'] = { compilersFactory: { buildValidator } }

  return {
    schemaController,
    /** A serialiser compiled at its first use. */
    serializer<T>(compile: () => (value: T) => string): (value: T) => string {
      const serialize = once(compile)
      return (value) => serialize()(value)
    },
    /** Compiles every schema not compiled yet; throws the first compiler's error. */
    compileAll() {
      const count = pending.size
      for (const compile of [...pending]) compile()
      return count
    },
  }
}

export type LazySchemas = ReturnType<typeof lazySchemas>

declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the route schemas not compiled yet (lazySchemas); answers how many there were. */
    compileSchemas: () => number
  }
}
