import type { LoaderFunctionArgs } from 'react-router';
import { movedTo } from './moved-to.ts';

/** /admin/yodcoins, the old name of the wallets page, is /admin/wallets (query kept). */
export function loader({ request }: LoaderFunctionArgs) {
  return movedTo(request, '/admin/wallets');
}
