import type { CollectionConfig, FieldAccess } from 'payload'
import { adminOnly } from '@/access'
import { loadEnv } from '@/lib/env'
import { acceptSignIn, guardSignIn, logFailedSignIn } from '@/server/http/adminLogin'
import { enforcePasswordPolicy } from '@/server/http/adminPassword'
import {
  endSessionAfterReset,
  noteAuthOperation,
  requireTwoStepCode,
  twoStepDisableEndpoint,
  twoStepEnableEndpoint,
  twoStepSetupEndpoint,
} from '@/server/http/adminTwoStep'

// Two-step sign-in is set only through its own endpoints (src/server/http/adminTwoStep.ts): no
// API reads the secrets, and no save of the account form changes any of it.
const never: FieldAccess = () => false

/** The brand's web team. Every user is an admin; there are no public accounts. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'twoStepEnabled'], group: 'Settings', description: 'People who can sign in to this admin.' },
  // No per-account lock: anyone who knows an admin's email could lock them out with it. Failed
  // sign-ins are limited per client and per account from unknown browsers instead, inside the
  // operations themselves (src/server/http/adminLogin.ts), whatever route reached them.
  // Payload's session cookie is Secure on an https site (SITE_URL), behind a TLS proxy too.
  auth: { maxLoginAttempts: 0, cookies: { secure: loadEnv().SITE_URL.startsWith('https:') } },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly, admin: ({ req }) => Boolean(req.user) },
  hooks: {
    beforeOperation: [guardSignIn, enforcePasswordPolicy, noteAuthOperation],
    // After the password is checked and before a session exists (a code that fails counts as a failed sign-in).
    beforeLogin: [requireTwoStepCode],
    afterOperation: [endSessionAfterReset, acceptSignIn],
    afterError: [logFailedSignIn],
  },
  endpoints: [twoStepSetupEndpoint, twoStepEnableEndpoint, twoStepDisableEndpoint],
  fields: [
    { name: 'name', label: 'Full name', type: 'text' },
    {
      name: 'twoStepEnabled',
      label: 'Two-step sign-in',
      type: 'checkbox',
      defaultValue: false,
      access: { create: never, update: never },
      admin: {
        description: 'A code from an authenticator app on the admin\'s phone, asked for at every sign-in after the password.',
        components: {
          Field: '@/collections/Users/components/TwoStepSignIn#TwoStepSignIn',
          Cell: '@/collections/Users/components/TwoStepSignIn#TwoStepSignInCell',
        },
      },
    },
    { name: 'twoStepSecret', label: 'Two-step key (sealed)', type: 'text', hidden: true, access: { read: never, create: never, update: never } },
    { name: 'twoStepPendingSecret', label: 'Two-step key being set up (sealed)', type: 'text', hidden: true, access: { read: never, create: never, update: never } },
    { name: 'twoStepLastStep', label: 'Last two-step code used (time step)', type: 'number', hidden: true, access: { read: never, create: never, update: never } },
  ],
}
