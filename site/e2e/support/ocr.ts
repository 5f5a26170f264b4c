import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

/*
 * Reading text off a video frame (issue 23's "the first frame shows the question"): Tesseract
 * with its Indonesian model, shipped by @tesseract.js-data/ind, so nothing is downloaded.
 */

const require = createRequire(import.meta.url);
const langPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/ind/package.json')),
  '4.0.0_best_int',
);

let worker: Promise<Worker> | undefined;

/** The text Tesseract reads in a PNG or JPEG. */
export async function readTextIn(image: Buffer): Promise<string> {
  worker ??= createWorker('ind', 1, { langPath, gzip: true, cacheMethod: 'none' });
  const { data } = await (await worker).recognize(image);
  return data.text;
}

/** The words of at least four letters in `text`, lower-cased (what OCR reads reliably). */
export function longWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter(
    (word, index, all) => all.indexOf(word) === index,
  );
}
