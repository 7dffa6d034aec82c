import { Navigate } from 'react-router-dom'
import { useLocalizedPath } from '#src/i18n/LocalLink'
import { aliases } from '#src/site'

/** /media-center is another name of /news (docs/product.md "Screens"); the host answers it with a 301 (scripts/export/host-rules.ts). */
export function MediaCenterAlias() {
  const localize = useLocalizedPath()
  return <Navigate to={localize(aliases['/media-center'])} replace />
}

export { MediaCenterAlias as Component }
