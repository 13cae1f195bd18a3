import type { LoaderFunctionArgs } from 'react-router';
import { movedTo } from './moved-to.ts';

/** /admin/profiles, the old name of the users list, is /admin/users (search and filters kept). */
export function loader({ request }: LoaderFunctionArgs) {
  return movedTo(request, '/admin/users');
}
