#!/usr/bin/env bash
# Runs the README's `npm start` on a fresh data folder and checks that it serves the app and a
# healthy /api/health with no database server, and that the first start's fetches of the community
# platforms catalog and of the satellite packs fail without harm when their upstreams cannot be
# reached (CI never reaches the network: each upstream is a folder that does not exist); then
# that a SIGTERM to `npm` alone, as a supervisor sends it, stops the api and frees its data folder.
# Records two tests.
set -uo pipefail
out=$1
port=3999
data=$(mktemp -d)
PORT=$port SILLAGE_DATA_DIR=$data SILLAGE_PLATFORMS_REPOSITORY_URL=$data/no-upstream \
  SILLAGE_EXCLUSIONS_REPOSITORY_URL=$data/no-exclusions \
  SILLAGE_RESOURCES_REPOSITORY_URL=$data/no-resources \
  npm start >"$data/start.log" 2>&1 &
pid=$!
ok=0
for _ in $(seq 1 180); do
  if curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 &&
    curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' &&
    curl -fsS "http://127.0.0.1:$port/api/platforms-catalog/status" | grep -q '"state":"failed"'; then
    ok=1
    break
  fi
  kill -0 $pid 2>/dev/null || break
  sleep 1
done
stopped=0
if [ $ok = 1 ]; then
  kill -TERM $pid 2>/dev/null
  for _ in $(seq 1 30); do
    if ! curl -fsS -m 1 "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && [ ! -e "$data/db.lock" ]; then
      stopped=1
      break
    fi
    sleep 1
  done
fi
kill -- -$pid 2>/dev/null || kill $pid 2>/dev/null
# An api this start left running, and only this checkout's: other servers on the machine are not
# ours to stop.
for api in $(pgrep -f "apps/api/dist/main.js"); do
  [ "$(readlink "/proc/$api/cwd" 2>/dev/null)" = "$PWD" ] && kill "$api" 2>/dev/null
done
wait $pid 2>/dev/null
passed=$((ok + stopped))
echo "{\"runner\":\"quick-start\",\"passed\":$passed,\"failed\":$((2 - passed))}" >"$out"
if [ $ok = 1 ]; then
  echo "npm start served http://127.0.0.1:$port with a healthy database"
fi
if [ $stopped = 1 ]; then
  echo "a SIGTERM to npm stopped the api and freed its data folder"
fi
if [ $passed != 2 ]; then
  [ $ok = 1 ] && echo "the api outlived a SIGTERM to npm (or kept $data/db.lock)"
  tail -n 40 "$data/start.log"
  exit 1
fi
