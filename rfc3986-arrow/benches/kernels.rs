//! The component kernels beside a plain loop of the library's parse over the same rows (the web
//! corpus repeated), on each input type, in batches of 8192 rows as DataFusion gives them: what
//! the views, the null masks and the arrays cost on top of parsing.
//!
//! `cargo bench -p rfc3986-arrow --bench kernels [-- KERNEL [INPUT]]` (`KERNEL_ROWS` sets the
//! number of rows, a million by default; `KERNEL` and `INPUT` choose by a part of their names).

use std::hint::black_box;
use std::time::{Duration, Instant};

use arrow_array::{Array, LargeStringArray, StringArray, StringViewArray};
use rfc3986_arrow::rfc3986::UriRef;
use rfc3986_arrow::{Component, Grammar, Rule};

/// The rows a kernel is given at a time: DataFusion's batch size.
const BATCH: usize = 8192;

/// The best times of `baseline` and of `f`, run by turns eleven times each (so that a slow
/// spell of the machine falls on both).
fn by_turns(baseline: &dyn Fn(), f: &dyn Fn()) -> (Duration, Duration) {
    let time = |f: &dyn Fn()| {
        let start = Instant::now();
        f();
        start.elapsed()
    };
    (0..11).fold((Duration::MAX, Duration::MAX), |(b, k), _| {
        (b.min(time(baseline)), k.min(time(f)))
    })
}

fn main() {
    let rows: usize = std::env::var("KERNEL_ROWS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1_000_000);
    let corpus = rfc3986_test_support::corpus::text(rfc3986_test_support::corpus::WEB);
    let lines: Vec<&str> = corpus.lines().collect();
    let row = |r: usize| lines[r % lines.len()];
    let utf8 = StringArray::from_iter_values((0..rows).map(row));
    let large = LargeStringArray::from_iter_values((0..rows).map(row));
    let view = StringViewArray::from_iter_values((0..rows).map(row));
    let inputs: [(&str, &dyn Array); 3] =
        [("Utf8", &utf8), ("LargeUtf8", &large), ("Utf8View", &view)];

    let per_row = |d: Duration| d.as_secs_f64() * 1e9 / rows as f64;
    let parse_loop = || {
        for row in utf8.iter().flatten() {
            let _ = black_box(UriRef::parse(black_box(row)));
        }
    };
    println!("### The kernels beside a loop of `UriRef::parse`: {rows} rows of `web-kasztp.txt`\n");
    println!(
        "Each kernel is given batches of {BATCH} rows (slices of the array), as an engine does; \
         it and the parse loop (over the `Utf8` rows) are run by turns, best of 11.\n"
    );
    println!("| kernel | input | ns/row | parse loop ns/row | time vs the parse loop |");
    println!("|---|---|---:|---:|---:|");
    type Kernel<'a> = (&'a str, Box<dyn Fn(&dyn Array) -> usize + 'a>);
    let mut kernels: Vec<Kernel> = vec![(
        "is_valid",
        Box::new(|a| {
            rfc3986_arrow::is_valid(a, Rule::UriReference, Grammar::Uri)
                .unwrap()
                .len()
        }),
    )];
    for component in Component::ALL {
        kernels.push((
            component.name(),
            Box::new(move |a| {
                rfc3986_arrow::component(a, component, Grammar::Uri)
                    .unwrap()
                    .len()
            }),
        ));
    }
    // The host kernel as the bindings run it: its entry of the table, on a `Call`.
    let host = rfc3986_arrow::kernels::kernel("host").expect("the table has host");
    kernels.push((
        "host (the table's entry)",
        Box::new(move |a| {
            let arguments = [rfc3986_arrow::kernels::Value::Array(a)];
            let call = rfc3986_arrow::kernels::Call::new(&arguments);
            (host.run)(&call).unwrap().len()
        }),
    ));
    kernels.push((
        "parse (7 components)",
        Box::new(|a| rfc3986_arrow::parse(a, Grammar::Uri).unwrap().len()),
    ));
    // `cargo bench ... -- host` runs the kernels whose names hold `host`, on inputs whose
    // names hold a second word if one is given.
    let mut filter = std::env::args().skip(1).filter(|arg| !arg.starts_with('-'));
    let (only, only_input) = (filter.next(), filter.next());
    let chosen =
        |name: &str, only: &Option<String>| only.as_ref().is_none_or(|o| name.contains(o.as_str()));
    for (name, kernel) in &kernels {
        if !chosen(name, &only) {
            continue;
        }
        for (input, array) in inputs {
            if !chosen(input, &only_input) {
                continue;
            }
            let (parse, took) = by_turns(&parse_loop, &|| {
                for start in (0..rows).step_by(BATCH) {
                    let batch = array.slice(start, BATCH.min(rows - start));
                    black_box(kernel(black_box(&batch)));
                }
            });
            println!(
                "| {name} | {input} | {:.1} | {:.1} | {:.2}x |",
                per_row(took),
                per_row(parse),
                took.as_secs_f64() / parse.as_secs_f64()
            );
        }
    }
}
