'use client'

import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export type LazyResolver<TInput extends FieldValues, TOutput extends FieldValues> = Resolver<TInput, unknown, TOutput> & {
  /** Starts fetching the schema's code (call when the visitor starts using the form). */
  prefetch: () => void
  /** The schema itself, once fetched (for a check outside the form's own, e.g. an earlier step's). */
  schema: () => Promise<z.ZodType<TOutput, TInput>>
}

/**
 * A form resolver whose schema, with zod, the lead field rules and the phone library it brings (about
 * 75 KB gzipped), is fetched when the visitor starts using the form (`prefetch`) or at the first
 * check (a field left, a submit), not with the page: the form renders and hydrates without it.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): LazyResolver<TInput, TOutput> {
  let schema: Promise<z.ZodType<TOutput, TInput>> | null = null
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | null = null
  const getSchema = () => (schema ??= loadSchema())
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), getSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>,
    ))
  const resolver = (async (values, context, options) => (await load())(values, context, options)) as LazyResolver<TInput, TOutput>
  resolver.prefetch = () => void load()
  resolver.schema = getSchema
  return resolver
}
