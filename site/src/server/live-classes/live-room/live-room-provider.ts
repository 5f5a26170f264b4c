import type { Config } from '../../config/config.ts';
import { createDemoRoomProvider } from './demo-room.ts';
import { createJitsiRoomProvider } from './jitsi-room.ts';

/** The class a room is for: its id (the room), title and times (the token's lifetime). */
export type LiveRoomClass = { id: string; title: string; startsAt: Date; endsAt: Date };

/** Who joins: the student (or the teacher, the room's one moderator). */
export type LiveRoomParticipant = {
  id: string;
  name: string;
  avatarUrl: string | null;
  email?: string | null;
  moderator: boolean;
};

export type LiveRoomJoinInput = { liveClass: LiveRoomClass; participant: LiveRoomParticipant; now: Date };

/**
 * Where a class happens (decision 071): a provider turns a class and a participant into the URL
 * that participant opens, valid until `expiresAt`. Two adapters: Jitsi Meet with a JWT per
 * participant (JITSI_* configured) and the site's own demo room (otherwise).
 */
export type LiveRoomProvider = {
  readonly kind: 'jitsi' | 'demo';
  joinUrl(input: LiveRoomJoinInput): Promise<{ url: string; expiresAt: Date }>;
};

/** Jitsi Meet when JITSI_DOMAIN, JITSI_APP_ID and JITSI_APP_SECRET are set, else the demo room. */
export function liveRoomProvider(config: Config): LiveRoomProvider {
  return config.jitsi
    ? createJitsiRoomProvider({ ...config.jitsi, publicOrigin: config.publicOrigin })
    : createDemoRoomProvider();
}
