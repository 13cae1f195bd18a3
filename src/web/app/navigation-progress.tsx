import { useNavigation } from 'react-router';

/** A thin bar while the next page's chunk loads; the old page stays visible meanwhile. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-red-950" aria-hidden="true">
      <div className="h-full w-2/5 animate-progress bg-amber-400" />
    </div>
  );
}
