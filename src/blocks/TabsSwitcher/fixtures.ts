import type { TabsSwitcherBlock } from '@/payload-types'

export const tabsSwitcherFixture = {
  blockType: 'tabsSwitcher',
  title: 'Which system suits your home?',
  backgroundImage: null,
  tabs: [
    { tabTitle: 'Air conditioner', tabItems: 'Cools the whole house\nPairs with a gas furnace\nSized to your home by a dealer' },
    {
      tabTitle: 'Heat pump',
      tabItems: '[{"item":"Heats and cools with one outdoor unit","pro":true},{"item":"Efficient in mild winters","pro":true},{"item":"May need a backup heat source in very cold climates"}]',
    },
    { tabTitle: 'Furnace', tabItems: 'Gas or oil heat\n80% or 90%+ efficiency models\nWorks with an air conditioner for cooling' },
  ],
} satisfies TabsSwitcherBlock
