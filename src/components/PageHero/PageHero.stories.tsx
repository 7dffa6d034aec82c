import type { Meta, StoryObj } from '@storybook/react-vite'
import { PageHero } from './PageHero'

const meta = {
  title: 'Components/PageHero',
  component: PageHero,
  args: { art: 'about', heading: 'About us', intro: 'Since 2009 we have brought trusted medical and dental technology to the region.' },
} satisfies Meta<typeof PageHero>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { heading: 'من نحن', intro: 'منذ عام 2009 نقدّم تقنيات طبية وتقنيات طب أسنان موثوقة للمنطقة.' },
}
export const HeadingOnly: Story = { globals: { locale: 'en' }, args: { intro: undefined } }
/** A division's own illustration, the orthodontic one: a tooth with its bracket on the arch wire. */
export const Orthodontic: Story = { globals: { locale: 'en' }, args: { art: 'orthodontic', heading: 'Orthodontic division', intro: undefined } }
/** The 404's code as the hero's anchor, on phones too (where no illustration stands beside it). */
export const DisplayHeading: Story = {
  globals: { locale: 'en' },
  args: { heading: '404', headingSize: 'display', intro: 'Oops! The page you are looking for does not exist.' },
}
