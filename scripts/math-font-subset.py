#!/usr/bin/python3
"""Regenerates the Tanya maths font subset (docs/decisions/061-math-font-subset.md).

Chromium stretches MathML delimiters and radicals only with a font that has an OpenType MATH
table, which the phones' `math` font often lacks. This cuts DejaVu Math TeX Gyre (Debian's
fonts-dejavu-extra; Bitstream Vera license, its maths extensions public domain) down to the
delimiters and the radical sign, keeping the MATH table with the size variants and assembly
parts of the kept glyphs, renames it as the license requires, and writes it as WOFF2 with the
license text beside it:

    site/src/features/tanya/video/math-font/math-delimiters.woff2
    site/src/features/tanya/video/math-font/LICENSE.txt

Not run by CI or the build: both files are committed. To regenerate, on Debian:

    apt-get install -y fonttools python3-brotli fonts-dejavu-extra
    /usr/bin/python3 scripts/math-font-subset.py

(Debian's own python3, where apt installs fontTools and brotli; PyPI is not reachable here.)
The output is byte-for-byte the same on every run. The covered characters must stay those of
`unicode-range` in math-font.css: math-font.test.ts compares them and reads the variants back.
"""

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

SOURCE = Path('/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf')
DEBIAN_COPYRIGHT = Path('/usr/share/doc/fonts-dejavu-extra/copyright')
OUT_DIR = Path(__file__).resolve().parent.parent / 'site/src/features/tanya/video/math-font'
# The Bitstream Vera license: a modified font's name must contain neither "Bitstream" nor "Vera".
FAMILY = 'CoBelajar Math Delimiters'
POSTSCRIPT = 'CoBelajarMathDelimiters-Regular'

# U+0020 first: the subset must be the *first available font* of the elements it styles, because
# Chromium reads the MATH table (size variants, constants) from that font only, never from a
# later per-glyph fallback; CSS makes it the first available font when its unicode-range has the
# space. Then ( ) [ ] { | } ‖ ⌈ ⌉ ⌊ ⌋ ⟨ ⟩ — what temml can mark stretchy — and the radical √.
# ∑ and ∫ are left out on purpose (+0.7 KB, no question uses them yet): see the decision.
UNICODES = [0x20, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7C, 0x7D, 0x2016, 0x2308, 0x2309, 0x230A, 0x230B, 0x221A, 0x27E8, 0x27E9]

# Upstream DejaVu's LICENSE says this of the font; the glyphs kept here are maths extensions.
DJV_MATH_NOTICE = """TeX Gyre DJV Math
-----------------
Fonts are (c) Bitstream (see below). DejaVu changes are in public domain.

Math extensions done by B. Jackowski, P. Strzelczyk and P. Pianowski
(on behalf of TeX users groups) are in public domain."""


def bitstream_vera_license() -> str:
    """The license text, verbatim from Debian's machine-readable copyright file."""
    lines, inside = [], False
    for line in DEBIAN_COPYRIGHT.read_text().splitlines():
        if line.startswith('License: bitstream-vera'):
            inside = True
        elif inside and line.startswith(' '):
            lines.append('' if line.strip() == '.' else line[1:])
        elif inside:
            break
    if not lines:
        sys.exit(f'no bitstream-vera license in {DEBIAN_COPYRIGHT}')
    return '\n'.join(lines)


def main() -> None:
    if not SOURCE.exists():
        sys.exit(f'{SOURCE} is missing: apt-get install -y fonts-dejavu-extra')

    options = subset.Options()
    options.flavor = 'woff2'
    options.layout_features = []  # MathML stretching uses no GSUB/GPOS feature
    options.drop_tables += ['GSUB', 'GPOS', 'GDEF', 'FFTM', 'gasp']
    options.hinting = False  # phones render at high density, unhinted
    options.notdef_outline = False
    options.glyph_names = False
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 14]
    options.name_languages = [0x409]

    font = subset.load_font(str(SOURCE), options)
    copyright_line = font['name'].getDebugName(0)
    version = font['name'].getDebugName(5)

    subsetter = subset.Subsetter(options)
    # fontTools' MATH closure keeps every size variant and assembly part of the kept glyphs.
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)

    name = font['name']
    name.names = [record for record in name.names if record.nameID in (0, 14) and record.platformID == 3]
    for name_id, value in {
        1: FAMILY,
        2: 'Regular',
        3: f'{POSTSCRIPT};{version};subset',
        4: FAMILY,
        5: f'{version}; subset of DejaVu Math TeX Gyre',
        6: POSTSCRIPT,
        7: 'Bitstream Vera is a trademark of Bitstream, Inc.',
    }.items():
        name.setName(value, name_id, 3, 1, 0x409)

    out = OUT_DIR / 'math-delimiters.woff2'
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(out), options)
    (OUT_DIR / 'LICENSE.txt').write_text(
        f'{FAMILY} (math-delimiters.woff2) is a subset of DejaVu Math TeX Gyre {version}\n'
        f'({SOURCE.name} from the Debian package fonts-dejavu-extra), made by\n'
        f'scripts/math-font-subset.py and renamed as the license below requires.\n\n'
        f'{copyright_line}\n\n{DJV_MATH_NOTICE}\n\n'
        f'Bitstream Vera Fonts Copyright\n------------------------------\n\n'
        f'Copyright (c) 2003 by Bitstream, Inc. All Rights Reserved. Bitstream Vera is\n'
        f'a trademark of Bitstream, Inc.\n\n{bitstream_vera_license()}\n'
    )

    check = TTFont(str(out))
    variants = check['MATH'].table.MathVariants
    vertical = dict(zip(variants.VertGlyphCoverage.glyphs, variants.VertGlyphConstruction))
    cmap = check.getBestCmap()
    for codepoint in UNICODES[1:]:
        construction = vertical.get(cmap.get(codepoint))
        sizes = len(construction.MathGlyphVariantRecord) if construction else 0
        parts = len(construction.GlyphAssembly.PartRecords) if construction and construction.GlyphAssembly else 0
        if sizes <= 1 and parts == 0:
            sys.exit(f'U+{codepoint:04X} lost its MATH variants')
        print(f'U+{codepoint:04X} {chr(codepoint)}  {sizes} sizes, {parts} assembly parts')
    print(f'{out}: {out.stat().st_size} bytes, {len(check.getGlyphOrder())} glyphs')


if __name__ == '__main__':
    main()
