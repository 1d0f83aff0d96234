/** `tel:` target of a displayed number: digits and a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/[^\d]/g, '')
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`
}
