// Makes the demo teachers' portraits (decision 093): one illustrated SVG per roster teacher
// (site/src/server/live-classes/demo-teachers.ts) with DiceBear's "avataaars" style — drawings,
// not photographs, so no real person's face. Offline and deterministic: every feature is chosen
// here (the seed only fixes what is left, which is nothing), so running it again writes the same
// bytes. The files are committed under site/public/media/guru/; run it after changing the roster:
//   pnpm --filter site teachers:portraits
// A roster teacher without a line in PORTRAITS, or a line without a roster teacher, stops it.
import { createAvatar } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_TEACHERS } from '../src/server/live-classes/demo-teachers.ts';

type Options = avataaars.Options;

/** Indonesian skin tones of the style's palette: light tan to deep brown. */
const SKIN = { tan: 'edb98a', brown: 'd08b5b', darkBrown: 'ae5d29', deep: '614335' } as const;
/** Black and dark brown hair. */
const HAIR = { black: '2c1b18', darkBrown: '4a312c' } as const;

/** The same for everyone: one background (brand.100), friendly face, no props, no graphic shirts. */
const COMMON: Options = {
  style: ['circle'],
  backgroundColor: ['dbe6fe'],
  eyes: ['default'],
  eyebrows: ['defaultNatural'],
  nose: ['default'],
  accessoriesProbability: 0,
  facialHairProbability: 0,
  topProbability: 100,
};

const hijab = (color: string): Options => ({ top: ['hijab'], hatColor: [color] });
const hair = (top: NonNullable<Options['top']>[number], color: string = HAIR.black): Options => ({
  top: [top],
  hairColor: [color],
});
const glasses: Options = {
  accessories: ['prescription02'],
  accessoriesColor: ['262e33'],
  accessoriesProbability: 100,
};

/** Each teacher's look; several of the women wear a hijab, as many Indonesian teachers do. */
const PORTRAITS: Record<string, Options> = {
  'rina-kartika': {
    ...hijab('25557c'),
    skinColor: [SKIN.brown],
    clothing: ['blazerAndShirt'],
    clothesColor: ['5199e4'],
    mouth: ['smile'],
  },
  'nurul-hidayah': {
    ...hijab('ff5c5c'),
    skinColor: [SKIN.tan],
    clothing: ['shirtScoopNeck'],
    clothesColor: ['e6e6e6'],
    mouth: ['smile'],
  },
  'hendra-wijaya': {
    ...hair('shortFlat'),
    ...glasses,
    skinColor: [SKIN.tan],
    clothing: ['collarAndSweater'],
    clothesColor: ['25557c'],
    mouth: ['default'],
  },
  'andi-saputra': {
    ...hair('shortRound'),
    skinColor: [SKIN.darkBrown],
    clothing: ['shirtCrewNeck'],
    clothesColor: ['3c4f5c'],
    mouth: ['smile'],
  },
  'dewi-anggraini': {
    ...hijab('3c4f5c'),
    ...glasses,
    skinColor: [SKIN.tan],
    clothing: ['blazerAndSweater'],
    clothesColor: ['929598'],
    mouth: ['default'],
  },
  'yusuf-hakim': {
    ...hair('theCaesarAndSidePart'),
    skinColor: [SKIN.brown],
    clothing: ['blazerAndShirt'],
    clothesColor: ['262e33'],
    facialHair: ['beardLight'],
    facialHairColor: [HAIR.black],
    facialHairProbability: 100,
    mouth: ['default'],
  },
  'fajar-nugroho': {
    ...hair('shortWaved'),
    skinColor: [SKIN.deep],
    clothing: ['collarAndSweater'],
    clothesColor: ['5199e4'],
    mouth: ['smile'],
  },
  'bima-prasetyo': {
    ...hair('shortCurly', HAIR.darkBrown),
    skinColor: [SKIN.brown],
    clothing: ['hoodie'],
    clothesColor: ['25557c'],
    mouth: ['smile'],
  },
  'maya-lubis': {
    ...hair('bob'),
    skinColor: [SKIN.tan],
    clothing: ['blazerAndShirt'],
    clothesColor: ['ff488e'],
    mouth: ['smile'],
  },
  'siti-rahmawati': {
    ...hijab('65c9ff'),
    skinColor: [SKIN.darkBrown],
    clothing: ['collarAndSweater'],
    clothesColor: ['e6e6e6'],
    mouth: ['default'],
  },
};

const outDir = path.resolve(import.meta.dirname, '..', 'public', 'media', 'guru');

const rosterSlugs = new Set(DEMO_TEACHERS.map((teacher) => teacher.slug));
const unknown = Object.keys(PORTRAITS).filter((slug) => !rosterSlugs.has(slug));
const missing = [...rosterSlugs].filter((slug) => !(slug in PORTRAITS));
if (unknown.length > 0 || missing.length > 0) {
  console.error(
    `Portraits and roster differ: missing ${missing.join(', ') || '-'}; not in the roster ${unknown.join(', ') || '-'}`,
  );
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
// Portraits of teachers who left the roster go too; the README stays.
for (const file of readdirSync(outDir)) if (file.endsWith('.svg')) rmSync(path.join(outDir, file));
let total = 0;
for (const teacher of DEMO_TEACHERS) {
  const expected = `/media/guru/${teacher.slug}.svg`;
  if (teacher.photoUrl !== expected) {
    console.error(`${teacher.slug}: photoUrl must be ${expected}`);
    process.exit(1);
  }
  const svg = createAvatar(avataaars, {
    ...COMMON,
    ...PORTRAITS[teacher.slug],
    seed: teacher.slug,
  }).toString();
  const file = path.join(outDir, `${teacher.slug}.svg`);
  writeFileSync(file, `${svg}\n`);
  total += statSync(file).size;
  console.log(`${path.relative(process.cwd(), file)}  ${statSync(file).size} B`);
}
console.log(`${DEMO_TEACHERS.length} portraits, ${total} B in all`);
