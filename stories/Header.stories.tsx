import type { Meta, StoryObj } from '@storybook/react-vite'
import { PageHero } from '../src/components/PageHero/PageHero'
import { Header } from '../src/layout/Header/Header'

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { path: '/about-us' },
  // Transparent over a page hero, as on the site.
  render: () => (
    <div style={{ minHeight: '150vh' }}>
      <Header />
      <PageHero heading="Page heading" intro="The header sits over the page's hero." />
    </div>
  ),
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
export const MobileEnglish: Story = { globals: { locale: 'en', viewport: { value: 'mobile1' } } }
export const MobileArabic: Story = { globals: { locale: 'ar', viewport: { value: 'mobile1' } } }
