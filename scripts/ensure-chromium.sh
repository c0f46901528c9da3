#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests: $CHROME_PATH, else /usr/bin/chromium.
# When neither exists and we run as root, installs Debian's chromium with apt; otherwise stops
# with a clear message. Browser builds are never downloaded.
set -euo pipefail
for candidate in "${CHROME_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium fonts-dejavu-core >&2
  echo /usr/bin/chromium
  exit 0
fi
cat >&2 <<'MSG'
No Chromium found for the browser tests.
Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or
Chrome executable, then run the tests again.
MSG
exit 1
