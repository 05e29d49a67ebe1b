import type {
  TCreateWorkOrderStaffRequest,
  TTasksSettings,
  TUpdateWorkOrderStaffRequest,
  TWorkOrderStaffUser,
} from '@schooldog/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUserKeys } from '../users/queries';
import { withBoardsOf } from './draft';
import { tasksSettingsKeys } from './queries';
import {
  createWorkOrderStaff,
  fetchWorkOrderStaff,
  fetchWorkOrderStaffOptions,
  fetchWorkOrderStaffUser,
  updateWorkOrderStaff,
} from './staffApi';

/** Under tasksSettings' key, so one invalidation of the settings refreshes the staff too. */
export const staffKeys = {
  all: ['tasksSettings', 'staff'] as const,
  list: (q: string) => ['tasksSettings', 'staff', 'list', q] as const,
  options: () => ['tasksSettings', 'staff', 'options'] as const,
  detail: (userId: string) => ['tasksSettings', 'staff', 'detail', userId] as const,
};

export function useWorkOrderStaff(q: string) {
  return useQuery({
    queryKey: staffKeys.list(q),
    queryFn: ({ signal }) => fetchWorkOrderStaff(q, signal),
    placeholderData: keepPreviousData,
  });
}

export function useWorkOrderStaffOptions() {
  return useQuery({
    queryKey: staffKeys.options(),
    queryFn: ({ signal }) => fetchWorkOrderStaffOptions(signal),
    staleTime: 5 * 60_000,
  });
}

/** The full user for the dialog; fetched fresh each time it opens. */
export function useWorkOrderStaffUser(userId: string | null) {
  return useQuery({
    queryKey: staffKeys.detail(userId ?? ''),
    queryFn: ({ signal }) => fetchWorkOrderStaffUser(userId ?? '', signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}

type StaffSave =
  | { kind: 'create'; body: TCreateWorkOrderStaffRequest }
  | { kind: 'update'; userId: string; body: TUpdateWorkOrderStaffRequest };

/**
 * A create or an edit. The server also put the person on their boards, so the settings every
 * screen holds take the same boards; the list, the boards' choices and user admin refresh.
 */
export function useSaveWorkOrderStaff(onBoards?: (userId: string, boardIds: string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: StaffSave) =>
      save.kind === 'create' ? createWorkOrderStaff(save.body) : updateWorkOrderStaff(save.userId, save.body),
    onSuccess: async (saved: TWorkOrderStaffUser) => {
      queryClient.setQueryData<TTasksSettings>(tasksSettingsKeys.record(), (settings) =>
        settings
          ? { ...settings, boards: withBoardsOf(settings.boards, saved.id, saved.assignedTaskBoardIds) }
          : settings,
      );
      onBoards?.(saved.id, saved.assignedTaskBoardIds);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.all }),
        queryClient.invalidateQueries({ queryKey: tasksSettingsKeys.boardUsers() }),
        queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
      ]);
    },
  });
}
