#!/usr/bin/env bash
# Runs the browser suite against the HTML reference client.
#
#   Tests/Browser/run.sh [--binary PATH] [--update-preview]
#
# Needs Debian's chromium and chromium-driver and PyPI's selenium (.ci/run installs them).
# Without --binary (or $ALERT_RENDER) it builds alert-render with swift build. Screenshots go
# to .build/browser-artifacts/; the last line reads "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null; then
  echo "Tests/Browser: chromium is not installed (apt-get install chromium chromium-driver)" >&2
  exit 1
fi
if ! python3 -c 'import selenium' 2>/dev/null; then
  echo "Tests/Browser: selenium is not installed (pip install selenium)" >&2
  exit 1
fi
exec python3 Tests/Browser/run_browser_tests.py "$@"
