import { redirect } from 'react-router';

/** A permanent redirect of an old address to `pathname`, keeping the query string. */
export function movedTo(request: Request, pathname: string) {
  return redirect(`${pathname}${new URL(request.url).search}`, 301);
}
