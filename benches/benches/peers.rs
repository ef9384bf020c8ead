//! `cargo bench -p rfc3986-benches`: rfc3986 beside its peers on real corpora, in one run.
//!
//! Set `BENCH_ROUNDS` to change the number of interleaved rounds (default 31), and
//! `BENCH_ONLY` to a comma-separated list of sections (`parse`, `iri`, `build`, `resolve`,
//! `hostile`, `normalize`, `audit`, `extract`, `file`, `domain`, `template`) to run only those. Set `BENCH_WRITE` to a
//! file (a path from the repository's root, such as `PERFORMANCE.md`) to write the run's results
//! into it as well, with the command, the date, the machine, the compiler and the vector code
//! used, in place of what is between its lines `<!-- bench:begin -->` and `<!-- bench:end -->`.

use rfc3986_benches::contenders::{
    self, AUDITORS, DOMAIN_FINDERS, EXTRACTORS, FILE_CONVERTERS, IRI_PARSERS, MAPPERS, NORMALIZERS,
    PARSERS, RESOLVERS, TEMPLATE_EXPANDERS,
};
use rfc3986_benches::report::{self, Report, Run};
use rfc3986_benches::{pass, round_robin, timed, Corpus, Measurement};

fn main() {
    let rounds: usize = std::env::var("BENCH_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(31);
    let only = std::env::var("BENCH_ONLY").ok();
    let wanted = |section: &str| {
        only.as_deref()
            .is_none_or(|only| only.split(',').any(|s| s.trim() == section))
    };
    let mut report = Report::default();
    report.line(format_args!(
        "size_of::<rfc3986::UriRef>() = {} bytes",
        std::mem::size_of::<rfc3986::UriRef<'_>>()
    ));
    if wanted("parse") {
        parse_section(&mut report, rounds);
    }
    if wanted("iri") {
        iri_section(&mut report, rounds);
    }
    if wanted("build") {
        let corpus = Corpus::load("web-kasztp.txt");
        report.table("build", &corpus, &build_round_robin(&corpus, rounds));
    }
    if wanted("resolve") {
        resolve_section(&mut report, rounds);
    }
    if wanted("hostile") {
        hostile_section(&mut report);
    }
    if wanted("normalize") {
        normalize_section(&mut report, rounds);
    }
    if wanted("audit") {
        audit_section(&mut report, rounds);
    }
    if wanted("extract") {
        extract_section(&mut report, rounds);
    }
    if wanted("file") {
        file_section(&mut report, rounds);
    }
    if wanted("domain") {
        domain_section(&mut report, rounds);
    }
    if wanted("template") {
        template_section(&mut report, rounds);
    }
    if let Some(path) = std::env::var_os("BENCH_WRITE") {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .expect("the benchmarks are a folder of the repository");
        let path = root.join(path);
        if let Err(error) = report::write_between_markers(&path, &Run::here(), &report) {
            eprintln!("BENCH_WRITE: {error}");
            std::process::exit(1);
        }
        println!("\nThe results are written into {}.", path.display());
    }
}

/// The registrable domain of each host name of the web corpus by the Public Suffix List: ours
/// by the ICANN section (the default) and by both, beside the `psl` crate's `domain_str` (both
/// sections; the crate whose list ours embeds) given the host in lowercase, with the goal
/// lines: each of ours at most 1.5x the time of `psl`'s.
fn domain_section(report: &mut Report, rounds: usize) {
    use rfc3986::domain::{Section, SuffixList};
    let hosts = Corpus::host_names();
    let lowercase: Vec<String> = hosts.lines.iter().map(|h| h.to_ascii_lowercase()).collect();
    let list = SuffixList::embedded();
    let measurements = round_robin(DOMAIN_FINDERS, rounds, |which| match which {
        0 => pass(&hosts.lines, |host| {
            contenders::rfc3986_registrable_domain(&list, Section::Icann, host)
        }),
        1 => pass(&hosts.lines, |host| {
            contenders::rfc3986_registrable_domain(&list, Section::All, host)
        }),
        _ => pass(&lowercase, contenders::psl_registrable_domain),
    });
    report.table(
        "registrable domain (accepted: hosts that have one)",
        &hosts,
        &measurements,
    );
    let psl = measurements[2].median.as_secs_f64();
    for ours in &measurements[..2] {
        let over_psl = ours.median.as_secs_f64() / psl;
        let verdict = if over_psl <= 1.5 { "met" } else { "NOT met" };
        report.line(format_args!(
            "\n{} takes {over_psl:.2}x the time of psl::domain_str (goal: at most 1.5x, {verdict}).",
            ours.name
        ));
    }
}

/// URI Templates (RFC 6570): the templates of the shared suite (uri-templates/uritemplate-test)
/// that have an expansion, each expanded with its values, beside iri-string's expansion, with
/// the goal line (at least 2x). Templates are parsed beforehand on both sides; a pass goes over
/// the cases that every contender expands (iri-string panics on some), 100 times. Each
/// contender's expansions are compared with the suite's beforehand.
fn template_section(report: &mut Report, rounds: usize) {
    use iri_string::template::simple_context::{SimpleContext, Value as Theirs};
    use iri_string::template::UriTemplateStr;
    use rfc3986::template::{Template, Value};
    const PASSES: usize = 100;
    let cases: Vec<_> = rfc3986_test_support::template_suite::cases()
        .into_iter()
        .filter(|case| !case.expected.is_empty())
        .collect();
    let ours: Vec<_> = cases
        .iter()
        .map(|case| {
            let template = Template::parse(&case.template).expect("a template of the suite");
            (template, &case.variables)
        })
        .collect();
    let theirs: Vec<_> = cases
        .iter()
        .map(|case| {
            let mut context = SimpleContext::new();
            for (name, value) in &case.variables {
                let value = match value {
                    Value::String(text) => Theirs::String(text.clone()),
                    Value::List(items) => Theirs::List(items.clone()),
                    Value::Assoc(pairs) => Theirs::Assoc(pairs.clone()),
                };
                context.insert(name.as_str(), value);
            }
            Some((UriTemplateStr::new(&case.template).ok()?, context))
        })
        .collect();
    // Each contender's expansion of each case, `None` where it refuses or panics.
    let expansions = |expand: &dyn Fn(usize, &mut String) -> bool| -> Vec<Option<String>> {
        let hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let expansions = (0..cases.len())
            .map(|k| {
                let mut out = String::new();
                let done =
                    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| expand(k, &mut out)));
                done.unwrap_or(false).then_some(out)
            })
            .collect();
        std::panic::set_hook(hook);
        expansions
    };
    let expand_theirs = |k: usize, out: &mut String| {
        theirs[k].as_ref().is_some_and(|(template, context)| {
            contenders::iri_string_expand(template, context, out)
        })
    };
    let outcomes = [
        expansions(&|k, out| contenders::rfc3986_expand(&ours[k].0, ours[k].1, out)),
        expansions(&|k, out| contenders::rfc3986_expand_reference(&ours[k].0, ours[k].1, out)),
        expansions(&expand_theirs),
    ];
    // The cases timed: those every contender expands.
    let timed_cases: Vec<usize> = (0..cases.len())
        .filter(|&k| outcomes.iter().all(|outcome| outcome[k].is_some()))
        .collect();
    let mut out = String::new();
    let measurements = round_robin(TEMPLATE_EXPANDERS, rounds, |which| {
        timed(|| {
            let mut accepted = 0;
            for _ in 0..PASSES {
                for &k in &timed_cases {
                    let (template, vars) = &ours[k];
                    let done = match which {
                        0 => contenders::rfc3986_expand(template, vars, &mut out),
                        1 => contenders::rfc3986_expand_reference(template, vars, &mut out),
                        _ => expand_theirs(k, &mut out),
                    };
                    accepted += usize::from(done);
                }
            }
            accepted
        })
    });
    let lines: Vec<String> = (0..PASSES)
        .flat_map(|_| timed_cases.iter().map(|&k| cases[k].template.clone()))
        .collect();
    let corpus = Corpus {
        name: "the shared suite's templates that every contender expands, 100 times",
        bytes: lines.iter().map(String::len).sum(),
        lines,
    };
    report.table(
        "expand URI Templates (accepted: expansions made, of the 100 passes)",
        &corpus,
        &measurements,
    );
    for (name, outcome) in TEMPLATE_EXPANDERS.iter().zip(&outcomes) {
        let right = outcome
            .iter()
            .zip(&cases)
            .filter(|(got, case)| got.as_ref().is_some_and(|got| case.expected.contains(got)))
            .count();
        report.line(format_args!(
            "{name} gives the suite's expansion for {right} of its {} cases that have one.",
            cases.len()
        ));
    }
    print_faster(
        report,
        &measurements,
        "expands templates",
        "iri-string",
        2.0,
    );
}

/// File URIs and paths (RFC 8089), both ways, beside `url`'s `to_file_path` and
/// `from_file_path`, with the goal lines. The corpus's URLs name their files under a host
/// (`file://benchmark/v8/x.js`), which no local path has: each is read as local
/// (`file:///benchmark/v8/x.js`), and its path is that URI's (`/benchmark/v8/x.js`, decoded).
fn file_section(report: &mut Report, rounds: usize) {
    let (uris, paths) = file_corpora();
    let measurements = round_robin(FILE_CONVERTERS, rounds, |which| match which {
        0 => pass(&uris.lines, contenders::rfc3986_to_path),
        _ => pass(&uris.lines, contenders::url_to_path),
    });
    report.table(
        "file URI to path (parse, decode, into a PathBuf)",
        &uris,
        &measurements,
    );
    print_faster(report, &measurements, "converts URIs to paths", "url", 2.0);
    let measurements = round_robin(FILE_CONVERTERS, rounds, |which| match which {
        0 => pass(&paths.lines, contenders::rfc3986_from_path),
        _ => pass(&paths.lines, contenders::url_from_path),
    });
    report.table(
        "path to file URI (encode, into an owned URI)",
        &paths,
        &measurements,
    );
    print_faster(report, &measurements, "converts paths to URIs", "url", 2.0);
}

/// The file corpus as local file URIs, and their paths.
fn file_corpora() -> (Corpus, Corpus) {
    let corpus = Corpus::load(rfc3986_test_support::corpus::FILES);
    let uris: Vec<String> = corpus
        .lines
        .iter()
        .map(|line| line.replacen("file://", "file:///", 1))
        .collect();
    let paths: Vec<String> = uris
        .iter()
        .map(|uri| {
            let uri = rfc3986::UriRef::parse(uri).expect("the corpus is valid");
            let path = rfc3986::file::to_posix_path(&uri).expect("a local file URI");
            String::from_utf8(path.into_owned()).expect("the corpus's paths are UTF-8")
        })
        .collect();
    let corpus = |name, lines: Vec<String>| Corpus {
        name,
        bytes: lines.iter().map(String::len).sum(),
        lines,
    };
    (
        corpus("file-node.txt, as local file URIs", uris),
        corpus("file-node.txt, the paths of its URIs", paths),
    )
}

/// The audit (RFC 3986 section 7) over the web corpus, against the parse it starts with, with
/// the goal line: at most three times the parse's cost.
fn audit_section(report: &mut Report, rounds: usize) {
    let corpus = Corpus::load(rfc3986_test_support::corpus::WEB);
    let lines = &corpus.lines;
    let measurements = round_robin(AUDITORS, rounds, |which| match which {
        0 => pass(lines, contenders::rfc3986_iri),
        _ => pass(lines, contenders::rfc3986_audit),
    });
    report.table(
        "audit (accepted: inputs with at least one finding)",
        &corpus,
        &measurements,
    );
    let over_parse = measurements[1].median.as_secs_f64() / measurements[0].median.as_secs_f64();
    let verdict = if over_parse <= 3.0 { "met" } else { "NOT met" };
    report.line(format_args!(
        "\nThe audit takes {over_parse:.2}x the time of parsing (goal: at most 3x, {verdict})."
    ));
}

/// Finding the URIs in 3.4 MB of prose (RFC 3986 Appendix C), beside linkify's URL finder, with
/// the goal line. The whole text is one input; the "accepted" column counts the URIs found.
fn extract_section(report: &mut Report, rounds: usize) {
    let text = rfc3986_test_support::corpus::text(rfc3986_test_support::corpus::PROSE);
    let prose = Corpus {
        name: rfc3986_test_support::corpus::PROSE,
        bytes: text.len(),
        lines: vec![text],
    };
    let text = &prose.lines[0];
    let finder = contenders::linkify_finder();
    let measurements = round_robin(EXTRACTORS, rounds, |which| {
        timed(|| match which {
            0 => contenders::rfc3986_extract(std::hint::black_box(text)),
            1 => contenders::rfc3986_extract_iri(std::hint::black_box(text)),
            _ => contenders::linkify_extract(&finder, std::hint::black_box(text)),
        })
    });
    report.table(
        "extract URIs from prose (the whole text as one input)",
        &prose,
        &measurements,
    );
    let time = |name| median_seconds(&measurements, name);
    if let (Some(ours), Some(theirs)) = (time("rfc3986"), time("linkify")) {
        let faster = theirs / ours;
        let verdict = if faster >= 3.0 { "met" } else { "NOT met" };
        report.line(format_args!(
            "\nrfc3986 extracts URIs {faster:.2}x as fast as linkify (goal: at least 3x, {verdict})."
        ));
    }
}

/// Parsing both corpora, with the goal lines.
fn parse_section(report: &mut Report, rounds: usize) {
    for name in ["web-kasztp.txt", "file-node.txt"] {
        let corpus = Corpus::load(name);
        let measurements = parse_round_robin(&corpus, rounds);
        report.table("parse", &corpus, &measurements);
        print_goals(report, &measurements);
    }
}

/// The median time of the contender `name`, in seconds.
fn median_seconds(measurements: &[Measurement], name: &str) -> Option<f64> {
    measurements
        .iter()
        .find(|m| m.name == name)
        .map(|m| m.median.as_secs_f64())
}

/// Resolution in both modes, with the goal line.
fn resolve_section(report: &mut Report, rounds: usize) {
    let pairs = Corpus::load("relrefs.tsv");
    let measurements = resolve_round_robin(&pairs, rounds);
    report.table(
        "resolve (parse base and reference, resolve, write the target)",
        &pairs,
        &measurements,
    );
    print_faster(report, &measurements, "resolves", "oxiri", 2.0);
    let measurements = resolve_parsed_base_round_robin(&pairs, rounds);
    report.table(
        "resolve against a base parsed beforehand (parse the reference, resolve, write)",
        &pairs,
        &measurements,
    );
    print_faster(
        report,
        &measurements,
        "resolves against parsed bases",
        "oxiri",
        2.5,
    );
}

/// Resolution as a program does it with one base and many references: each base parsed
/// beforehand (the corpus has 200); per line, the reference parsed and resolved (`join` for
/// us, `resolve` of a string for oxiri), the target written.
fn resolve_parsed_base_round_robin(pairs: &Corpus, rounds: usize) -> Vec<Measurement> {
    let split: Vec<(&str, &str)> = pairs
        .lines
        .iter()
        .filter_map(|l| l.split_once('\t'))
        .collect();
    let ours: Vec<(rfc3986::UriRef<'_>, &str)> = split
        .iter()
        .filter_map(|&(b, r)| Some((rfc3986::UriRef::parse(b).ok()?, r)))
        .collect();
    let oxiri: Vec<(oxiri::Iri<&str>, &str)> = split
        .iter()
        .filter_map(|&(b, r)| Some((oxiri::Iri::parse(b).ok()?, r)))
        .collect();
    let fluent: Vec<(fluent_uri::Uri<&str>, &str)> = split
        .iter()
        .filter_map(|&(b, r)| Some((fluent_uri::Uri::parse(b).ok()?, r)))
        .collect();
    round_robin(&["rfc3986", "oxiri", "fluent-uri"], rounds, |which| {
        timed(|| match which {
            0 => ours
                .iter()
                .filter(|(base, r)| {
                    base.join(std::hint::black_box(r))
                        .map(|t| std::hint::black_box(t.into_string()))
                        .is_ok()
                })
                .count(),
            1 => oxiri
                .iter()
                .filter(|(base, r)| {
                    base.resolve(std::hint::black_box(r))
                        .map(|t| std::hint::black_box(t.into_inner()))
                        .is_ok()
                })
                .count(),
            _ => fluent
                .iter()
                .filter(|(base, r)| {
                    fluent_uri::UriRef::parse(*std::hint::black_box(r))
                        .ok()
                        .and_then(|reference| reference.resolve_against(base).ok())
                        .map(|t| std::hint::black_box(t.into_string()))
                        .is_some()
                })
                .count(),
        })
    })
}

/// Every resolver over the pairs, round robin.
fn resolve_round_robin(pairs: &Corpus, rounds: usize) -> Vec<Measurement> {
    let lines = &pairs.lines;
    round_robin(RESOLVERS, rounds, |which| match which {
        0 => pass(lines, contenders::rfc3986_resolve),
        1 => pass(lines, contenders::oxiri_resolve),
        2 => pass(lines, contenders::fluent_uri_resolve),
        _ => pass(lines, contenders::iri_string_resolve),
    })
}

/// Building each valid reference of the corpus again from its components, parsed beforehand:
/// our builder (which checks every part) beside fluent-uri's (which takes parts it has already
/// validated, typed).
fn build_round_robin(corpus: &Corpus, rounds: usize) -> Vec<Measurement> {
    use fluent_uri::build::Builder as FluentBuilder;
    let ours: Vec<rfc3986::UriRef<'_>> = corpus
        .lines
        .iter()
        .filter_map(|l| rfc3986::UriRef::parse(l).ok())
        .collect();
    let theirs: Vec<fluent_uri::UriRef<&str>> = corpus
        .lines
        .iter()
        .filter_map(|l| fluent_uri::UriRef::parse(l.as_str()).ok())
        .collect();
    round_robin(&["rfc3986", "fluent-uri"], rounds, |which| {
        timed(|| {
            if which == 0 {
                ours.iter()
                    .filter(|u| rfc3986_benches::contenders::rfc3986_build(u))
                    .count()
            } else {
                theirs
                    .iter()
                    .filter(|u| {
                        let b = fluent_uri::UriRef::builder()
                            .optional(FluentBuilder::scheme, u.scheme())
                            .optional(FluentBuilder::authority, u.authority())
                            .path(u.path())
                            .optional(FluentBuilder::query, u.query())
                            .optional(FluentBuilder::fragment, u.fragment());
                        std::hint::black_box(b.build()).is_ok()
                    })
                    .count()
            }
        })
    })
}

/// The parse goals, as ratios of medians measured in this run.
fn print_goals(report: &mut Report, measurements: &[Measurement]) {
    let time = |name| median_seconds(measurements, name).unwrap_or(f64::NAN);
    let ours = time("rfc3986");
    let faster = time("fluent-uri") / ours;
    let over_floor = ours / time("vector-scan floor");
    let over_ada = time("ada-url can_parse") / ours;
    let iri_over_uri = time("rfc3986 IriRef") / ours;
    let verdict = |met: bool| if met { "met" } else { "NOT met" };
    report.line(format_args!(
        "\nrfc3986 is {faster:.2}x faster than fluent-uri (goal: at least 2.5x, {}); \
         it takes {over_floor:.2}x the vector-scan floor's time (goal: at most 2.0x, {}); \
         it is {over_ada:.2}x faster than ada-url's can_parse (goal: at least 3x, {}). \
         IriRef::parse takes {iri_over_uri:.2}x the time of UriRef::parse on these ASCII \
         inputs (goal: at most 1.3x, {}).",
        verdict(faster >= 2.5),
        verdict(over_floor <= 2.0),
        verdict(over_ada >= 3.0),
        verdict(iri_over_uri <= 1.3)
    ));
}

/// The goal line of an operation whose goal is to be at least `times` as fast as `peer`.
fn print_faster(
    report: &mut Report,
    measurements: &[Measurement],
    verb: &str,
    peer: &str,
    times: f64,
) {
    let time = |name| median_seconds(measurements, name);
    if let (Some(ours), Some(theirs)) = (time("rfc3986"), time(peer)) {
        let faster = theirs / ours;
        let verdict = if faster >= times { "met" } else { "NOT met" };
        report.line(format_args!(
            "\nrfc3986 {verb} {faster:.2}x faster than {peer} (goal: at least {times}x, {verdict})."
        ));
    }
}

/// IRIs: parsing the IRI corpus, and mapping its IRIs to URIs (RFC 3987 section 3.1), with the
/// goal lines.
fn iri_section(report: &mut Report, rounds: usize) {
    let corpus = Corpus::load(rfc3986_test_support::corpus::IRIS);
    let lines = &corpus.lines;
    let measurements = round_robin(IRI_PARSERS, rounds, |which| match which {
        0 => pass(lines, contenders::rfc3986_iri),
        1 => pass(lines, contenders::fluent_uri_iri),
        2 => pass(lines, contenders::oxiri),
        _ => pass(lines, contenders::iri_string_iri),
    });
    report.table("parse IRI references", &corpus, &measurements);
    print_faster(report, &measurements, "parses IRIs", "fluent-uri", 2.5);
    print_faster(report, &measurements, "parses IRIs", "oxiri", 2.0);

    let valid = valid_iris(&corpus);
    let measurements = mapping_round_robin(&valid, rounds);
    report.table(
        "map IRI references to URIs, parsed beforehand (write the URI)",
        &valid,
        &measurements,
    );
    print_faster(
        report,
        &measurements,
        "maps IRIs to URIs",
        "iri-string",
        2.0,
    );

    let measurements = round_robin(MAPPERS, rounds, |which| match which {
        0 => pass(lines, contenders::rfc3986_parse_to_uri),
        1 => pass(lines, contenders::fluent_uri_parse_to_uri),
        _ => pass(lines, contenders::iri_string_parse_to_uri),
    });
    report.table(
        "parse IRI references and map them to URIs (write the URI)",
        &corpus,
        &measurements,
    );
    print_faster(
        report,
        &measurements,
        "parses and maps IRIs",
        "iri-string",
        2.0,
    );
}

/// The lines of `corpus` that every mapper's parser accepts, so that each maps the same IRIs.
fn valid_iris(corpus: &Corpus) -> Corpus {
    let lines: Vec<String> = corpus
        .lines
        .iter()
        .filter(|l| {
            contenders::rfc3986_iri(l)
                && contenders::fluent_uri_iri(l)
                && contenders::iri_string_iri(l)
        })
        .cloned()
        .collect();
    Corpus {
        name: "iri-mixed.txt, the valid lines",
        bytes: lines.iter().map(String::len).sum(),
        lines,
    }
}

/// The mapping alone: each IRI reference of `valid` parsed beforehand by each contender, then
/// written as a URI.
fn mapping_round_robin(valid: &Corpus, rounds: usize) -> Vec<Measurement> {
    let lines = &valid.lines;
    let ours: Vec<rfc3986::IriRef<'_>> = lines
        .iter()
        .filter_map(|l| rfc3986::IriRef::parse(l).ok())
        .collect();
    let fluent: Vec<fluent_uri::IriRef<&str>> = lines
        .iter()
        .filter_map(|l| fluent_uri::IriRef::parse(l.as_str()).ok())
        .collect();
    let iri_string: Vec<&iri_string::types::IriReferenceStr> = lines
        .iter()
        .filter_map(|l| iri_string::types::IriReferenceStr::new(l).ok())
        .collect();
    round_robin(MAPPERS, rounds, |which| {
        timed(|| match which {
            0 => ours
                .iter()
                .filter(|i| contenders::rfc3986_to_uri(i))
                .count(),
            1 => fluent
                .iter()
                .filter(|i| contenders::fluent_uri_to_uri(i))
                .count(),
            _ => iri_string
                .iter()
                .filter(|i| contenders::iri_string_to_uri(i))
                .count(),
        })
    })
}

/// Normalization (parse, normalize, write the normal form into a `String`) on both corpora,
/// with the goal line. Every line of both is an absolute URI, so each normalizer gets the same
/// inputs; the lines no strict parser accepts fail for all of them alike. The scopes differ
/// (see `contenders`): ours adds 6.2.3's `/` for an empty path after an authority, and
/// iri-string removes no default port.
fn normalize_section(report: &mut Report, rounds: usize) {
    for name in ["web-kasztp.txt", "file-node.txt"] {
        let corpus = Corpus::load(name);
        let measurements = normalize_round_robin(&corpus, rounds);
        report.table(
            "normalize (parse, normalize, write)",
            &corpus,
            &measurements,
        );
        print_faster(report, &measurements, "normalizes", "fluent-uri", 2.0);
        print_faster(report, &measurements, "normalizes", "ada-url", 3.0);
    }
    let corpus = shouted(&Corpus::load("web-kasztp.txt"));
    let measurements = normalize_round_robin(&corpus, rounds);
    report.table(
        "normalize, every line rewritten (parse, normalize, write)",
        &corpus,
        &measurements,
    );
}

/// The web corpus with every scheme and host in uppercase (`HTTPS://WWW.EXAMPLE.COM/path`),
/// so that every line needs rewriting: the cost of the rewrite itself, which the corpus as it
/// is (almost all already normal) hardly measures.
fn shouted(corpus: &Corpus) -> Corpus {
    let lines: Vec<String> = corpus
        .lines
        .iter()
        .map(|line| {
            let authority_end = line
                .find("://")
                .map(|at| at + 3)
                .and_then(|start| line[start..].find('/').map(|end| start + end))
                .unwrap_or(line.len());
            line[..authority_end].to_ascii_uppercase() + &line[authority_end..]
        })
        .collect();
    Corpus {
        name: "web-kasztp.txt, schemes and hosts in uppercase",
        bytes: corpus.bytes,
        lines,
    }
}

/// Every normalizer over the corpus, round robin.
fn normalize_round_robin(corpus: &Corpus, rounds: usize) -> Vec<Measurement> {
    let lines = &corpus.lines;
    round_robin(NORMALIZERS, rounds, |which| match which {
        0 => pass(lines, contenders::rfc3986_normalize),
        1 => pass(lines, contenders::fluent_uri_normalize),
        2 => pass(lines, contenders::iri_string_normalize),
        _ => pass(lines, contenders::ada_normalize),
    })
}

/// Every parser over the corpus, round robin.
fn parse_round_robin(corpus: &Corpus, rounds: usize) -> Vec<Measurement> {
    let lines = &corpus.lines;
    round_robin(PARSERS, rounds, |which| match which {
        0 => pass(lines, contenders::rfc3986),
        1 => pass(lines, contenders::rfc3986_iri),
        2 => pass(lines, contenders::scan),
        3 => pass(lines, contenders::vector_scan),
        4 => pass(lines, contenders::fluent_uri),
        5 => pass(lines, contenders::oxiri),
        6 => pass(lines, contenders::iri_string),
        7 => pass(lines, contenders::url),
        8 => pass(lines, contenders::ada),
        9 => pass(lines, contenders::ada_can_parse),
        _ => pass(lines, contenders::http),
    })
}

/// Hostile shapes at three sizes, each four times the last (all beyond the caches): the time per byte stays flat when
/// the work is linear in the input (a quadratic step would make it grow fourfold each time).
fn hostile_section(report: &mut Report) {
    report.line("\n### hostile inputs: time per byte at 1, 4 and 16 MiB (flat = linear)");
    report.line("| shape | operation | 1 MiB | 4 MiB | 16 MiB |");
    report.line("|---|---|---:|---:|---:|");
    let base = rfc3986::UriRef::parse("http://h/a/b/c").expect("valid");
    type Shape = (
        &'static str,
        &'static str,
        fn(usize) -> String,
        fn(&str, &rfc3986::UriRef<'_>) -> usize,
    );
    let shapes: [Shape; 6] = [
        (
            "`../` repeated",
            "resolve",
            |n| "../".repeat(n / 3),
            |t, base| {
                base.resolve(&rfc3986::UriRef::parse(t).expect("valid"))
                    .map_or(0, |r| r.as_str().len())
            },
        ),
        (
            "`/a/%2E%2E` repeated",
            "normalize",
            |n| format!("http://h{}", "/a/%2E%2E".repeat(n / 9)),
            |t, _| rfc3986::UriRef::parse(t).map_or(0, |u| u.normalize().as_str().len()),
        ),
        (
            "`/s` repeated (segments)",
            "parse and normalize",
            |n| format!("HTTP://h{}", "/s".repeat(n / 2)),
            |t, _| rfc3986::UriRef::parse(t).map_or(0, |u| u.normalize().as_str().len()),
        ),
        (
            "`:` inside brackets",
            "parse (refused)",
            |n| format!("http://[{}]/", ":".repeat(n)),
            |t, _| rfc3986::UriRef::parse(t).map_or_else(|e| e.index(), |_| 0),
        ),
        (
            "`a:` in the user info",
            "parse",
            |n| format!("http://{}@h/", "a:".repeat(n / 2)),
            |t, _| rfc3986::UriRef::parse(t).map_or(0, |u| u.as_str().len()),
        ),
        (
            "`%41` repeated in a host",
            "parse and normalize",
            |n| format!("http://{}/", "%41".repeat(n / 3)),
            |t, _| rfc3986::UriRef::parse(t).map_or(0, |u| u.normalize().as_str().len()),
        ),
    ];
    for (name, operation, make, run) in shapes {
        let mut cells = Vec::new();
        for size in [1 << 20, 4 << 20, 16 << 20] {
            let text = make(size);
            let mut best = f64::MAX;
            for _ in 0..5 {
                let (time, out) = timed(|| run(&text, &base));
                assert!(out > 0, "{name}");
                best = best.min(time.as_secs_f64() * 1e9 / text.len() as f64);
            }
            cells.push(format!("{best:.2} ns/B"));
        }
        report.line(format_args!(
            "| {name} | {operation} | {} |",
            cells.join(" | ")
        ));
    }
}
