import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardOfDirectors } from '#src/content/team'
import { inSection } from '../../../stories/inSection'
import { TeamGrid } from './TeamGrid'

/** A square stand-in photo (a real one is a file under public/images/team/). */
const samplePhoto = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#7a8f96"/></svg>')}`

// The team page's board of directors.
const meta = {
  title: 'Company/TeamGrid',
  component: TeamGrid,
  parameters: { layout: 'padded' },
  args: { members: boardOfDirectors },
  decorators: [inSection],
} satisfies Meta<typeof TeamGrid>

export default meta
type Story = StoryObj<typeof meta>

export const BoardEnglish: Story = { globals: { locale: 'en' } }
export const BoardArabic: Story = { globals: { locale: 'ar' } }
/** The board once the chairman's photo has arrived: his portrait is named, the others are placeholders. */
const withPhoto = { members: boardOfDirectors.map((member, index) => (index === 0 ? { ...member, photo: samplePhoto } : member)) }
export const BoardWithPhotoEnglish: Story = { globals: { locale: 'en' }, args: withPhoto }
export const BoardWithPhotoArabic: Story = { globals: { locale: 'ar' }, args: withPhoto }
