import { Navigate, useSearchParams } from 'react-router-dom';
import { safeInternalPath } from './redirect-target';

/** `/redirect?to=/estate-list`: where links from SMS, e-mail and other portals land once signed in. */
export function Redirect() {
  const [params] = useSearchParams();
  return <Navigate to={safeInternalPath(params.get('to'))} replace />;
}
