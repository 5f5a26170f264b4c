import { z } from 'zod';
import { defineContract } from './contract.ts';
import { TANYA_VIDEO_VIEW } from './endpoints.ts';

/*
 * A logged-in student played a Tanya video (issue 15, decision 078): the weekly report lists the
 * videos each child watched. Ours, not in docs/product §7. Sent once per page on the first play;
 * anonymous plays are not recorded (the page does not call without a session).
 */

export const TanyaVideoViewSchema = z.object({
  questionId: z.uuid(),
  /** The Jakarta day the view counts for, 'YYYY-MM-DD'. */
  day: z.string(),
  /** The first play of the video that day. */
  firstViewedAt: z.iso.datetime(),
  /** True when this day's view was already recorded: nothing changed. */
  repeated: z.boolean(),
});
export type TanyaVideoView = z.output<typeof TanyaVideoViewSchema>;

export const tanyaVideoViewContract = defineContract({
  endpoint: TANYA_VIDEO_VIEW,
  service: 'tanya',
  summary:
    'Records that the calling student played a Tanya video today (Jakarta day). Idempotent per day: a repeat answers 200 with `repeated: true`, a first view 201. Students only; rate-limited per student.',
  auth: 'bearer',
  params: z.object({ id: z.string().max(100) }),
  response: TanyaVideoViewSchema,
  successStatus: [200, 201],
  errors: ['not_found', 'student_only', 'rate_limited'],
});
