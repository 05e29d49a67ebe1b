import { useEffect, useState } from 'react';

/** True once `ms` have passed since mount (or since `isActive` became true). */
export function useTimeElapsed(ms: number, isActive = true): boolean {
  const [hasElapsed, setElapsed] = useState(false);
  useEffect(() => {
    setElapsed(false);
    if (!isActive) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms, isActive]);
  return hasElapsed;
}
