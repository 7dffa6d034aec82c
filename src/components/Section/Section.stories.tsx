import type { Meta, StoryObj } from '@storybook/react-vite'
import { Section } from './Section'

// The education events' section, as EventsPage titles it (locales/<lang>/education.po).
const meta = {
  title: 'Components/Section',
  component: Section,
  args: {
    id: 'events-heading',
    title: 'Courses and symposiums',
    children: <p>Symposiums, hands-on courses and accredited continuing medical education for dental and medical professionals.</p>,
  },
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'الدورات والندوات',
    children: <p>ندوات ودورات تطبيقية وتعليم طبي مستمر معتمد لأطباء الأسنان والعاملين في القطاع الطبي.</p>,
  },
}
