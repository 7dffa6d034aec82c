import type { Meta, StoryObj } from '@storybook/react-vite'
import { LegalLines } from './LegalLines'

// As the drawer shows them, on white; the Footer stories show them on its teal. LegalLines.spec.tsx
// tests them alone, the Footer's and the Drawer's specs in place.
const meta = {
  title: 'Layout/LegalLines',
  component: LegalLines,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LegalLines>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
