/**
 * Need-help-now banner (page-blocks spec, section 2): English, Spanish or French, a call link and a
 * Schedule Service link to /find-your-dealer/. The spec names only "Schedule Service"; every other
 * text, and the Spanish and French wording, is ours.
 */

export const NEED_HELP_NOW_LANGUAGES = ['en', 'es', 'fr'] as const
export type NeedHelpNowLanguage = (typeof NEED_HELP_NOW_LANGUAGES)[number]

export const NEED_HELP_NOW_LANGUAGE_LABELS: Record<NeedHelpNowLanguage, string> = {
  en: 'English',
  es: 'Spanish (Español)',
  fr: 'French (Français)',
}

/** Spec section 2: the Schedule Service link goes here. */
export const SCHEDULE_SERVICE_PATH = '/find-your-dealer/'

export interface NeedHelpNowText {
  /** Above the heading of a banner not in English, in its own language, so a reader of the page's language sees what it is for. */
  languageTag?: string
  heading: string
  text: string
  /** Text of the call link, before the number. */
  call: string
  scheduleService: string
}

export const NEED_HELP_NOW_TEXT: Record<NeedHelpNowLanguage, NeedHelpNowText> = {
  en: {
    heading: 'Need help now?',
    text: 'Talk to us, or have a local dealer come to your home.',
    call: 'Call',
    scheduleService: 'Schedule Service',
  },
  es: {
    languageTag: 'En español',
    heading: '¿Necesita ayuda ahora?',
    text: 'Hable con nosotros o pida que un distribuidor local visite su hogar.',
    call: 'Llame al',
    scheduleService: 'Programar servicio',
  },
  fr: {
    languageTag: 'En français',
    heading: 'Besoin d’aide maintenant?',
    text: 'Parlez-nous, ou faites venir un détaillant de votre région chez vous.',
    call: 'Appelez le',
    scheduleService: 'Planifier un service',
  },
}

/** The texts of a language; anything the CMS holds that is not a known language reads as English. */
export function needHelpNowText(language: string | null | undefined): { language: NeedHelpNowLanguage; text: NeedHelpNowText } {
  const known = (NEED_HELP_NOW_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as NeedHelpNowLanguage) : 'en'
  return { language: known, text: NEED_HELP_NOW_TEXT[known] }
}
