#!/usr/bin/env bash
# Runs the browser suite against the HTML reference client.
#
#   Tests/Browser/run.sh [--binary PATH] [--update-preview] [--visual-only | --skip-visual]
#                        [--only conformance | --only flows]
#   RECORD_VISUAL=1 Tests/Browser/run.sh --visual-only     # re-record Tests/Visual/Baselines
#
# Needs Debian's chromium, chromium-driver, fonts-lato, fonts-dejavu-core and fonts-noto-core
# and PyPI's selenium and pillow (.ci/run installs them). Without --binary (or $ALERT_RENDER)
# it builds alert-render with swift build. Screenshots go to .build/browser-artifacts/, visual
# differences to .build/visual-diffs/; the last line reads "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null; then
  echo "Tests/Browser: chromium is not installed (apt-get install chromium chromium-driver)" >&2
  exit 1
fi
if ! python3 -c 'import selenium, PIL' 2>/dev/null; then
  echo "Tests/Browser: selenium or pillow is not installed (pip install selenium pillow)" >&2
  exit 1
fi
exec python3 Tests/Browser/run_browser_tests.py "$@"
