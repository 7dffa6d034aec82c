import { Navigate } from 'react-router-dom'
import { useLocalizedPath } from '../../i18n/LocalLink'

/** /media-center is another name of /news (docs/product.md "Screens"); the host answers it with a 301. */
export function MediaCenterAlias() {
  const localize = useLocalizedPath()
  return <Navigate to={localize('/news')} replace />
}

export { MediaCenterAlias as Component }
