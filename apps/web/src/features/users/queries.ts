import { type TCreateUserRequest, type TMeResponse, type TUpdateUserRequest } from '@schooldog/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createUser,
  deleteUser,
  fetchUser,
  fetchUserAdminOptions,
  fetchUsers,
  importUsers,
  runUserAction,
  type UserAction,
  updateUser,
} from './api';
import { ME_QUERY_KEY } from '../auth/meKey';

/** Every user-admin query starts with 'adminUsers', so one invalidation refreshes the list after a change. */
export const adminUserKeys = {
  all: ['adminUsers'] as const,
  list: (search: string) => ['adminUsers', 'list', search] as const,
  options: () => ['adminUsers', 'options'] as const,
  detail: (userId: string) => ['adminUsers', 'detail', userId] as const,
};

/** One page of users; the previous page stays on screen while the next loads (server paging). */
export function useAdminUsers(search: string) {
  return useQuery({
    queryKey: adminUserKeys.list(search),
    queryFn: ({ signal }) => fetchUsers(search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserAdminOptions() {
  return useQuery({
    queryKey: adminUserKeys.options(),
    queryFn: ({ signal }) => fetchUserAdminOptions(signal),
    staleTime: 5 * 60_000,
  });
}

/** The full user for the edit dialog; fetched fresh each time the dialog opens. */
export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: adminUserKeys.detail(userId ?? ''),
    queryFn: ({ signal }) => fetchUser(userId ?? '', signal),
    enabled: userId !== null,
    staleTime: 0,
  });
}

function useInvalidatingMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

export const useCreateUser = () => useInvalidatingMutation((body: TCreateUserRequest) => createUser(body));

/** An edit; one's own edit (name, title, preferences) also refreshes /api/me, so the shell shows it. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: TUpdateUserRequest }) => updateUser(userId, body),
    onSuccess: async (updated) => {
      const me = queryClient.getQueryData<TMeResponse | null>(ME_QUERY_KEY);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
        me?.user.id === updated.id ? queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }) : null,
      ]);
    },
  });
}

export const useDeleteUser = () => useInvalidatingMutation((userId: string) => deleteUser(userId));

export const useUserAction = () =>
  useInvalidatingMutation(({ userId, action }: { userId: string; action: UserAction }) =>
    runUserAction(userId, action),
  );

export const useImportUsers = () => useInvalidatingMutation((csv: string) => importUsers(csv));
