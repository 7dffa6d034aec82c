import { Navigate } from 'react-router-dom'
import { useLocalizedPath } from '../../i18n/LocalLink'

/** /media-center is another name of /news (DESIGN.md §1); the host answers it with a 301. */
export function MediaCenterAlias() {
  const localize = useLocalizedPath()
  return <Navigate to={localize('/news')} replace />
}

export { MediaCenterAlias as Component }
