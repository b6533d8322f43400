import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const leaveWarning = 'You have unsaved changes. Leave this page and lose them?';

/** Warns before leaving the editor (closing the tab or following an admin link) while `isDirty()`. */
export function useLeaveWarning(isDirty: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(leaveWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
}
