#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 60), two at a time, from its corpus and the
# seeds, with the grammar's dictionary (uri.dict); then minimizes each corpus (cargo fuzz cmin)
# and writes it back into its archive. A corpus is one archive per target,
# corpus/<target>.tar.gz, unpacked into corpus/<target>/ (not tracked) where seed.py adds the
# seeds. Needs a nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`). Logs in
# fuzz/logs/; a crash stops its target, is kept in fuzz/artifacts/<target>/, and leaves that
# target's archive as it was.
# Targets named after SECONDS run alone.
#   fuzz/run.sh 600          # ten minutes each
#   fuzz/run.sh 300 template # five minutes of one target
set -euo pipefail
cd "$(dirname "$0")"
each=${1:-60}
targets=(parse render resolve normalize builder percent iri_parse iri_normalize iri_to_uri audit extract
    file_path interop template)
if [ $# -gt 1 ]; then
    targets=("${@:2}")
fi
# corpus/$1.tar.gz into corpus/$1/, afresh (a new target starts empty).
unpack() {
    rm -rf "corpus/$1"
    mkdir -p "corpus/$1"
    if [ -f "corpus/$1.tar.gz" ]; then
        tar -xzf "corpus/$1.tar.gz" -C corpus
    fi
}
# corpus/$1/ into corpus/$1.tar.gz: its files in the order of their names, without owner or date,
# so that the same files give the same archive.
pack() {
    (cd corpus && find "$1" -type f -print0 | LC_ALL=C sort -z |
        tar --null -T - --format=ustar --owner=0 --group=0 --numeric-owner --mtime=@0 \
            --mode=a=r,u+w -cf - | gzip -n -9 > "$1.tar.gz.new" && mv "$1.tar.gz.new" "$1.tar.gz")
}
for t in "${targets[@]}"; do
    unpack "$t"
done
python3 seed.py
cargo +nightly fuzz build -O
mkdir -p logs
run() {
    cargo +nightly fuzz run -O "$1" "corpus/$1" -- \
        -max_total_time="$each" -dict=uri.dict -max_len=4096 -print_final_stats=1 \
        > "logs/$1.log" 2>&1
    cargo +nightly fuzz cmin -O "$1" "corpus/$1" -- -max_len=4096 > "logs/$1.cmin.log" 2>&1
    pack "$1"
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
    files=$(find "corpus/$t" -type f | wc -l)
    echo "$t: ${runs:-?} executions; ${done_line:-no DONE line: see logs/$t.log}; $files inputs"
done
exit "$status"
