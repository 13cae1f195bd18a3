import { z } from 'zod';

export const lookalikeUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  createdAt: z.string(),
  /** The name that held the look just before the rule came in (or the only one under it). */
  isFirst: z.boolean(),
});

/** Users whose fighter names look alike (one TR39 skeleton), oldest first. */
export const lookalikeGroupSchema = z.object({ users: z.array(lookalikeUserSchema).min(2) });
export type LookalikeGroup = z.infer<typeof lookalikeGroupSchema>;

/** GET /api/admin/users/lookalikes: names that already looked alike before the rule; none are renamed. */
export const lookalikeGroupsResponseSchema = z.object({ groups: z.array(lookalikeGroupSchema) });
export type LookalikeGroupsResponse = z.infer<typeof lookalikeGroupsResponseSchema>;
