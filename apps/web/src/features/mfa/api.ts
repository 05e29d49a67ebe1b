import { ZMfaChallenge, ZMfaStatus, type TMfaStatus } from '@schooldog/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../api/client';

export const MFA_QUERY_KEY = ['mfa'] as const;
const userMfaKey = (userId: string) => ['users', userId, 'mfa'] as const;

const ZTotpSetup = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TTotpSetup = z.infer<typeof ZTotpSetup>;
const ZRecoveryCodes = z.object({ backupCodes: z.array(z.string()) });
const ZReverted = z.object({ change: z.enum(['enabled', 'disabled']) });

const post = <T>(path: string, schema: z.ZodType<T>, body?: object) =>
  apiFetch(path, { schema, method: 'POST', ...(body ? { body } : {}) });

/** The signed-in user's own MFA (GET /api/mfa). */
export const mfaStatusQuery = queryOptions({
  queryKey: MFA_QUERY_KEY,
  queryFn: () => apiFetch('/api/mfa', { schema: ZMfaStatus }),
});

export function useMfaStatus() {
  return useQuery(mfaStatusQuery);
}

/** A change of one's own MFA; the answer (a status) replaces the cached one. */
function useMfaChange<TBody>(run: (body: TBody) => Promise<TMfaStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (status) => queryClient.setQueryData(MFA_QUERY_KEY, status),
  });
}

export const useStartSms = () =>
  useMfaChange((body: { phone: string; password: string }) => post('/api/mfa/sms', ZMfaStatus, body));
export const useResendSms = () => useMfaChange(() => post('/api/mfa/sms/resend', ZMfaStatus));
export const useVerifySms = () =>
  useMfaChange((body: { code: string }) => post('/api/mfa/sms/verify', ZMfaStatus, body));
export const useVerifyTotp = () =>
  useMfaChange((body: { code: string }) => post('/api/mfa/totp/verify', ZMfaStatus, body));
export const useTurnOff = () =>
  useMfaChange((body: { password: string }) => post('/api/mfa/disable', ZMfaStatus, body));

export const startTotp = (password: string) => post('/api/mfa/totp', ZTotpSetup, { password });
export const newRecoveryCodes = async (password: string) =>
  (await post('/api/mfa/recovery-codes', ZRecoveryCodes, { password })).backupCodes;
export const revertMfa = async (token: string) =>
  (await post('/api/mfa/revert', ZReverted, { token })).change;
export const signInChallenge = () => apiFetch('/api/mfa/challenge', { schema: ZMfaChallenge });

/** Another user's MFA, for an administrator (Manage MFA dialog). */
export function useUserMfaStatus(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: userMfaKey(userId),
    queryFn: () => apiFetch(`/api/users/${encodeURIComponent(userId)}/mfa`, { schema: ZMfaStatus }),
    enabled,
  });
}

export function useResetUserMfa(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/users/${encodeURIComponent(userId)}/mfa`, { schema: ZMfaStatus, method: 'DELETE' }),
    onSuccess: async (status) => {
      queryClient.setQueryData(userMfaKey(userId), status);
      // The users list shows each user's MFA state; the answer above is this dialog's fresh state.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'users' && query.queryKey[2] !== 'mfa',
      });
    },
  });
}
