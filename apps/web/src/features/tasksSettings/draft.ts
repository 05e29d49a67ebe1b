import { checkTasksSettings, type TTasksSettings, ZTasksSettingsRequest } from '@schooldog/domain';

/*
 * The page edits a draft of the whole record and saves it at once (spec 001 §2: "persisted only on
 * Save Changes"); these are its pure parts.
 */

export type TBoard = TTasksSettings['boards'][number];
export type TOverride = TTasksSettings['workCalendar']['overrides'][number];

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on this device (YYYY-MM-DD); the server counts the overrides' window from the district's day. */
export const localToday = (now = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** The draft's problems by field path, in the domain's English (checkTasksSettings); none when it may be saved. */
export function draftErrors(draft: TTasksSettings, today: string): Record<string, string> {
  return checkTasksSettings(ZTasksSettingsRequest.parse(draft), today).errors;
}

/** The list with one item moved from one place to another (the boards' up and down buttons). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** The messages of the paths under `prefix` (a section's or a row's), once each. */
export const messagesUnder = (errors: Readonly<Record<string, string>>, prefix: string): string[] => [
  ...new Set(
    Object.entries(errors)
      .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
      .map(([, message]) => message),
  ),
];

/** The boards whose names contain the search (any case), each with its place in the whole list. */
export function searchBoards(boards: readonly TBoard[], search: string): { board: TBoard; index: number }[] {
  const words = search.trim().toLocaleLowerCase();
  return boards
    .map((board, index) => ({ board, index }))
    .filter(({ board }) => board.name.toLocaleLowerCase().includes(words));
}

/** Whether the draft differs from what was loaded or last saved. */
export const isChanged = (draft: TTasksSettings, saved: TTasksSettings): boolean =>
  JSON.stringify(draft) !== JSON.stringify(saved);

/** The boards with this person on exactly the named ones (the staff dialog's boards, as the server saved them). */
export function withBoardsOf(
  boards: readonly TBoard[],
  userId: string,
  boardIds: readonly string[],
): TBoard[] {
  return boards.map((board) => {
    const isOn = board.assignedUserIds.includes(userId);
    if (isOn === boardIds.includes(board.id)) return board;
    const assignedUserIds = isOn
      ? board.assignedUserIds.filter((id) => id !== userId)
      : [...board.assignedUserIds, userId];
    return { ...board, assignedUserIds };
  });
}
