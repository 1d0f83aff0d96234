#!/bin/sh
# Makes src/app/fonts/inter-latin-wght-400-800.woff2, the brand typeface (docs/design.md), from
# @fontsource-variable/inter's Latin file (Inter, SIL Open Font License 1.1: src/app/fonts/OFL.txt):
#  - the weight axis cut to 400-800, the weights the site sets (--weight-regular to --weight-heavy);
#  - the same characters, with only the OpenType features the site uses (composition, localised forms,
#    contextual alternates, kerning, mark positioning, tabular figures); fractions and proportional
#    figure alternates are left out.
# 48 KB to 33 KB. Run from the repository root after changing the package's version; needs Debian's
# python3-fonttools and python3-brotli (apt-get install python3-fonttools python3-brotli).
set -eu
SRC=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
OUT=src/app/fonts/inter-latin-wght-400-800.woff2
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$SRC" wght=400:800 -o "$TMP/cut.ttf"
/usr/bin/python3 -m fontTools.subset "$TMP/cut.ttf" --unicodes='*' --layout-features='ccmp,locl,calt,kern,mark,mkmk,tnum' \
  --no-glyph-names --flavor=woff2 --output-file="$OUT"
cp node_modules/@fontsource-variable/inter/LICENSE src/app/fonts/OFL.txt
ls -l "$OUT"
