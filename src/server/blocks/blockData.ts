import { logger } from '@/lib/logger'

/**
 * What a block reads while it renders (site settings, products, pages, videos ...), guarded: a read
 * that fails is logged with `what` and the block gets `fallback` (often null: the block renders
 * nothing), so one unreadable block never takes the page down. Every async block reads through it.
 */
export async function blockData<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    logger.error({ err: error, what }, 'Block data could not be read: the block renders without it')
    return fallback
  }
}
