import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints } from '#domain/endpoints/profiles.ts';
import type { MeResponse } from '#domain/schemas/auth.ts';
import type { ProfileUpdate } from '#domain/schemas/profiles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { ownProfileQuery } from './use-own-profile.ts';

/** Saves the profile; the header, battle lists and public pages pick up the new name and picture. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api(profileEndpoints.update, { body }),
    onSuccess: (data) => {
      const { profile } = data;
      queryClient.setQueryData(ownProfileQuery().queryKey, data);
      queryClient.setQueryData<MeResponse>(queryKeys.me, (old) =>
        old?.user
          ? {
              user: {
                ...old.user,
                username: profile.username,
                pixKey: profile.pixKey,
                instagramHandle: profile.instagramHandle,
                profilePictureUrl: profile.profilePictureUrl,
              },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.battles });
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
  });
}
