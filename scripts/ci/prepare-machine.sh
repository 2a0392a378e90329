#!/usr/bin/env bash
# Makes the machine ready for the test command: Node >= 24 first on PATH (with headers for
# native addons) and Debian's Chromium for the browser tests. Source it: `. scripts/ci/prepare-machine.sh`.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# TLS through the machine's certificate store (a proxy may re-sign registry traffic): the npm
# config that says so lives under the system Node's prefix, which a Node from .tools/ doesn't read.
if [[ -f /etc/ssl/certs/ca-certificates.crt ]]; then
  export NODE_EXTRA_CA_CERTS="${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}"
  export npm_config_cafile="${npm_config_cafile:-/etc/ssl/certs/ca-certificates.crt}"
fi
node_bin="$(bash "$root/scripts/ci/ensure-node.sh")" || return 1
export PATH="$node_bin:$PATH"
# Native addons must be built against this Node's headers, not an older system Node's.
if [[ -d "$node_bin/../include/node" ]]; then export npm_config_nodedir="$(cd "$node_bin/.." && pwd)"; fi
echo "Node $(node -v), npm $(npm -v)"

if [[ ! -x /usr/bin/chromium || ! -x /usr/bin/bwrap ]]; then
  echo "Installing Debian's Chromium (browser tests) and bubblewrap (the judge's sandbox)..."
  if [[ $(id -u) -eq 0 ]]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq && $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium bubblewrap >/dev/null
fi
/usr/bin/chromium --version
