import { redirect } from 'react-router';

/** /yodcoins is the wallet. */
export function loader() {
  return redirect('/wallet', 301);
}
