#!/usr/bin/env bash
# Makes the small TrueType fonts the tests ship (Tests/OverlayHUDTests/Fonts), reproducibly: the same
# sources under Sources/ and Tests/ give byte-identical files on every run.
#
#   Scripts/make-test-fonts.sh
#
# Source fonts come from pinned Debian packages (`apt-get download`, no root needed; run `apt-get update`
# first on a fresh machine) and are checked against the sha256 sums below. They are subset with a pinned
# fontTools installed from PyPI into a virtual environment under .build-fonts/ (gitignored):
#   - DejaVu Sans and DejaVu Sans Bold: printable ASCII, Latin-1 and every other non-ASCII character that
#     the Swift files under Sources/ and Tests/ contain (literally or as a \u{…} escape);
#   - WenQuanYi Zen Hei (face 0 of wqy-zenhei.ttc, written as a .ttf): the wide and fullwidth (CJK)
#     characters among those.
# Re-run it after adding text with new characters to a test, then re-record the goldens it changes.
set -euo pipefail
cd "$(dirname "$0")/.."

dejavu_package="fonts-dejavu-core=2.37-6"
wqy_package="fonts-wqy-zenhei=0.9.45-8"
fonttools_requirement="fonttools==4.60.1 --hash=sha256:906306ac7afe2156fcf0042173d6ebbb05416af70f6b370967b47f8f00103bbb"
# sha256 of the files taken from the packages.
source_sums="\
abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322  usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96  usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
63d3ba759d12804c5b31a9d5940d855c1820d1f5999e6b0872eb1c7ff045fbc9  usr/share/doc/fonts-dejavu-core/copyright
79c18ebe7b811951e8311bad7103ebeae8c337ed9988ea69e8a78a66cfe029b9  usr/share/fonts/truetype/wqy/wqy-zenhei.ttc
d183af7db6d782fe7009eeafef0cef67099ef50ef18dd81513de8004b0361cb7  usr/share/doc/fonts-wqy-zenhei/copyright"

out=Tests/OverlayHUDTests/Fonts
venv=.build-fonts/venv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== source fonts: $dejavu_package $wqy_package"
mkdir -p "$work/debs" "$work/root"
if ! (cd "$work/debs" && apt-get download "$dejavu_package" "$wqy_package"); then
  echo "apt-get download failed; on a fresh machine run 'apt-get update' first" >&2
  exit 1
fi
for deb in "$work"/debs/*.deb; do dpkg-deb -x "$deb" "$work/root"; done
(cd "$work/root" && echo "$source_sums" | sha256sum --check --quiet --strict)

echo "== fontTools in $venv"
if ! "$venv/bin/python" -c 'import fontTools, sys; sys.exit(fontTools.version != "4.60.1")' 2>/dev/null; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  echo "$fonttools_requirement" > "$work/requirements.txt"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --require-hashes -r "$work/requirements.txt"
fi

echo "== characters used in Sources/ and Tests/"
"$venv/bin/python" - "$work" <<'PY'
import pathlib, re, sys, unicodedata
work = pathlib.Path(sys.argv[1])
used = set()
for root in ("Sources", "Tests"):
    for path in sorted(pathlib.Path(root).rglob("*.swift")):
        text = path.read_text(encoding="utf-8")
        used.update(ord(c) for c in text)
        used.update(int(h, 16) for h in re.findall(r"\\u\{([0-9A-Fa-f]{1,8})\}", text))
used = {c for c in used if c > 0x7F}
latin = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100)) | used
cjk = {c for c in used if unicodedata.east_asian_width(chr(c)) in ("W", "F")}
for name, chars in (("latin", latin), ("cjk", cjk)):
    (work / (name + ".txt")).write_text(",".join("U+%04X" % c for c in sorted(chars)) + "\n")
print("%d characters for DejaVu, %d for WenQuanYi: %s" % (len(latin), len(cjk), "".join(map(chr, sorted(cjk)))))
PY

# No hinting (the renderer ignores it), every name record kept, the legacy kern table kept (the renderer
# reads it, not GPOS), layout and other tables the renderer never reads dropped, the .notdef box kept (missing characters draw it),
# head.modified left as in the source font.
options=(--no-hinting --name-IDs='*' --name-languages='*' --name-legacy --legacy-kern --notdef-outline
         --drop-tables+=GSUB,GPOS,GDEF,MATH,FFTM,BDF --no-recalc-timestamp --no-recalc-bounds)
subset() { # source, output, characters file, extra options…
  local source=$1 output=$2 characters=$3; shift 3
  "$venv/bin/pyftsubset" "$work/root/$source" --output-file="$output" --unicodes="$(cat "$work/$characters")" \
    "${options[@]}" "$@"
}

echo "== subsets in $out"
rm -rf "$out/DejaVu" "$out/WenQuanYi"
mkdir -p "$out/DejaVu" "$out/WenQuanYi"
subset usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$out/DejaVu/DejaVuSans.ttf" latin.txt
subset usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf "$out/DejaVu/DejaVuSans-Bold.ttf" latin.txt
subset usr/share/fonts/truetype/wqy/wqy-zenhei.ttc "$out/WenQuanYi/wqy-zenhei.ttf" cjk.txt --font-number=0
cp "$work/root/usr/share/doc/fonts-dejavu-core/copyright" "$out/DejaVu/LICENSE"
cp "$work/root/usr/share/doc/fonts-wqy-zenhei/copyright" "$out/WenQuanYi/LICENSE"
ls -l "$out"/*/*.ttf
(cd "$out" && sha256sum */*.ttf)
