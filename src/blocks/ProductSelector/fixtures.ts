import type { ProductSelectorBlock } from '@/payload-types'
import { ENTRY_PRICES, formatUsd } from '@/domain/products/prices'
import { BRAND_IMAGES } from '../sampleMedia'

/** The six categories in English (sample texts). */
export const productSelectorFixture = {
  blockType: 'productSelector',
  language: 'en',
  heading: 'Find the right product',
  categories: [
    {
      category: 'air-conditioners',
      image: BRAND_IMAGES.airConditioner,
      text: 'Cool, quiet summers',
      details: `Central air conditioners from ${formatUsd(ENTRY_PRICES.airConditioner)} installed, entry level.`,
      bullets: [{ text: 'Single-stage to variable-speed models' }, { text: 'Efficiency up to 22 SEER' }, { text: 'Pairs with a furnace or air handler' }],
    },
    {
      category: 'furnaces',
      image: BRAND_IMAGES.gasFurnace,
      text: 'Dependable warmth',
      details: `Gas furnaces, 80% and 90% AFUE, from ${formatUsd(ENTRY_PRICES.gasFurnace)} installed, entry level.`,
      bullets: [{ text: 'Natural gas or propane' }, { text: 'Efficiency up to 97% AFUE' }, { text: 'Quiet multi-speed blowers' }],
    },
    {
      category: 'heat-pumps',
      image: BRAND_IMAGES.heatPump,
      text: 'Heating and cooling in one',
      details: `Heat pumps from ${formatUsd(ENTRY_PRICES.heatPump)} installed, entry level.`,
      bullets: [{ text: 'Cools in summer, heats in winter' }, { text: 'Rated by SEER and HSPF' }, { text: 'Runs on electricity' }],
    },
    {
      category: 'air-handlers',
      image: BRAND_IMAGES.airHandler,
      text: 'Moves the air through your home',
      details: `Air handlers from ${formatUsd(ENTRY_PRICES.airHandler)} installed, entry level.`,
      bullets: [{ text: 'Pairs with a heat pump' }, { text: 'Variable-speed fans' }, { text: 'Fits closets, attics and basements' }],
    },
    {
      category: 'indoor-air-quality',
      image: BRAND_IMAGES.airPurifier,
      text: 'Cleaner, more comfortable air',
      details: 'Air cleaners, humidifiers and ventilators work with your system.',
      bullets: [{ text: 'Air purification' }, { text: 'Humidity control' }, { text: 'Fresh-air ventilation' }],
    },
    {
      category: 'coils',
      image: BRAND_IMAGES.evaporatorCoil,
      text: 'The matched indoor coil',
      details: 'An indoor coil matched to your outdoor unit keeps the rated efficiency.',
      bullets: [{ text: 'Matched to the outdoor unit' }, { text: 'Corrosion-resistant aluminum' }, { text: 'Cased and uncased models' }],
    },
  ],
} satisfies ProductSelectorBlock

/** The French variant: no links (spec PB 2). */
export const frenchProductSelectorFixture = {
  blockType: 'productSelector',
  language: 'fr',
  heading: 'Trouvez le bon produit',
  categories: [
    { category: 'air-conditioners', text: 'Des étés frais et silencieux', details: 'Des climatiseurs centraux pour chaque maison.', bullets: [{ text: 'Modèles à une ou deux vitesses' }, { text: 'Jusqu’à 22 SEER' }, { text: 'Silencieux' }] },
    { category: 'furnaces', text: 'Une chaleur fiable', details: 'Des fournaises au gaz à 80 % et 90 % AFUE.', bullets: [{ text: 'Gaz naturel ou propane' }, { text: 'Jusqu’à 97 % AFUE' }, { text: 'Ventilateurs silencieux' }] },
    { category: 'heat-pumps', text: 'Chauffage et climatisation', details: 'Une thermopompe chauffe et climatise.', bullets: [{ text: 'Été comme hiver' }, { text: 'Cotes SEER et HSPF' }, { text: 'À l’électricité' }] },
    { category: 'air-handlers', text: 'L’air circule partout', details: 'Des appareils de traitement d’air à vitesse variable.', bullets: [{ text: 'Avec une thermopompe' }, { text: 'Vitesse variable' }, { text: 'Compacts' }] },
    { category: 'indoor-air-quality', text: 'Un air plus sain', details: 'Purificateurs, humidificateurs et ventilateurs.', bullets: [{ text: 'Purification' }, { text: 'Humidité' }, { text: 'Ventilation' }] },
    { category: 'coils', text: 'Le serpentin assorti', details: 'Un serpentin assorti à l’unité extérieure.', bullets: [{ text: 'Assorti' }, { text: 'Aluminium' }, { text: 'Avec ou sans boîtier' }] },
  ],
} satisfies ProductSelectorBlock
