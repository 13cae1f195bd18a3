import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeResponse } from '#domain/schemas/auth.ts';
import type { ownProfileResponseSchema, ProfileUpdate } from '#domain/schemas/profiles.ts';
import { apiSend } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function patchProfile(body: ProfileUpdate) {
  return apiSend<z.infer<typeof ownProfileResponseSchema>>('PATCH', '/api/profile', body);
}

/** PATCH /api/profile: the header, battle lists and public pages pick up the new name and picture. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: (data) => {
      const { profile } = data;
      queryClient.setQueryData(queryKeys.ownProfile, data);
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
