import type { TTasksSettings } from '@schooldog/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBoardUsers, fetchTasksSettings, saveTasksSettings } from './api';

/** Every query of the record starts with 'tasksSettings', so the work order screens refresh with one invalidation. */
export const tasksSettingsKeys = {
  all: ['tasksSettings'] as const,
  record: () => ['tasksSettings', 'record'] as const,
  boardUsers: () => ['tasksSettings', 'boardUsers'] as const,
};

export const tasksSettingsQuery = queryOptions({
  queryKey: tasksSettingsKeys.record(),
  queryFn: ({ signal }) => fetchTasksSettings(signal),
});

export function useTasksSettings() {
  return useQuery(tasksSettingsQuery);
}

export function useBoardUsers() {
  return useQuery({
    queryKey: tasksSettingsKeys.boardUsers(),
    queryFn: ({ signal }) => fetchBoardUsers(signal),
  });
}

/** Saves the whole record; the saved one replaces what every screen holds. */
export function useSaveTasksSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TTasksSettings) => saveTasksSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData(tasksSettingsKeys.record(), saved),
  });
}
