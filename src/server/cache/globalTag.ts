/** The cache tag of a global's data: the server's cached reads carry it, the global's hook revalidates it. */
export const globalTag = (slug: string) => `global:${slug}`
