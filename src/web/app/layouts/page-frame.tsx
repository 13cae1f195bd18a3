import { Outlet } from 'react-router';
import { RouteError } from '#web/app/route-error.tsx';

/** Pathless layout inside the public layout: its error boundary keeps the header and footer. */
export default function PageFrame() {
  return <Outlet />;
}

export const ErrorBoundary = RouteError;
