import { dealerProfilePath, NOT_FOUND_PATH, type DealerSlugParts } from './dealerSlug'

/** The admin list title and search key of a dealer: "Name (#companyID)". */
export const dealerTitle = (name: string | null | undefined, companyID: number | null | undefined) =>
  `${name ?? 'Unnamed dealer'} (#${companyID ?? '?'})`

/** The profile path while the stored URL is empty or one of ours (a rename moves it); an external URL is kept. */
export function nextDealerUrl(current: string | null | undefined, parts: DealerSlugParts): string {
  const url = current ?? ''
  return !url || url.startsWith('/dealers/') || url === NOT_FOUND_PATH ? dealerProfilePath(parts) : url
}
