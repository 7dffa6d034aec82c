import { useState } from 'react'
import { CategoryTabs, tabElementId } from '#src/components/CategoryTabs/CategoryTabs'
import { categoryTabs } from './products'

const tabs = categoryTabs.map((tab, index) => ({ ...tab, panelId: `panel-${index + 1}` }))

/** The tabs with their panels, as the products page uses them once it has hydrated. */
export function TabsHarness() {
  const [selected, setSelected] = useState(tabs[0]!.id)
  return (
    <div style={{ maxWidth: 300 }}>
      <CategoryTabs tabs={tabs} selected={selected} onSelect={setSelected} label="Product categories" enhanced />
      {tabs.map((tab) => (
        <div key={tab.id} id={tab.panelId} role="tabpanel" aria-labelledby={tabElementId(tab)} hidden={tab.id !== selected}>
          Products of {tab.label}
        </div>
      ))}
    </div>
  )
}
