/** Maintenance tips and troubleshooting grids (PB 2; readings 7 and 24). */
export type GridKind = 'maintenance' | 'troubleshooting'
export type GridItem = { slug: string; title: string; description: string }

export const MAINTENANCE_ITEMS: GridItem[] = [
  { slug: 'air-conditioners', title: 'Air conditioners', description: 'Keep the outdoor unit clear and the coil clean for cool air all summer.' },
  { slug: 'gas-furnaces', title: 'Gas furnaces', description: 'A yearly check before the heating season keeps your furnace safe and efficient.' },
  { slug: 'heat-pumps', title: 'Heat pumps', description: 'Simple seasonal checks for a heat pump that heats and cools all year.' },
  { slug: 'air-handlers', title: 'Air handlers', description: 'Filters, drain lines and blowers: what to look at indoors.' },
  { slug: 'oil-furnaces', title: 'Oil furnaces', description: 'Why an oil furnace needs a yearly tune-up and what it includes.' },
  { slug: 'ductless-systems', title: 'Ductless systems', description: 'Clean the washable filters of each indoor head every month.' },
  { slug: 'air-quality', title: 'Air quality', description: 'Look after air cleaners, humidifiers and ventilators.' },
  { slug: 'packaged-systems', title: 'Packaged systems', description: 'One outdoor cabinet, a few checks to keep it running.' },
  { slug: 'clean-or-change-filter', title: 'Clean or change a filter', description: 'How often to change a filter and how to do it in five minutes.' },
  { slug: 'coils', title: 'Coils', description: 'Dirty coils waste energy; how to keep them clean.' },
]

export const TROUBLESHOOTING_ITEMS: GridItem[] = [
  { slug: 'air-conditioners', title: 'Air conditioners', description: 'Not cooling, short cycling or noisy? Start with these checks.' },
  { slug: 'gas-furnaces', title: 'Gas furnaces', description: 'No heat or a furnace that keeps shutting off.' },
  { slug: 'air-handlers', title: 'Air handlers', description: 'Weak airflow, water leaks or a blower that will not start.' },
  { slug: 'heat-pumps', title: 'Heat pumps', description: 'Ice on the outdoor unit, or warm air in cooling mode.' },
  { slug: 'oil-furnaces', title: 'Oil furnaces', description: 'A furnace that will not light or smells of oil.' },
  { slug: 'ductless-systems', title: 'Ductless systems', description: 'Blinking lights, dripping heads or no response to the remote.' },
  { slug: 'air-quality', title: 'Air quality', description: 'Dust, dry air or odors that keep coming back.' },
  { slug: 'packaged-systems', title: 'Packaged systems', description: 'A packaged unit that will not heat or cool.' },
  { slug: 'thermostat-controls', title: 'Thermostat controls', description: 'A blank screen, wrong temperature or lost connection.' },
  { slug: 'coils', title: 'Coils', description: 'Frozen or leaking coils and what they tell you.' },
]

/** Maintenance links end with a slash; troubleshooting links have none (PB 2, reading 7). */
export function gridItemPath(kind: GridKind, slug: string): string {
  return kind === 'maintenance' ? `/resources/maintenance-tips/${slug}/` : `/resources/troubleshooting/${slug}`
}

export function gridItems(kind: GridKind): GridItem[] {
  return kind === 'maintenance' ? MAINTENANCE_ITEMS : TROUBLESHOOTING_ITEMS
}
