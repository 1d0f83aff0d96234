import { revalidateGlobal } from '../revalidateGlobal'

export const revalidateSiteSettings = revalidateGlobal('site-settings')
