#!/usr/bin/env bash
# The static checks of `npm test`, two at a time (they are single-threaded; this machine kind has two cores).
# Each check's output is printed whole once it ends; the exit status is 1 if any failed.
#   scripts/static-checks.sh lint format:check typecheck check:cycles knip
set -uo pipefail

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
names=()
failed=0

finish() {
  local pid=$1 name=$2
  if wait "$pid"; then
    echo "✓ npm run $name"
  else
    echo "✗ npm run $name failed:"
    failed=1
  fi
  cat "$dir/$name.log"
}

for name in "$@"; do
  if [[ ${#pids[@]} -ge 2 ]]; then
    finish "${pids[0]}" "${names[0]}"
    pids=("${pids[@]:1}")
    names=("${names[@]:1}")
  fi
  npm run -s "$name" >"$dir/$name.log" 2>&1 &
  pids+=($!)
  names+=("$name")
done
for i in "${!pids[@]}"; do finish "${pids[$i]}" "${names[$i]}"; done
exit $failed
