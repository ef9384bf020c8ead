#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 60), two at a time, from the seed corpus
# (seed.py) with the grammar's dictionary (uri.dict). Needs a nightly toolchain and cargo-fuzz
# (`cargo install cargo-fuzz`). Logs in fuzz/logs/; a crash stops its target and is kept in
# fuzz/artifacts/<target>/.
#   fuzz/run.sh 600          # ten minutes each
set -euo pipefail
cd "$(dirname "$0")"
each=${1:-60}
targets=(parse render resolve normalize builder percent iri_parse iri_normalize iri_to_uri audit extract
    file_path interop)
python3 seed.py
cargo +nightly fuzz build -O
mkdir -p logs
run() {
    cargo +nightly fuzz run -O "$1" "corpus/$1" -- \
        -max_total_time="$each" -dict=uri.dict -max_len=4096 -print_final_stats=1 \
        > "logs/$1.log" 2>&1
}
status=0
for ((i = 0; i < ${#targets[@]}; i += 2)); do
    pids=()
    for t in "${targets[@]:i:2}"; do
        run "$t" & pids+=($!)
    done
    for pid in "${pids[@]}"; do
        wait "$pid" || status=1
    done
done
for t in "${targets[@]}"; do
    done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "logs/$t.log" | tail -1 || true)
    runs=$(grep -E '^stat::number_of_executed_units' "logs/$t.log" | awk '{print $2}' || true)
    echo "$t: ${runs:-?} executions; ${done_line:-no DONE line: see logs/$t.log}"
done
exit "$status"
