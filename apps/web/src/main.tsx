import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startI18n } from './i18n';
import { yieldToBrowser } from './ui/yieldToBrowser';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The texts of the browser's language are in place before the first paint: no flash of English.
const i18n = await startI18n();
// The start's module code and its first render run as two tasks, not one long one (issue 23).
await yieldToBrowser();
const root = createRoot(container);
// A transition lets React render the first screen in slices, yielding to the browser between
// them: a slow phone stays responsive to a tap while the app starts (Lighthouse's blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
