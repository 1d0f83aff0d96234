import type { PageLanguage } from '@/domain/pages/language'

/**
 * Every string of the site's chrome (header, menus, footer, site-wide messages) in both languages,
 * in one place (issue 39, readings 36 and 48): French pages get a French shell. Menu and footer
 * labels come from the Header and Footer globals, which editors write in English; `navLabel`
 * translates the ones the site ships with and leaves any other label as the editor wrote it.
 */
export interface ChromeStrings {
  skipLink: string
  menu: string
  closeMenu: string
  mainNav: string
  footerNav: string
  call: string
  callUs: string
  findDealer: string
  findDealerShort: string
  search: string
  searchLabel: string
  siteSearch: string
  overview: (group: string) => string
  /** The language switch: its visible code, the name read out, and the home page of the other language. */
  switchCode: string
  switchName: string
  switchHome: string
  newsletterTitle: string
  newsletterEmail: string
  newsletterButton: string
  privacyPolicy: string
  newTab: string
  questions: (phone: string, hours: string) => string
  attribution: string
  /** The site-wide demo-data notice (Site settings, reading 54). */
  demoNotice: string
  home: string
  /** Labels of the menus and footer as seeded, in this language (English: none, the labels are English). */
  navLabels: Record<string, string>
  /** The support hours as seeded, in this language. */
  hours: Record<string, string>
}

const EN: ChromeStrings = {
  skipLink: 'Skip to content',
  menu: 'Menu',
  closeMenu: 'Close',
  mainNav: 'Main',
  footerNav: 'Footer',
  call: 'Call',
  callUs: 'Call us',
  findDealer: 'Find a dealer',
  findDealerShort: 'Dealers',
  search: 'Search',
  searchLabel: 'Search the site',
  siteSearch: 'Site search',
  overview: (group) => `${group}: overview`,
  switchCode: 'FR',
  switchName: 'Français',
  switchHome: '/fr/',
  newsletterTitle: 'Sign up for our newsletter',
  newsletterEmail: 'Email address',
  newsletterButton: 'Sign Up',
  privacyPolicy: 'Privacy policy',
  newTab: '(opens in a new tab)',
  questions: (phone, hours) => `Questions? Call ${phone}, ${hours}.`,
  demoNotice: 'Demo site: the dealers, reviews, rebates and offers on these pages are sample data, not real businesses or offers.',
  attribution: 'Location search contains GeoNames data, CC BY 4.0 (geonames.org). Base map: U.S. Census Bureau and Natural Earth.',
  home: 'Home',
  navLabels: {},
  hours: {},
}

const FR: ChromeStrings = {
  skipLink: 'Passer au contenu',
  menu: 'Menu',
  closeMenu: 'Fermer',
  mainNav: 'Principal',
  footerNav: 'Pied de page',
  call: 'Appeler',
  callUs: 'Appelez-nous',
  findDealer: 'Trouver un détaillant',
  findDealerShort: 'Détaillants',
  search: 'Rechercher',
  searchLabel: 'Rechercher sur le site',
  siteSearch: 'Recherche sur le site',
  overview: (group) => `${group} : vue d’ensemble`,
  switchCode: 'EN',
  switchName: 'English',
  switchHome: '/',
  newsletterTitle: 'Abonnez-vous à notre infolettre',
  newsletterEmail: 'Adresse courriel',
  newsletterButton: 'S’abonner',
  privacyPolicy: 'Politique de confidentialité',
  newTab: '(s’ouvre dans un nouvel onglet)',
  questions: (phone, hours) => `Des questions? Appelez le ${phone}, ${hours}.`,
  demoNotice: 'Site de démonstration : les détaillants, les avis, les remises et les offres de ces pages sont des données d’exemple, et non de vraies entreprises ou offres.',
  attribution:
    'La recherche par lieu contient des données GeoNames, CC BY 4.0 (geonames.org). Fond de carte : U.S. Census Bureau et Natural Earth.',
  home: 'Accueil',
  navLabels: {
    Products: 'Produits',
    'All products': 'Tous les produits',
    'Air conditioners': 'Climatiseurs',
    Furnaces: 'Générateurs d’air chaud',
    'Heat pumps': 'Thermopompes',
    'Ductless systems': 'Systèmes sans conduits',
    'Indoor air quality': 'Qualité de l’air intérieur',
    'Smart thermostats': 'Thermostats intelligents',
    'Compare and price': 'Comparer et estimer',
    Resources: 'Ressources',
    'All resources': 'Toutes les ressources',
    'Repair or replace?': 'Réparer ou remplacer?',
    'HVAC basics': 'Notions de CVC',
    Glossary: 'Glossaire',
    'Maintenance tips': 'Conseils d’entretien',
    Troubleshooting: 'Dépannage',
    'Homeowning videos': 'Vidéos pour propriétaires',
    'Find a dealer': 'Trouver un détaillant',
    Rebates: 'Remises',
    Support: 'Soutien',
    'Schedule service': 'Planifier un service',
    'Contact a local dealer': 'Joindre un détaillant local',
    'Customer care': 'Service à la clientèle',
    Warranty: 'Garantie',
    'Our history': 'Notre histoire',
  },
  hours: {
    'Monday to Friday 7am to 5pm CST': 'du lundi au vendredi, de 7 h à 17 h (heure du Centre)',
  },
}

const CHROME: Record<PageLanguage, ChromeStrings> = { en: EN, fr: FR }

export function chromeStrings(lang: PageLanguage): ChromeStrings {
  return CHROME[lang]
}

/** A menu or footer label in the chrome's language: the seeded labels are translated, an editor's own label is kept. */
export function navLabel(strings: ChromeStrings, label: string): string {
  return strings.navLabels[label] ?? label
}

/** The support hours in the chrome's language, when they are the seeded ones; otherwise as the operator wrote them. */
export function supportHoursIn(strings: ChromeStrings, hours: string): string {
  return strings.hours[hours] ?? hours
}
