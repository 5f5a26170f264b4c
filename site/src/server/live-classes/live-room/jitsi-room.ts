import { SignJWT } from 'jose';
import type { Secret } from '../../config/secret.ts';
import type { LiveRoomParticipant, LiveRoomProvider } from './live-room-provider.ts';

/** The `aud` of our tokens: lib-jitsi-meet's token doc (doc/tokens.md) and Prosody's default. */
export const JITSI_AUDIENCE = 'jitsi';
/** A token stays valid this long after the class's end (a class that runs a little over). */
export const JITSI_TOKEN_MARGIN_SECONDS = 30 * 60;
/** `nbf` this far before `iat`, so a Jitsi server whose clock is a little behind ours accepts it. */
export const JITSI_CLOCK_SKEW_SECONDS = 60;

/**
 * The Jitsi room of a class: stable, URL-safe and lower-case (Prosody compares the token's
 * `room` with it), derived from the class id.
 *
 * @example
 * jitsiRoomName('0b6f7c1e-9a2b-4c3d-8e4f-5a6b7c8d9e0f'); // 'bimbel-0b6f7c1e9a2b4c3d8e4f5a6b7c8d9e0f'
 */
export function jitsiRoomName(classId: string): string {
  return `bimbel-${classId.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
}

/**
 * What the URL's hash sets in the Jitsi Meet web app (`#config.key=value`, values read as JSON):
 * no "open the app" page on a phone (the old `disableDeepLinking` and its newer spelling
 * `deeplinking.disabled`), no pre-join page (the name comes from the token), and students join
 * with microphone and camera off — a class has one speaker.
 */
function urlConfig(moderator: boolean): string {
  const entries: [string, string][] = [
    ['config.disableDeepLinking', 'true'],
    ['config.deeplinking.disabled', 'true'],
    ['config.prejoinConfig.enabled', 'false'],
  ];
  if (!moderator) {
    entries.push(['config.startWithAudioMuted', 'true'], ['config.startWithVideoMuted', 'true']);
  }
  return entries.map(([key, value]) => `${key}=${value}`).join('&');
}

/** `context.user`: every field a string, as the token doc requires (null or numbers throw in Prosody). */
function contextUser(participant: LiveRoomParticipant, publicOrigin: string) {
  const user: Record<string, string> = {
    id: participant.id,
    name: participant.name,
    // token_affiliation (jitsi-contrib) reads "true"; the string keeps Prosody's identity module happy.
    moderator: participant.moderator ? 'true' : 'false',
  };
  if (participant.avatarUrl) user.avatar = new URL(participant.avatarUrl, publicOrigin).toString();
  if (participant.email) user.email = participant.email;
  return user;
}

/**
 * Jitsi Meet with JWT authentication (lib-jitsi-meet doc/tokens.md, shared-secret validation):
 * one HS256 token per participant and class, signed with JITSI_APP_SECRET —
 * `iss` = JITSI_APP_ID, `aud` = 'jitsi', `sub` = the Jitsi domain (the doc's "lowercase domain"
 * for /ROOM URLs), `room` = the class's room, `nbf`/`iat` now, `exp` = the class's end plus
 * 30 minutes, `context.user` = who joins, `moderator` = true for the teacher only (read by the
 * token_moderation plugin; `context.user.moderator` by token_affiliation).
 * The URL: `https://{domain}/{room}?jwt={token}#config.disableDeepLinking=true&…`.
 */
export function createJitsiRoomProvider(options: {
  domain: string;
  appId: string;
  appSecret: Secret;
  /** Makes site-relative avatar paths absolute. */
  publicOrigin: string;
}): LiveRoomProvider {
  const key = () => new TextEncoder().encode(options.appSecret.reveal());
  return {
    kind: 'jitsi',
    async joinUrl({ liveClass, participant, now }) {
      const room = jitsiRoomName(liveClass.id);
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date(
        (Math.floor(liveClass.endsAt.getTime() / 1000) + JITSI_TOKEN_MARGIN_SECONDS) * 1000,
      );
      const token = await new SignJWT({
        room,
        moderator: participant.moderator,
        context: { user: contextUser(participant, options.publicOrigin) },
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(options.appId)
        .setAudience(JITSI_AUDIENCE)
        .setSubject(options.domain.replace(/:\d+$/, ''))
        .setIssuedAt(issuedAt)
        .setNotBefore(issuedAt - JITSI_CLOCK_SKEW_SECONDS)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key());
      const url = `https://${options.domain}/${room}?jwt=${token}#${urlConfig(participant.moderator)}`;
      return { url, expiresAt };
    },
  };
}
