import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'
import { formatAdminURL, getSafeRedirect } from 'payload/shared'
import { BrandLogo } from '@/globals/SiteSettings/components/BrandLogo'
import { SignInForm } from './SignInForm'

/**
 * The admin's sign-in screen, in place of Payload's (`admin.components.views.login`): the same email
 * and password, plus the two-step code when the account has one (src/server/http/adminTwoStep.ts).
 * Payload's form has no room for a third field, so this one posts to the same login operation.
 */
export async function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { routes, admin } = req.payload.config
  const redirectTo = getSafeRedirect({ fallbackTo: routes.admin, redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '' })
  if (req.user) redirect(redirectTo)
  return (
    <>
      <div className="login__brand">
        <BrandLogo />
      </div>
      <SignInForm
        loginUrl={formatAdminURL({ apiRoute: routes.api, path: `/${admin.user}/login` })}
        forgotUrl={formatAdminURL({ adminRoute: routes.admin, path: admin.routes.forgot })}
        redirectTo={redirectTo}
      />
    </>
  )
}
