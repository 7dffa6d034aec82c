import { useState } from 'react'
import { CategoryTabs } from '../../src/components/CategoryTabs/CategoryTabs'
import { categoryTabs } from './products'

/** The tabs with their panel, as the products page uses them. */
export function TabsHarness() {
  const [selected, setSelected] = useState(categoryTabs[0]!.id)
  return (
    <div style={{ maxWidth: 300 }}>
      <CategoryTabs tabs={categoryTabs} selected={selected} onSelect={setSelected} label="Product categories" panelId="panel" />
      <div id="panel" role="tabpanel" aria-label={selected}>
        Products of {selected}
      </div>
    </div>
  )
}
