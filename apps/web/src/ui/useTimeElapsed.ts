import { useEffect, useState } from 'react';

/** True once `ms` have passed since mount (or since `isActive` became true). */
export function useTimeElapsed(ms: number, isActive = true): boolean {
  const [hasElapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!isActive) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [ms, isActive]);
  return isActive && hasElapsed;
}
