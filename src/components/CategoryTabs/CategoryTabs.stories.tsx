import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { categoryTabs } from '../../../stories/fixtures/products'
import { CategoryTabs, tabElementId } from './CategoryTabs'

const tabs = categoryTabs.map((tab, index) => ({ ...tab, panelId: `panel-${index + 1}` }))

/** The tabs with their panels, as the products page uses them once it has hydrated. */
function TabsWithPanels() {
  const [selected, setSelected] = useState(tabs[0]!.id)
  return (
    <div style={{ maxInlineSize: 300 }}>
      <CategoryTabs tabs={tabs} selected={selected} onSelect={setSelected} label="Product categories" enhanced />
      {tabs.map((tab) => (
        <div key={tab.id} id={tab.panelId} role="tabpanel" aria-labelledby={tabElementId(tab)} hidden={tab.id !== selected}>
          Products of {tab.label}
        </div>
      ))}
    </div>
  )
}

const meta = {
  title: 'Components/CategoryTabs',
  component: TabsWithPanels,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TabsWithPanels>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
