/** The walk screen's tabs: intro (-1), Log Entries (0), finish (1) (spec 000 §2 "Walk screen"). */
export const WALK_TABS = [-1, 0, 1] as const;
export type WalkTab = (typeof WALK_TABS)[number];

const tabKey = (walkId: string) => `schooldog.walk.${walkId}.tab`;
const CONTINUE_PROMPT_KEY = 'schooldog.walk.continuePromptHidden';

const isWalkTab = (value: number): value is WalkTab => (WALK_TABS as readonly number[]).includes(value);

/** The tab last chosen on this walk; a new walk starts on the intro; an out-of-range tab resets to 0. */
export function readWalkTab(walkId: string): WalkTab {
  const raw = readItem(tabKey(walkId));
  if (raw === null) return -1;
  const value = Number(raw);
  return isWalkTab(value) ? value : 0;
}

export function saveWalkTab(walkId: string, tab: WalkTab): void {
  writeItem(tabKey(walkId), String(tab));
}

/** The continue prompt can be hidden for good on this device. */
export function isContinuePromptHidden(): boolean {
  return readItem(CONTINUE_PROMPT_KEY) === 'true';
}

export function hideContinuePrompt(): void {
  writeItem(CONTINUE_PROMPT_KEY, 'true');
}

// Private browsing can refuse storage; the screen still works, it just forgets.
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to remember with.
  }
}
