#!/usr/bin/env bash
# Packs `routegen` as an artifact bundle for the binary build plugin (Plugins/Binary), so that apps
# adopting the plugin do not compile swift-syntax on every clean build.
#
#   scripts/make-artifactbundle.sh [--binary PATH] [--output DIR] [--version V] [--scratch-path DIR]
#                                  [--url URL [--manifest Plugins/Binary/Package.swift]]
#
# Without --binary it builds a release `routegen` first: on Linux with a static Swift standard
# library and Foundation (--static-swift-stdlib), so the binary runs on machines without a Swift
# toolchain; on macOS as a universal binary (arm64 and x86_64). With --binary it packs that file
# as it is (the tests pack their debug build, which needs the toolchain's runtime to run).
#
# Writes DIR/routegen.artifactbundle/ (info.json and the binary), DIR/routegen.artifactbundle.zip and
# prints the zip's checksum as `swift package compute-checksum` gives it. With --url (where the
# release will host that zip), also writes the URL and checksum into the binary plugin's manifest.
#
# libclang is not in the bundle: routegen loads it at run time for Objective-C files (the system's
# libclang, or the one of the Swift toolchain / Xcode), as the source-built tool does.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BINARY=""
OUTPUT="$ROOT/.build-artifactbundle"
VERSION="$(sed -n 's/.*current = "\(.*\)".*/\1/p' "$ROOT/Sources/RouteGenModel/RouteGenVersion.swift")"
SCRATCH="$ROOT/.build-release"
URL=""
MANIFEST="$ROOT/Plugins/Binary/Package.swift"

while [[ $# -gt 0 ]]; do
    case "$1" in
        --binary) BINARY="$2"; shift 2 ;;
        --output) OUTPUT="$2"; shift 2 ;;
        --version) VERSION="$2"; shift 2 ;;
        --scratch-path) SCRATCH="$2"; shift 2 ;;
        --url) URL="$2"; shift 2 ;;
        --manifest) MANIFEST="$2"; shift 2 ;;
        -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
        *) echo "make-artifactbundle.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done

case "$(uname -s)" in
    Darwin)
        VARIANT="routegen-$VERSION-macos"
        TRIPLES='"arm64-apple-macosx", "x86_64-apple-macosx"'
        if [[ -z "$BINARY" ]]; then
            swift build --package-path "$ROOT" --scratch-path "$SCRATCH" -c release --product routegen --arch arm64 --arch x86_64 >&2
            BINARY="$SCRATCH/apple/Products/Release/routegen"
        fi
        ;;
    Linux)
        ARCH="$(uname -m)"
        [[ "$ARCH" == "arm64" ]] && ARCH="aarch64"
        VARIANT="routegen-$VERSION-linux-$ARCH"
        TRIPLES="\"$ARCH-unknown-linux-gnu\""
        if [[ -z "$BINARY" ]]; then
            swift build --package-path "$ROOT" --scratch-path "$SCRATCH" -c release --product routegen --static-swift-stdlib >&2
            BINARY="$SCRATCH/release/routegen"
        fi
        ;;
    *) echo "make-artifactbundle.sh: unsupported system $(uname -s)" >&2; exit 2 ;;
esac

[[ -x "$BINARY" ]] || { echo "make-artifactbundle.sh: no executable at $BINARY" >&2; exit 1; }

BUNDLE="$OUTPUT/routegen.artifactbundle"
rm -rf "$BUNDLE" "$BUNDLE.zip"
mkdir -p "$BUNDLE/$VARIANT/bin"
cp "$BINARY" "$BUNDLE/$VARIANT/bin/routegen"
chmod 755 "$BUNDLE/$VARIANT/bin/routegen"
cp "$ROOT/LICENSE" "$BUNDLE/$VARIANT/LICENSE"
# The artifact's name is the tool's name: the plugin asks for `context.tool(named: "routegen")`.
cat > "$BUNDLE/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "routegen": {
      "version": "$VERSION",
      "type": "executable",
      "variants": [
        {
          "path": "$VARIANT/bin/routegen",
          "supportedTriples": [$TRIPLES]
        }
      ]
    }
  }
}
JSON

# Fixed times and no extra attributes, so the same binary gives the same zip (and checksum).
find "$BUNDLE" -exec touch -h -t 200001010000 {} +
(cd "$OUTPUT" && find routegen.artifactbundle | LC_ALL=C sort | zip -q -X -@ routegen.artifactbundle.zip)
CHECKSUM="$(cd "$OUTPUT" && swift package compute-checksum routegen.artifactbundle.zip)"

if [[ -n "$URL" ]]; then
    python3 - "$MANIFEST" "$URL" "$CHECKSUM" <<'PY'
import re, sys
path, url, checksum = sys.argv[1:]
text = open(path, encoding="utf-8").read()
text, urls = re.subn(r'url: "[^"]*"', f'url: "{url}"', text, count=1)
text, sums = re.subn(r'checksum: "[0-9a-f]*"', f'checksum: "{checksum}"', text, count=1)
if urls != 1 or sums != 1:
    sys.exit(f"{path}: no binaryTarget url/checksum to fill in")
open(path, "w", encoding="utf-8").write(text)
PY
    echo "wrote the URL and checksum into $MANIFEST" >&2
fi

echo "$BUNDLE.zip" >&2
echo "$CHECKSUM"
