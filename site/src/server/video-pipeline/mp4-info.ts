/*
 * What an MP4 file says about itself, read from its boxes without ffprobe (the tests run where
 * ffmpeg is not installed): the movie's duration (`mvhd`), the picture's size (the video
 * track's `tkhd`) and whether `moov` comes before `mdat` (playback starts before the download ends).
 */

export type Mp4Info = { durationSeconds: number; width: number; height: number; moovFirst: boolean };

type Box = { type: string; start: number; end: number; body: number };

function* boxes(file: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    let body = offset + 8;
    if (size === 1) {
      size = Number(file.readBigUInt64BE(offset + 8));
      body = offset + 16;
    } else if (size === 0) size = end - offset;
    if (size < 8 || offset + size > end) return;
    yield { type, start: offset, end: offset + size, body };
    offset += size;
  }
}

const child = (file: Buffer, parent: Box, type: string) =>
  [...boxes(file, parent.body, parent.end)].find((box) => box.type === type);

/**
 * @example
 * readMp4Info(readFileSync('video.mp4')); // { durationSeconds: 42, width: 854, height: 480, moovFirst: true }
 */
export function readMp4Info(file: Buffer): Mp4Info {
  const top = [...boxes(file, 0, file.length)];
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) throw new Error('no moov box');
  const mvhd = child(file, moov, 'mvhd');
  if (!mvhd) throw new Error('no mvhd box');
  const version = file.readUInt8(mvhd.body);
  const timescale = file.readUInt32BE(mvhd.body + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(file.readBigUInt64BE(mvhd.body + 24)) : file.readUInt32BE(mvhd.body + 16);
  let width = 0;
  let height = 0;
  for (const trak of boxes(file, moov.body, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = child(file, trak, 'tkhd');
    if (!tkhd) continue;
    const trackWidth = file.readUInt32BE(tkhd.end - 8) / 65536;
    const trackHeight = file.readUInt32BE(tkhd.end - 4) / 65536;
    if (trackWidth > 0 && trackHeight > 0) [width, height] = [trackWidth, trackHeight];
  }
  const mdatIndex = top.findIndex((box) => box.type === 'mdat');
  return {
    durationSeconds: duration / timescale,
    width,
    height,
    moovFirst: mdatIndex === -1 || top.indexOf(moov) < mdatIndex,
  };
}
