import { runTool } from './run-tool.ts';

/*
 * Narration with an offline synthesiser (decision 091): espeak-ng speaking through the MBROLA
 * Indonesian voice `mb-id1` (Debian's `mbrola-id1`, a real diphone voice, much clearer than
 * espeak-ng's own formant `id`), falling back to `id` where MBROLA is missing. Audio is kept as
 * raw 16-bit mono PCM so the scenes can be joined and padded with silence exactly.
 */

export const SAMPLE_RATE = 16_000;

export type Pcm = { samples: Int16Array; sampleRate: number };

let voice: Promise<string> | undefined;

/** `mb-id1` when espeak-ng can speak with it here, else `id`. */
export function narrationVoice(): Promise<string> {
  voice ??= runTool('espeak-ng', ['-v', 'mb-id1', '--stdout'], 'halo')
    .then((wav) => (wav.length > 1000 ? 'mb-id1' : 'id'))
    .catch(() => 'id');
  return voice;
}

/** The samples of a RIFF/WAVE file of 16-bit mono PCM (espeak-ng's output). */
export function readWav(wav: Buffer): Pcm {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const declared = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (wav.readUInt16LE(body + 2) !== 1 || wav.readUInt16LE(body + 14) !== 16)
        throw new Error('WAV is not 16-bit mono');
      sampleRate = wav.readUInt32LE(body + 4);
    } else if (id === 'data') {
      // Written to a pipe, the sizes are placeholders: the data runs to the end.
      const end = Math.min(
        wav.length,
        declared === 0 || declared >= 0x7fff_0000 ? wav.length : body + declared,
      );
      const bytes = wav.subarray(body, end - ((end - body) % 2));
      const samples = new Int16Array(bytes.length / 2);
      for (let index = 0; index < samples.length; index += 1) samples[index] = bytes.readInt16LE(index * 2);
      return { samples, sampleRate };
    }
    offset = body + declared + (declared % 2);
  }
  throw new Error('WAV without data');
}

/** A WAV file of `pcm`. */
export function writeWav(pcm: Pcm): Buffer {
  const data = Buffer.alloc(pcm.samples.length * 2);
  pcm.samples.forEach((sample, index) => data.writeInt16LE(sample, index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(pcm.sampleRate, 24);
  header.writeUInt32LE(pcm.sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Drops the leading and trailing near-silence espeak-ng leaves around a sentence. */
function trimSilence(samples: Int16Array): Int16Array {
  const loud = (sample: number) => Math.abs(sample) > 300;
  let start = samples.findIndex(loud);
  if (start < 0) return new Int16Array(0);
  let end = samples.length - 1;
  while (end > start && !loud(samples[end]!)) end -= 1;
  start = Math.max(0, start - 160);
  return samples.slice(start, Math.min(samples.length, end + 160));
}

/**
 * `spoken` (plain words, no maths left) as 16 kHz PCM, at `wordsPerMinute` (a teacher explaining
 * to a child speaks slower than espeak-ng's 175).
 */
export async function synthesise(spoken: string, wordsPerMinute: number): Promise<Pcm> {
  const wav = await runTool(
    'espeak-ng',
    ['-v', await narrationVoice(), '-s', String(wordsPerMinute), '--stdout'],
    spoken,
  );
  const pcm = readWav(wav);
  return {
    samples: trimSilence(resample(pcm.samples, pcm.sampleRate, SAMPLE_RATE)),
    sampleRate: SAMPLE_RATE,
  };
}

/** Linear resampling (espeak-ng's own `id` voice speaks at 22,050 Hz; speech survives it). */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return samples;
  const out = new Int16Array(Math.floor((samples.length * to) / from));
  for (let index = 0; index < out.length; index += 1) {
    const at = (index * from) / to;
    const left = Math.floor(at);
    const right = Math.min(left + 1, samples.length - 1);
    out[index] = Math.round(samples[left]! + (samples[right]! - samples[left]!) * (at - left));
  }
  return out;
}
