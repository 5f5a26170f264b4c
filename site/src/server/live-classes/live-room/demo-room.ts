import type { LiveRoomProvider } from './live-room-provider.ts';

/**
 * The demo room's page of a class (built by the student pages): the class's title, teacher,
 * materials and a note that it is the demo room. A plain path of this site that carries no
 * secret — the page itself checks the viewer's session and entitlement.
 *
 * @example
 * demoRoomPath('0b6f…'); // '/bimbel/user/kelas/0b6f…'
 */
export function demoRoomPath(classId: string): string {
  return `/bimbel/user/kelas/${encodeURIComponent(classId)}`;
}

/** The built-in demo room, used when Jitsi Meet is not configured (every journey works offline). */
export function createDemoRoomProvider(): LiveRoomProvider {
  return {
    kind: 'demo',
    async joinUrl({ liveClass }) {
      return { url: demoRoomPath(liveClass.id), expiresAt: liveClass.endsAt };
    },
  };
}
