/**
 * Robots that say what they are in their User-Agent: search and social crawlers, monitors, headless
 * browsers and HTTP libraries. They are not counted as experiment visitors. A missing User-Agent is
 * a robot too (every browser sends one). Robots that pretend to be browsers are counted like people.
 */
const SELF_IDENTIFIED_BOT =
  /bot\b|bot[/;_-]|crawl|spider|slurp|scrap|archiv|preview|facebookexternalhit|embedly|quora link|whatsapp|lighthouse|pagespeed|pingdom|uptime|monitor|headless|phantomjs|selenium|puppeteer|playwright|curl\/|wget\/|python-|httpx|aiohttp|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient|postman|insomnia/i

export function isSelfIdentifiedBot(userAgent: string | null | undefined): boolean {
  if (!userAgent || !userAgent.trim()) return true
  return SELF_IDENTIFIED_BOT.test(userAgent)
}
