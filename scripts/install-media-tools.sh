#!/usr/bin/env bash
# The tools the video pipeline needs (decision 091), from Debian's packages:
#   chromium            draws the slides (HTML + the site's MathML maths)
#   ffmpeg              encodes H.264 + AAC MP4s and the HLS copies
#   espeak-ng, mbrola,  speak the narration with MBROLA's Indonesian voice `mb-id1`
#   mbrola-id1          (Debian's `non-free`; without it espeak-ng's own `id` voice is used)
#   fonts-dejavu-core,  DejaVu for the characters the brand fonts lack, DejaVu Math TeX Gyre
#   fonts-dejavu-extra  for the maths (the slides' MathML)
# Only rendering needs them (pnpm --filter site tanya:render, lessons:render): the rendered files
# are committed, so `npm start` and `npm test` do not. Run as root or with sudo; safe to repeat.
set -euo pipefail

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
command -v mbrola >/dev/null || missing+=(mbrola)
[ -e /usr/share/mbrola/id1 ] || missing+=(mbrola-id1)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf ] || missing+=(fonts-dejavu-extra)
if [ ${#missing[@]} -eq 0 ]; then
  echo "Semua alat video sudah terpasang."
  exit 0
fi

if ! command -v apt-get >/dev/null; then
  echo "Pasang dulu: ${missing[*]} (paket Debian/Ubuntu dengan nama yang sama)." >&2
  exit 1
fi
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)

# mbrola-id1 is in Debian's non-free component: add it (and contrib) when the system lacks it.
if [[ " ${missing[*]} " == *" mbrola-id1 "* ]] && [ -r /etc/os-release ]; then
  . /etc/os-release
  if [ "${ID:-}" = debian ] && ! grep -rqs "non-free" /etc/apt/sources.list /etc/apt/sources.list.d/; then
    printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: contrib non-free\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
      "${VERSION_CODENAME}" | "${sudo[@]}" tee /etc/apt/sources.list.d/bimbel-media-tools.sources >/dev/null
  fi
fi

"${sudo[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" \
  || DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends \
    "${missing[@]/mbrola-id1/}"
espeak-ng -v mb-id1 --stdout "halo" >/dev/null 2>&1 && echo "Suara narasi: mb-id1 (MBROLA)." \
  || echo "Suara narasi: id (espeak-ng; mbrola-id1 tidak tersedia)."
