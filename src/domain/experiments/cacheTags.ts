/** Cache tag of the running-experiments list the proxy reads; saving an experiment revalidates it. */
export const EXPERIMENTS_CACHE_TAG = 'experiments'
