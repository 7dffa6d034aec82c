import type { Meta, StoryObj } from '@storybook/react-vite'
import { Pagination } from './Pagination'

const pathOf = (page: number) => (page === 1 ? '/news' : `/news/page/${page}`)

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: { pathOf },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

// `path`: the page the story is on, so its link carries aria-current as on the site.

/** The first page: no previous link. */
export const FirstPage: Story = { globals: { locale: 'en' }, parameters: { path: pathOf(1) }, args: { page: 1, pages: 84 } }
/** In the middle of a long listing: gaps on both sides. */
export const MiddleEnglish: Story = { globals: { locale: 'en' }, parameters: { path: pathOf(42) }, args: { page: 42, pages: 84 } }
export const MiddleArabic: Story = { globals: { locale: 'ar' }, parameters: { path: pathOf(42) }, args: { page: 42, pages: 84 } }
/** The last page: no next link. */
export const LastPageArabic: Story = { globals: { locale: 'ar' }, parameters: { path: pathOf(84) }, args: { page: 84, pages: 84 } }
/** Few pages: every number, no gap. */
export const FewPages: Story = { globals: { locale: 'en' }, parameters: { path: pathOf(2) }, args: { page: 2, pages: 3 } }
