import type { FaqBlock } from '@/payload-types'

export const faqFixture = {
  blockType: 'faq',
  title: 'Frequently asked questions',
  items: [
    {
      question: 'How often should my system be serviced?',
      answer:
        'Most homes do well with a check-up once a year: cooling equipment in spring and heating equipment in autumn. A dealer can recommend a schedule for your climate.',
    },
    {
      question: 'How long does a new system usually last?',
      answer:
        'Air conditioners typically last 12 to 15 years, and furnaces and heat pumps 15 to 20 years, depending on use and maintenance.',
    },
    {
      question: 'Do I need to register my warranty?',
      answer:
        'Registering within 60 days of installation usually extends the base limited warranty. Your dealer can help you do it.',
    },
  ],
} satisfies FaqBlock
