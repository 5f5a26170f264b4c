import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/*
 * The committed maths font subset (decision 061) read back: a regeneration that lost the MATH
 * table or a glyph's size variants, or a unicode-range that no longer matches the font, would
 * quietly bring back the tiny brackets. WOFF2 is one Brotli stream; cmap and MATH are stored
 * untransformed, so a few lines read what is needed.
 */

const dir = import.meta.dirname;
const woff2 = readFileSync(path.join(dir, 'math-delimiters.woff2'));
const css = readFileSync(path.join(dir, 'math-font.css'), 'utf8');

/** WOFF2's known-table index (flags & 63), as far as MATH. */
// prettier-ignore
const KNOWN_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT',
  'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH'];

/** Each table's bytes, uncompressed (WOFF2 §5: the tables follow each other in directory order). */
function readTables(file: Buffer): Map<string, Buffer> {
  expect(file.toString('latin1', 0, 4)).toBe('wOF2');
  const numTables = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = file[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const entries: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = file[at++]!;
    const tag =
      (flags & 63) === 63
        ? file.toString('latin1', at, (at += 4))
        : (KNOWN_TAGS[flags & 63] ?? `#${flags & 63}`);
    const version = flags >> 6;
    let length = base128();
    // glyf/loca are transformed unless version 3; other tables only when version is not 0.
    if ((tag === 'glyf' || tag === 'loca') === (version === 0)) length = base128();
    entries.push({ tag, length });
  }
  const data = brotliDecompressSync(file.subarray(at, at + compressedLength));
  const tables = new Map<string, Buffer>();
  let offset = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  return tables;
}

/** Code point → glyph id from the format 4 subtable of cmap. */
function readCmap(cmap: Buffer): Map<number, number> {
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4);
    if (cmap.readUInt16BE(sub) !== 4) continue;
    const segments = cmap.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    const glyphs = new Map<number, number>();
    for (let s = 0; s < segments; s += 1) {
      const start = cmap.readUInt16BE(starts + s * 2);
      const end = cmap.readUInt16BE(ends + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffsetAt = rangeOffsets + s * 2;
      const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
      for (let code = start; code <= end && code !== 0xffff; code += 1) {
        const raw =
          rangeOffset === 0 ? code : cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
        const glyph = rangeOffset !== 0 && raw === 0 ? 0 : (raw + delta) & 0xffff;
        if (glyph !== 0) glyphs.set(code, glyph);
      }
    }
    return glyphs;
  }
  throw new Error('no format 4 cmap');
}

/** Glyph id → its vertical construction in MATH: how many sizes, how many assembly parts. */
function readVerticalVariants(math: Buffer): Map<number, { sizes: number; parts: number }> {
  const variants = math.readUInt16BE(8);
  expect(variants).toBeGreaterThan(0);
  const coverage = variants + math.readUInt16BE(variants + 2);
  const count = math.readUInt16BE(variants + 6);
  const covered: number[] = [];
  if (math.readUInt16BE(coverage) === 1) {
    for (let i = 0; i < math.readUInt16BE(coverage + 2); i += 1)
      covered.push(math.readUInt16BE(coverage + 4 + i * 2));
  } else {
    for (let r = 0; r < math.readUInt16BE(coverage + 2); r += 1) {
      const record = coverage + 4 + r * 6;
      for (let glyph = math.readUInt16BE(record); glyph <= math.readUInt16BE(record + 2); glyph += 1)
        covered.push(glyph);
    }
  }
  const result = new Map<number, { sizes: number; parts: number }>();
  covered.slice(0, count).forEach((glyph, i) => {
    const construction = variants + math.readUInt16BE(variants + 10 + i * 2);
    const assembly = math.readUInt16BE(construction);
    result.set(glyph, {
      sizes: math.readUInt16BE(construction + 2),
      parts: assembly === 0 ? 0 : math.readUInt16BE(construction + assembly + 4),
    });
  });
  return result;
}

/** The code points of the @font-face's unicode-range. */
function unicodeRange(): number[] {
  const range = css.match(/unicode-range:\s*([^;]+);/)?.[1];
  expect(range).toBeDefined();
  return range!.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const first = parseInt(from!, 16);
    return Array.from({ length: parseInt(to!, 16) - first + 1 }, (_, i) => first + i);
  });
}

describe('maths font subset', () => {
  const tables = readTables(woff2);
  const cmap = readCmap(tables.get('cmap')!);

  it('stays a few kilobytes (decision 061: every page with a matrix or a root downloads it)', () => {
    expect(woff2.length).toBeLessThanOrEqual(4500);
  });

  it('holds exactly the characters its unicode-range announces, the space among them', () => {
    const range = unicodeRange();
    expect(range).toContain(0x20);
    expect([...cmap.keys()].sort((a, b) => a - b)).toEqual(range.sort((a, b) => a - b));
  });

  it('keeps a MATH table with larger sizes or an assembly for every delimiter and the radical', () => {
    expect(tables.has('MATH')).toBe(true);
    const variants = readVerticalVariants(tables.get('MATH')!);
    for (const char of '()[]{}|‖⌈⌉⌊⌋⟨⟩√') {
      const construction = variants.get(cmap.get(char.codePointAt(0)!)!);
      expect(construction, char).toBeDefined();
      expect(construction!.sizes > 1 || construction!.parts > 0, char).toBe(true);
    }
    // The brackets of a matrix grow by size variants first, then by assembling parts.
    expect(variants.get(cmap.get(0x28)!)).toMatchObject({ sizes: 7, parts: 3 });
    expect(variants.get(cmap.get(0x5b)!)).toMatchObject({ sizes: 7, parts: 3 });
  });
});
