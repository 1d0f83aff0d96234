import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { loadEnv } from '@/lib/env'

/**
 * The one way server code sends email. With SMTP_URL set, messages go to that SMTP server;
 * without it they are written as .eml files under LEAD_OUTBOX_DIR (default ./data/outbox),
 * so development and tests work offline and a person can open what would have been sent.
 */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  /** Stable per message: re-sending the same message overwrites the same .eml file and repeats the same Message-ID. */
  messageKey: string
  headers?: Record<string, string>
}

export interface SentMail {
  transport: 'smtp' | 'outbox'
  messageId: string
  /** Path of the .eml file (outbox only). */
  file?: string
}

let smtp: { url: string; transporter: Transporter } | undefined

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transporter.close()
    smtp = {
      url,
      transporter: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as nodemailer.TransportOptions),
    }
  }
  return smtp.transporter
}

const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

/** Outbox directories already created by this process. */
const outboxDirs = new Set<string>()

const safeKey = (key: string) => key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120)

export async function sendMail(mail: OutgoingMail): Promise<SentMail> {
  const env = loadEnv()
  const domain = /@([^>\s]+)>?$/.exec(env.LEAD_MAIL_FROM)?.[1] ?? 'localhost'
  const messageId = `<${safeKey(mail.messageKey)}@${domain}>`
  const message = {
    from: env.LEAD_MAIL_FROM,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId,
    headers: mail.headers,
  }
  if (env.SMTP_URL) {
    await smtpTransport(env.SMTP_URL).sendMail(message)
    return { transport: 'smtp', messageId }
  }
  const built = await fileTransport.sendMail(message)
  const dir = path.resolve(env.LEAD_OUTBOX_DIR)
  if (!outboxDirs.has(dir)) {
    await fs.mkdir(dir, { recursive: true })
    outboxDirs.add(dir)
  }
  const file = path.join(dir, `${safeKey(mail.messageKey)}.eml`)
  // Write then rename: a crash never leaves half a message, and a re-send replaces the same file.
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`
  await fs.writeFile(temp, built.message as Buffer)
  await fs.rename(temp, file)
  return { transport: 'outbox', messageId, file }
}
