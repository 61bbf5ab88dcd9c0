#!/usr/bin/env bash
# The Chromium the tests and benchmarks launch (launchers/chromium.ts): the browser CHROMIUM_BINARY
# names, with every --disable-features and --enable-features switch merged into one of each.
# Chromium keeps only the last of each, and Playwright and chrome-launcher pass their own lists
# before ours: without the merge, ours would silently turn theirs off.
set -euo pipefail
disable=() enable=() others=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) disable+=("${arg#--disable-features=}") ;;
    --enable-features=*) enable+=("${arg#--enable-features=}") ;;
    *) others+=("$arg") ;;
  esac
done
merged=()
if ((${#disable[@]})); then merged+=("--disable-features=$(IFS=,; printf "%s" "${disable[*]}")"); fi
if ((${#enable[@]})); then merged+=("--enable-features=$(IFS=,; printf "%s" "${enable[*]}")"); fi
exec "${CHROMIUM_BINARY:?CHROMIUM_BINARY names the browser to run}" "${others[@]}" "${merged[@]}"
