import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { passwordProblem } from '@/domain/auth/passwordPolicy'

/**
 * Users hook: a new password (creating a user, changing one, the first user, a reset) must pass the
 * policy (src/domain/auth/passwordPolicy.ts), refused with the reason on the password field. Run
 * before the operation, so Payload neither hashes nor stores a refused one.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password !== 'string' || (operation === 'update' && password === '')) return args
  const problem = passwordProblem(password)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }] }, req.t)
  return args
}
