import { Outlet } from 'react-router';
import { BanGate } from './ban-gate.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ScrollManager } from './scroll-to-hash.tsx';

/** The root route: everything, public or admin, sits behind the ban gate. */
export function AppRoot() {
  return (
    <>
      <NavigationProgress />
      <ScrollManager />
      <BanGate>
        <Outlet />
      </BanGate>
    </>
  );
}
