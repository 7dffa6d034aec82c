import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { Icon } from './Icon'

type IconName = ComponentProps<typeof Icon>['name']

const names: IconName[] = [
  'arrowForward',
  'arrowBack',
  'chevronDown',
  'menu',
  'close',
  'download',
  'plus',
  'minus',
  'search',
  'filter',
  'globe',
  'facebook',
  'instagram',
  'youtube',
  'linkedin',
  'x',
]

/** Each icon with its name: the icons are decorative, so the name beside them is what a reader gets. */
function IconSet({ size = 24 }: { size?: number }) {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {names.map((name) => (
        <li key={name} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'center', gap: '0.5rem' }}>
          <Icon name={name} size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  )
}

const meta = {
  title: 'Components/Icon',
  component: IconSet,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconSet>

export default meta
type Story = StoryObj<typeof meta>

export const AllEnglish: Story = { globals: { locale: 'en' } }
/** The arrows turn round in a right-to-left page; the rest do not. */
export const AllArabic: Story = { globals: { locale: 'ar' } }
export const Large: Story = { globals: { locale: 'en' }, args: { size: 48 } }
