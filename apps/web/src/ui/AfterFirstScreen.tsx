import { type ReactNode, Suspense } from 'react';
import { useAfterFirstScreen } from './afterFirstScreen';

/**
 * Renders its (lazy) children once the first screen is done (afterFirstScreen.ts), or at once when
 * `now` says they are wanted earlier; nothing shows while their code loads.
 */
export function AfterFirstScreen({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const isFirstScreenDone = useAfterFirstScreen();
  if (!isFirstScreenDone && !now) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
