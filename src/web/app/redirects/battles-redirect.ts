import { redirect } from 'react-router';

/** /battles, the old battle list, is the arena now. */
export function loader() {
  return redirect('/arena', 301);
}
