#!/usr/bin/env bash
# scale.sh times urlcheck on one core and on two, on the same input, and
# prints the medians and ranges of both and the ratio of the medians.
#
#   examples/urlcheck/scale.sh [-n runs] [-r repeat] [-m min-ratio] [-- urlcheck flags] [corpus]
#
# It builds the command, writes the corpus (../shared/corpus/kasztp.txt
# beside the clone unless named) repeated -r times (20) to a temporary
# file, then runs urlcheck on it -n times (7) with GOMAXPROCS=1 and -n
# times with GOMAXPROCS=2, in pairs whose order alternates so that a
# drift in the machine's load falls on both. Output goes to /dev/null.
# It exits 1 when the ratio of the medians (one core's wall time over
# two cores') is below -m (1.6), 2 on an error.
#
# Times depend on the machine and what else runs on it: this is not part
# of CI. On a shared machine, look at the load averages it prints and at
# the CPU times (user+sys): when the load is above 0.5, the two-core
# runs compete for their second core and the ratio says little.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=7 repeat=20 min=1.6
while getopts n:r:m: opt; do
  case $opt in
    n) runs=$OPTARG ;;
    r) repeat=$OPTARG ;;
    m) min=$OPTARG ;;
    *) echo "usage: $0 [-n runs] [-r repeat] [-m min-ratio] [-- urlcheck flags] [corpus]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
flags=()
corpus=../shared/corpus/kasztp.txt
for a in "$@"; do
  case $a in
    -*) flags+=("$a") ;;
    *) corpus=$a ;;
  esac
done
[[ -r $corpus ]] || { echo "$0: cannot read $corpus" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/urlcheck" ./examples/urlcheck
for ((i = 0; i < repeat; i++)); do cat "$corpus"; done > "$tmp/input"
echo "input: $corpus x $repeat: $(wc -l < "$tmp/input") lines, $(wc -c < "$tmp/input") bytes; flags: ${flags[*]:-none}"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"

# once runs urlcheck with GOMAXPROCS=$1 and appends "procs wall cpu" to
# $tmp/times.
once() {
  local t status
  TIMEFORMAT='%3R %3U %3S'
  set +e
  t=$({ time GOMAXPROCS=$1 "$tmp/urlcheck" "${flags[@]}" "$tmp/input" > /dev/null 2> "$tmp/stderr"; } 2>&1)
  status=$?
  set -e
  if ((status > 1)); then
    echo "$0: urlcheck exited $status:" >&2; cat "$tmp/stderr" >&2; exit 2
  fi
  read -r real user sys <<< "$t"
  echo "$1 $real $(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.3f", u + s }')" >> "$tmp/times"
}

"$tmp/urlcheck" "${flags[@]}" "$tmp/input" > /dev/null || true # warm the page cache
for ((i = 0; i < runs; i++)); do
  if ((i % 2 == 0)); then once 1; once 2; else once 2; once 1; fi
done
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"

awk -v min="$min" '
  function median(a, n,   i, j, t) {
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
    return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
  }
  function lo(a, n,   i, m) { m = a[1]; for (i = 2; i <= n; i++) if (a[i] < m) m = a[i]; return m }
  function hi(a, n,   i, m) { m = a[1]; for (i = 2; i <= n; i++) if (a[i] > m) m = a[i]; return m }
  { n[$1]++; wall[$1, n[$1]] = $2; cpu[$1, n[$1]] = $3 }
  END {
    for (p = 1; p <= 2; p++) {
      for (i = 1; i <= n[p]; i++) { w[i] = wall[p, i]; c[i] = cpu[p, i] }
      mw[p] = median(w, n[p]); mc[p] = median(c, n[p])
      printf "GOMAXPROCS=%d: wall %.2f s median (%.2f-%.2f), cpu %.2f s median (%.2f-%.2f), %d runs\n",
        p, mw[p], lo(w, n[p]), hi(w, n[p]), mc[p], lo(c, n[p]), hi(c, n[p]), n[p]
    }
    for (i = 1; i <= n[1]; i++) r[i] = wall[1, i] / wall[2, i]
    ratio = mw[1] / mw[2]
    printf "ratio of the medians, 1 core / 2 cores: %.2fx (pairs: %.2f-%.2f)\n", ratio, lo(r, n[1]), hi(r, n[1])
    if (ratio < min) { printf "below %.2fx\n", min; exit 1 }
  }' "$tmp/times"
