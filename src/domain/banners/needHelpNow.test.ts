import { describe, expect, it } from 'vitest'
import { NEED_HELP_NOW_LANGUAGES, needHelpNowText, SCHEDULE_SERVICE_PATH } from './needHelpNow'

describe('need-help-now texts', () => {
  it('says Schedule Service in English, linked to /find-your-dealer/', () => {
    expect(needHelpNowText('en').text.scheduleService).toBe('Schedule Service')
    expect(SCHEDULE_SERVICE_PATH).toBe('/find-your-dealer/')
  })

  it('has Spanish and French texts of their own', () => {
    expect(needHelpNowText('es')).toMatchObject({ language: 'es', text: { heading: '¿Necesita ayuda ahora?', scheduleService: 'Programar servicio' } })
    expect(needHelpNowText('fr')).toMatchObject({ language: 'fr', text: { heading: 'Besoin d’aide maintenant?', scheduleService: 'Planifier un service' } })
    expect(needHelpNowText('es').text.call).toBe('Llame al')
  })

  it('reads an unknown or missing language as English', () => {
    expect(needHelpNowText('de').language).toBe('en')
    expect(needHelpNowText(null).language).toBe('en')
    expect(NEED_HELP_NOW_LANGUAGES).toEqual(['en', 'es', 'fr'])
  })
})
