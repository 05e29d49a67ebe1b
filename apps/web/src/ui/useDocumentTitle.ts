import { PRODUCT_NAME } from '@schooldog/domain';
import { useEffect } from 'react';

/**
 * Names the browser tab (and the installed app's task switcher entry) `<title> · SchoolDog` while
 * the screen is shown, and gives the previous name back when it goes. An effect, not a `<title>`
 * element: React 19 hoists one into the head, but the production build's renderer (Preact) would
 * leave it in the page (docs/decisions.md, "Preact in the production build").
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
