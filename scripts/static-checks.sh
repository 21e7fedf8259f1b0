#!/usr/bin/env bash
# The static checks and the build of `npm test`, two at a time (each is mostly single-threaded; this machine kind has
# two cores), the next one started as soon as either ends: name the longest first. Each step's output is printed
# whole once it ends; the exit status is 1 if any failed.
#   scripts/static-checks.sh typecheck format:check lint build check:cycles knip
set -uo pipefail

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
declare -A names=()
failed=0

# Waits for whichever step ends first and prints its output.
finish_one() {
  local pid status
  wait -n -p pid "${!names[@]}"
  status=$?
  local name=${names[$pid]}
  unset "names[$pid]"
  if [[ $status -eq 0 ]]; then
    echo "✓ npm run $name"
  else
    echo "✗ npm run $name failed:"
    failed=1
  fi
  cat "$dir/$name.log"
}

for name in "$@"; do
  [[ ${#names[@]} -ge 2 ]] && finish_one
  npm run -s "$name" >"$dir/$name.log" 2>&1 &
  names[$!]=$name
done
while [[ ${#names[@]} -gt 0 ]]; do finish_one; done
exit $failed
