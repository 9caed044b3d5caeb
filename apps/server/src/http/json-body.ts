import type { FastifyInstance } from 'fastify'
import { badRequest } from './app-error.js'
import { jsonDepthExceeds } from './json-depth.js'

/** Deeper than any call of the contract needs (its bodies are two levels deep at most). */
const MAX_JSON_DEPTH = 32

/** A body's `"lang": "…"` member, read from the raw text. */
const LANG_MEMBER = /"lang"\s*:\s*"([a-zA-Z-]{2,10})"/

/**
 * JSON bodies: an empty body reads as {} (the seed's /test sends none), and the body must be an
 * object, since every call's fields are named.
 */
export function registerJsonBody(app: FastifyInstance) {
  // Fastify's own parser refuses __proto__ and constructor.prototype keys (prototype poisoning).
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const text = raw.toString()
    if (text.trim() === '') return done(null, {})
    // Refused before anything walks it: parsers, validators and the cache key recurse per level.
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      // The refusal is worded in the language the body asks for, though the body is never parsed: a
      // look for its "lang" member in the text (a match inside a string could mislead it, but only
      // as to the language of this one message). Without one, requestLang's fallbacks decide.
      const lang = LANG_MEMBER.exec(text)?.[1]
      if (lang) request.body = { lang }
      return done(badRequest('body.tooDeep', { max: MAX_JSON_DEPTH }), undefined)
    }
    void parse(request, text, (error, value) => {
      if (error) return done(badRequest('body.invalidJson'), undefined)
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return done(badRequest('body.notObject'), undefined)
      }
      done(null, value)
    })
  })
  // A POST with no body and no content type is an empty call, like /test.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null && !request.isMultipart()) request.body = {}
  })
}

/** The success envelope of seed-spec point 7. */
export function ok<R>(retMap: R) {
  return { code: 'success' as const, retMap }
}
