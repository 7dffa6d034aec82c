import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { PageHero } from '#src/components/PageHero/PageHero'
import { Header } from './Header'

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { path: '/about-us' },
  // Transparent over a page hero, as on the site.
  render: () => (
    <div style={{ minBlockSize: '3000px' }}>
      <Header />
      <PageHero art="about" heading="Page heading" intro="The header sits over the page's hero." />
    </div>
  ),
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

// The first dropdown of the header's navigation, opened. (Its keys are the component tests':
// a key event sent from a play function does not reach it.)
const openDivisions: Story['play'] = async ({ canvasElement }) => {
  const trigger = within(canvasElement).getAllByRole('button', { expanded: false })[0]
  if (!trigger) throw new Error('no dropdown')
  await userEvent.click(trigger)
}

const wide = { viewport: { value: 'desktop' } }

export const English: Story = { globals: { locale: 'en', ...wide } }
export const Arabic: Story = { globals: { locale: 'ar', ...wide } }
export const DivisionsOpenEnglish: Story = { globals: { locale: 'en', ...wide }, play: openDivisions }
export const DivisionsOpenArabic: Story = { globals: { locale: 'ar', ...wide }, play: openDivisions }
export const TabletEnglish: Story = { globals: { locale: 'en', viewport: { value: 'tablet' } } }
export const TabletArabic: Story = { globals: { locale: 'ar', viewport: { value: 'tablet' } } }
export const MobileEnglish: Story = { globals: { locale: 'en', viewport: { value: 'mobile1' } } }
export const MobileArabic: Story = { globals: { locale: 'ar', viewport: { value: 'mobile1' } } }
