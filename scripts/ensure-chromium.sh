#!/usr/bin/env bash
# Prints the path of a Chromium: $CHROME_PATH when set, else Debian's full browser
# (/usr/bin/chromium, what Lighthouse audits).
# --for-tests: prefer Debian's chromium-headless-shell, the same Chromium built as the old
# headless shell that Playwright itself runs headless tests in. It does the same rendering with
# less work per page: the accessibility suite took 128 s instead of 180 s on 2 cores (ADR 0072).
# Missing packages are installed with apt when we run as root (after `apt-get update`: without it
# Debian's index can offer a stale build); otherwise the full browser is used, or a clear message
# ends the run. Browser builds are never downloaded.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then echo "$CHROME_PATH"; exit 0; fi

wanted=/usr/bin/chromium
packages="chromium"
if [ "${1:-}" = "--for-tests" ]; then
  wanted=/usr/bin/chromium-headless-shell
  packages="chromium chromium-headless-shell"
fi
if [ -x "$wanted" ]; then echo "$wanted"; exit 0; fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $packages..." >&2
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq >&2 && apt-get install -y -qq $packages fonts-dejavu-core >&2; then
    echo "$wanted"
    exit 0
  fi
  echo "apt could not install $packages." >&2
fi
for fallback in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$fallback" ]; then
    echo "Using $fallback: $wanted is not installed." >&2
    echo "$fallback"
    exit 0
  fi
done
cat >&2 <<'MSG'
No Chromium found for the browser tests.
Install it (Debian/Ubuntu: `sudo apt-get install chromium chromium-headless-shell`) or set
CHROME_PATH to a Chromium or Chrome executable, then run the tests again.
MSG
exit 1
