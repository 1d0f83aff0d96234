import { describe, expect, it } from 'vitest'
import { isSelfIdentifiedBot } from './bots'

describe('isSelfIdentifiedBot', () => {
  it('recognises crawlers, headless browsers and HTTP tools', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'AhrefsBot/7.0',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      '',
      null,
    ]) {
      expect(isSelfIdentifiedBot(ua), String(ua)).toBe(true)
    }
  })

  it('counts ordinary browsers', () => {
    for (const ua of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0',
      'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    ]) {
      expect(isSelfIdentifiedBot(ua), ua).toBe(false)
    }
  })
})
