#!/usr/bin/env bash
# scale.sh times urlcheck on one core and on two, on the same input, and
# prints the medians and ranges of both and the ratio of the medians.
#
#   examples/urlcheck/scale.sh [-n runs] [-l lines] [-m min-ratio] [-raw FILE] [-- urlcheck flags] [corpus ...]
#
# It builds the command and writes an input of -l lines (1400000): the
# lines of the corpora (../shared/corpus/kasztp.txt and node_files.txt
# beside the clone unless named), one corpus after the other, repeated
# until there are that many. It runs urlcheck on it -n times (7) with
# GOMAXPROCS=1 and -n times with GOMAXPROCS=2, in pairs whose order
# alternates so that a drift in the machine's load falls on both.
# Output goes to /dev/null. It exits 1 when the ratio of the medians
# (one core's wall time over two cores') is below -m (1.6), 2 on an
# error. With -raw FILE it also appends one line per run to FILE, for
# .ci/bench:
#
#   urlcheck-run: FLAGS PROCS WALL CPU OTHERS RSS
#
# FLAGS are the urlcheck flags joined by "," ("text" when none); WALL
# and CPU (user+sys) are seconds; OTHERS is the CPU time, in seconds,
# that the rest of the machine used while the run lasted (/proc/stat's
# busy time less the run's own); RSS is the run's largest resident
# memory in KB.
#
# Times depend on the machine and what else runs on it: this is not part
# of CI. On a shared machine, other processes take the second core from
# the two-core runs, and the ratio of wall times says little; so it also
# prints what the CPU times say, and the ratio over the quiet pairs
# alone. CPU time is what the runs cost: two cores cost CPU2/CPU1 times
# one core's work, and could go at most 2 x CPU1/CPU2 times as fast,
# the ratio an idle machine gives when nothing in urlcheck waits (its
# reader, its workers and its writer run at once; see checkAll). Under
# load the two-core runs cost more CPU time as well, so the bound is low
# when OTHERS is high. A pair is quiet when, during both its runs,
# the rest of the machine used less than a tenth of one CPU (OTHERS <
# WALL/10).
set -euo pipefail
here=$PWD # a relative -raw or corpus is the caller's
cd "$(dirname "$0")/../.."

runs=7 lines=1400000 min=1.6 raw=
usage() {
  echo "usage: $0 [-n runs] [-l lines] [-m min-ratio] [-raw FILE] [-- urlcheck flags] [corpus ...]" >&2
  exit 2
}
flags=()
corpora=()
while (($#)); do
  case $1 in
    -n) runs=${2:?}; shift 2 ;;
    -l) lines=${2:?}; shift 2 ;;
    -m) min=${2:?}; shift 2 ;;
    -raw) raw=${2:?}; shift 2 ;;
    --) shift; for a in "$@"; do case $a in -*) flags+=("$a") ;; *) corpora+=("$a") ;; esac; done; break ;;
    -*) usage ;;
    *) corpora+=("$1"); shift ;;
  esac
done
[[ $runs =~ ^[1-9][0-9]*$ && $lines =~ ^[1-9][0-9]*$ ]] || usage
((${#corpora[@]})) || corpora=(../shared/corpus/kasztp.txt ../shared/corpus/node_files.txt)
for i in "${!corpora[@]}"; do
  [[ ${corpora[i]} = /* || -r ${corpora[i]} ]] || corpora[i]=$here/${corpora[i]}
  [[ -r ${corpora[i]} ]] || { echo "$0: cannot read ${corpora[i]}" >&2; exit 2; }
done
if [[ -n $raw ]]; then
  [[ $raw = /* ]] || raw=$here/$raw
  : >>"$raw" || { echo "$0: -raw $raw: cannot write it" >&2; exit 2; }
fi
name=$(IFS=,; echo "${flags[*]:-text}")

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/urlcheck" ./examples/urlcheck
# The corpora in turn, until the input has its lines (or a round of
# them gives none: they are empty).
awk -v n="$lines" 'BEGIN {
  for (more = 1; c < n && more; ) {
    more = 0
    for (i = 1; i < ARGC && c < n; i++) {
      while (c < n && (getline line < ARGV[i]) > 0) { print line; c++; more = 1 }
      close(ARGV[i])
    }
  }
}' "${corpora[@]}" >"$tmp/input"
echo "input: ${corpora[*]##*/} repeated: $(wc -l <"$tmp/input") lines, $(wc -c <"$tmp/input") bytes; flags: ${flags[*]:-none}"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"

# busy prints the machine's busy CPU time so far, in clock ticks.
busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat; }
ticks=$(getconf CLK_TCK)

# once runs urlcheck with GOMAXPROCS=$1 and appends
# "procs wall cpu others rss" to $tmp/times.
once() {
  local status before after real user sys rss
  before=$(busy)
  set +e
  /usr/bin/time -f '%e %U %S %M' -o "$tmp/time" env GOMAXPROCS="$1" "$tmp/urlcheck" "${flags[@]}" "$tmp/input" >/dev/null 2>"$tmp/stderr"
  status=$?
  set -e
  after=$(busy)
  if ((status > 1)); then
    echo "$0: urlcheck exited $status:" >&2; cat "$tmp/stderr" "$tmp/time" >&2; exit 2
  fi
  read -r real user sys rss < <(tail -n 1 "$tmp/time")
  awk -v p="$1" -v w="$real" -v u="$user" -v s="$sys" -v b="$before" -v a="$after" -v t="$ticks" -v r="$rss" \
    'BEGIN { o = (a - b) / t - u - s; printf "%d %.3f %.3f %.3f %d\n", p, w, u + s, o < 0 ? 0 : o, r }' >>"$tmp/times"
}

"$tmp/urlcheck" "${flags[@]}" "$tmp/input" >/dev/null || true # warm the page cache
for ((i = 0; i < runs; i++)); do
  if ((i % 2 == 0)); then once 1; once 2; else once 2; once 1; fi
done
echo "load average after:  $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
[[ -z $raw ]] || awk -v f="$name" '{ print "urlcheck-run: " f, $0 }' "$tmp/times" >>"$raw"

awk -v min="$min" '
  function median(a, n,   i, j, t) {
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
    return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
  }
  function lo(a, n,   i, m) { m = a[1]; for (i = 2; i <= n; i++) if (a[i] < m) m = a[i]; return m }
  function hi(a, n,   i, m) { m = a[1]; for (i = 2; i <= n; i++) if (a[i] > m) m = a[i]; return m }
  { k = ++n[$1]; wall[$1, k] = $2; cpu[$1, k] = $3; oth[$1, k] = $4; rss[$1, k] = $5 }
  END {
    for (p = 1; p <= 2; p++) {
      for (i = 1; i <= n[p]; i++) { w[i] = wall[p, i]; c[i] = cpu[p, i]; o[i] = oth[p, i]; m[i] = rss[p, i] / 1024 }
      mw[p] = median(w, n[p]); mc[p] = median(c, n[p])
      printf "GOMAXPROCS=%d: wall %.2f s median (%.2f-%.2f), cpu %.2f s (%.2f-%.2f), others %.2f s (%.2f-%.2f), max RSS %.0f MB (%.0f-%.0f), %d runs\n",
        p, mw[p], lo(w, n[p]), hi(w, n[p]), mc[p], lo(c, n[p]), hi(c, n[p]), median(o, n[p]), lo(o, n[p]), hi(o, n[p]), median(m, n[p]), lo(m, n[p]), hi(m, n[p]), n[p]
    }
    q = 0
    for (i = 1; i <= n[1]; i++) {
      r[i] = wall[1, i] / wall[2, i]
      if (oth[1, i] < wall[1, i] / 10 && oth[2, i] < wall[2, i] / 10) quiet[++q] = r[i]
    }
    ratio = mw[1] / mw[2]
    printf "wall time, 1 core / 2 cores: %.2fx, ratio of the medians (pairs: %.2f-%.2f)\n", ratio, lo(r, n[1]), hi(r, n[1])
    printf "cpu time, 2 cores / 1 core: %.2fx: 2 cores go at most %.2fx as fast\n", mc[2] / mc[1], 2 * mc[1] / mc[2]
    if (q) printf "quiet pairs: %d of %d, wall time 1 core / 2 cores %.2fx median (%.2f-%.2f)\n", q, n[1], median(quiet, q), lo(quiet, q), hi(quiet, q)
    else printf "quiet pairs: none of %d\n", n[1]
    if (ratio < min) { printf "wall ratio below %.2fx\n", min; exit 1 }
  }' "$tmp/times"
