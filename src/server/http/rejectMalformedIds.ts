import { type CollectionBeforeOperationHook, type CollectionConfig, type Config, NotFound } from 'payload'

/**
 * Every collection here has the database's numeric ids. Payload passes whatever the URL holds
 * (`/api/pages/abc`) to the database, which fails (NaN on SQLite, a type error on PostgreSQL) and
 * answers 500. No document can have such an id, so it is a 404, decided before any query.
 */
const NUMERIC_ID = /^\d{1,15}$/

/** Whether a value can be one of this database's document ids (a string of digits, or a safe integer). */
export function isDocumentId(id: unknown): boolean {
  return (typeof id === 'string' && NUMERIC_ID.test(id)) || (typeof id === 'number' && Number.isSafeInteger(id))
}

const rejectNonNumericId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id: unknown = 'id' in args ? args.id : undefined
  // The REST layer has already turned the URL's id into a number: "abc" arrives as NaN.
  if ((typeof id === 'string' || typeof id === 'number') && !isDocumentId(id)) throw new NotFound(req.t)
}

const hasCustomId = (collection: CollectionConfig) => collection.fields.some((field) => 'name' in field && field.name === 'id')

/** Payload plugin: the guard above on every collection that keeps the default id. */
export function rejectMalformedIds(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      hasCustomId(collection)
        ? collection
        : { ...collection, hooks: { ...collection.hooks, beforeOperation: [rejectNonNumericId, ...(collection.hooks?.beforeOperation ?? [])] } },
    ),
  }
}
