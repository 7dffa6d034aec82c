import type { Decorator } from '@storybook/react-vite'
import { gridContainer } from '#src/components/CardGrid/CardGrid.css.ts'

/** Stories of a grid: it lays itself out for the section it sits in, so a story gives it one. */
export const inSection: Decorator = (Story) => (
  <div className={gridContainer}>
    <Story />
  </div>
)
