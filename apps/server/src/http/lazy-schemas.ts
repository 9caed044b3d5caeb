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

  /**
   * `compile` run once, at the first call of the function it returns or at `compileAll`. A schema that
   * does not compile is a fault of the server, not of the request: its error is kept and thrown at
   * every call with a code the error handler answers as a failure of the server (500), and logs.
   */
  function once<F>(route: string, compile: () => F): () => F {
    let compiled: F | undefined
    let failure: Error | undefined
    const get = () => {
      if (failure) throw failure
      if (compiled === undefined) {
        pending.delete(get)
        try {
          compiled = compile()
        } catch (error) {
          failure = Object.assign(
            new Error(`${route}: its schema does not compile: ${error instanceof Error ? error.message : String(error)}`),
            {
              code: 'FST_ERR_SCH_VALIDATION_BUILD',
              statusCode: 500,
            },
          )
          throw failure
        }
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
      // The compiler's types say a schema; Fastify passes the route's definition.
      const { httpPart, method, url } = route as unknown as AjvCompiler.RouteDefinition
      // Fastify lower-cases a headers schema's names for its own compiler only (it cannot tell this
      // one is Ajv): refused at start rather than rejecting every request that sends the header.
      if (httpPart === 'headers') throw new Error(`${method} ${url}: a headers schema needs Fastify's own validator compiler`)
      const validator = once(`${method} ${url} (${httpPart})`, () => compile(route) as Validate)
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
    /** A serialiser compiled at its first use; `route` names it in an error. */
    serializer<T>(route: string, compile: () => (value: T) => string): (value: T) => string {
      const serialize = once(route, compile)
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
