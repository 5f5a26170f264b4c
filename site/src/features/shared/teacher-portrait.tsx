import { toInitials } from '@bimbel/domain/text/to-initials';
import { css, cva } from '@bimbel/styled-system/css';
import { Image } from '@bimbel/ui/image/image';

/*
 * A teacher's round portrait for the public pages (/gurujuara, the sales and programme pages),
 * decision 093. Server-rendered, no client code: the picture lies over the initials, so when it
 * fails to load (a broken address; an image with alt="" then paints nothing) the initials show,
 * as the ui Avatar does with a script. The demo roster's portraits are SVGs, which the ui Image
 * serves as they are (decision 087: never through the optimiser); a photo goes through it.
 */

const PIXELS = { small: 40, medium: 64, large: 96 } as const;
export type TeacherPortraitSize = keyof typeof PIXELS;

const frame = cva({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: 'full',
    overflow: 'hidden',
    // brand.900 on brand.100 is about 9:1: the initials stay readable; the portraits' own
    // background is brand.100 too, so a picture and its fallback look alike.
    bg: 'brand.100',
    color: 'brand.900',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    lineHeight: '1',
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: '10', height: '10', fontSize: 'sm' },
      medium: { width: '16', height: '16', fontSize: 'xl' },
      large: { width: '24', height: '24', fontSize: '3xl' },
    },
  },
  defaultVariants: { size: 'medium' },
});

const picture = css({ position: 'absolute', inset: '0', width: '100%', height: '100%', objectFit: 'cover' });

/**
 * The portrait beside a teacher's written name (so it is hidden from assistive tech).
 *
 * @example
 * <TeacherPortrait name="Bu Rina Kartika, S.Pd." photoUrl="/media/guru/rina-kartika.svg" size="large" />
 */
export function TeacherPortrait({
  name,
  photoUrl,
  size = 'medium',
}: {
  name: string;
  photoUrl: string | null;
  size?: TeacherPortraitSize;
}) {
  const pixels = PIXELS[size];
  return (
    <span className={frame({ size })} aria-hidden="true">
      {toInitials(name)}
      {photoUrl ? <Image src={photoUrl} alt="" width={pixels} height={pixels} className={picture} /> : null}
    </span>
  );
}

const exampleTag = css({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'full',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'muted',
  color: 'muted',
  bg: 'surface',
  px: '2',
  fontSize: 'xs',
  fontWeight: 'bold',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
});

/** The "Contoh" tag of a demo roster teacher: an invented person, said so on the card (decision 084's labels). */
export function ExampleTeacherTag() {
  return (
    <span className={exampleTag} title="Tokoh contoh untuk situs demo, bukan pengajar sungguhan">
      Contoh
    </span>
  );
}
