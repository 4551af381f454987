/**
 * Leaving with unsaved changes asks first: in the app (the router blocks the
 * move until the blocker proceeds or resets) and for a reload or a closed tab
 * (the browser's own question). `leaveFor` moves on without asking, after a save.
 */
import { useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';

export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const leaveFor = (path: string) => {
    leaving.current = true;
    navigate(path);
  };
  return { blocker, leaveFor };
}
