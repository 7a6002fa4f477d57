#!/usr/bin/env bash
# Runs the README's `npm start` on a fresh data folder and checks that it serves the app and a
# healthy /api/health with no database server, and that the first start's fetches of the community
# platforms catalog and of the satellite packs fail without harm when their upstreams cannot be
# reached (CI never reaches the network: each upstream is a folder that does not exist); records
# one passed or failed test.
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
kill -- -$pid 2>/dev/null || kill $pid 2>/dev/null
pkill -f "apps/api/dist/main.js" 2>/dev/null
wait $pid 2>/dev/null
if [ $ok = 1 ]; then
  echo '{"runner":"quick-start","passed":1,"failed":0}' >"$out"
  echo "npm start served http://127.0.0.1:$port with a healthy database"
else
  echo '{"runner":"quick-start","passed":0,"failed":1}' >"$out"
  tail -n 40 "$data/start.log"
  exit 1
fi
