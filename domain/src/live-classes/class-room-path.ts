/**
 * The site path of a class's demo room (issue 14): the page the demo LiveRoomProvider answers as
 * the join URL when Jitsi Meet is not configured. Private: it lives under /bimbel/user.
 *
 * @example
 * classRoomPath('0b6c…'); // '/bimbel/user/kelas/0b6c…'
 */
export function classRoomPath(classId: string): string {
  return `/bimbel/user/kelas/${encodeURIComponent(classId)}`;
}
