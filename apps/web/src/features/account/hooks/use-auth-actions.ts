import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applySignedIn, applySignedOut, login, logout } from '../../../lib/session.ts';

/** Log-in by username or e-mail (spec §7); on success the whole app sees the user. */
export function useLogin(onSuccess?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      applySignedIn(client, user);
      onSuccess?.();
    },
  });
}

/** Sign-out; whatever the server answers, this browser forgets the user. */
export function useLogout(onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      applySignedOut(client);
      onDone?.();
    },
  });
}
