/* Payload admin root layout (the shape Payload generates). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { forbidden, unauthorized } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'
import { importMap } from './admin/importMap'
import './custom.scss'
import { logger } from '@/lib/logger'

/** Payload's refusals (not signed in, not allowed) carry a 401/403 status. */
const refusalStatus = (error: unknown): number | null =>
  typeof error === 'object' && error !== null && 'status' in error && (error.status === 401 || error.status === 403) ? error.status : null

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    // Thrown on, a refusal would be a 500 with a stack in the log: answer 401/403 instead.
    const status = refusalStatus(error)
    if (status === null) throw error
    logger.warn({ status, serverFunction: args.name }, 'admin server function refused')
    return status === 401 ? unauthorized() : forbidden()
  }
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}
