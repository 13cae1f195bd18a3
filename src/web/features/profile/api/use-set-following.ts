import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fanEndpoints } from '#domain/endpoints/fans.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Follows (true) or unfollows (false) the fighter; the button reads the answer's state. */
export function useSetFollowing(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      api(following ? fanEndpoints.follow : fanEndpoints.unfollow, { params: { username } }),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.followState(username), state),
  });
}
