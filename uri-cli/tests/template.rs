//! `uri template expand`, `match` and `check`, run as a user would: the shared suite of
//! uri-templates/uritemplate-test through `expand`, RFC 6570's examples verbatim, the values
//! that `match` finds fed back to `expand`, error lines, usage errors and exit codes.

mod common;

use common::uri;
use rfc3986_test_support::template_suite::{groups, Group};
use serde_json::Value;

/// Standard output, standard error and the exit code.
fn run(args: &[&str], stdin: &[u8]) -> (String, String, Option<i32>) {
    let output = uri(args, stdin);
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).expect("UTF-8 output");
    (
        text(output.stdout),
        text(output.stderr),
        output.status.code(),
    )
}

/// Every case of the suite, a group per run: each template given as an argument, with the
/// group's variables as `--vars`, the numbers among them. An accepted template gives its line
/// of standard output, in order; a refused one an error line naming it, and the run goes on.
#[test]
fn every_case_of_the_shared_suite_through_expand() {
    let mut count = 0;
    for Group {
        place: group,
        json,
        cases,
        ..
    } in groups()
    {
        let vars = json.to_string();
        let mut args = vec!["template", "expand", "--vars", &vars, "--"];
        args.extend(cases.iter().map(|(template, _)| template.as_str()));
        let (stdout, stderr, code) = run(&args, b"");
        let mut lines = stdout.lines();
        let mut errors = stderr.lines();
        for (n, (template, expected)) in cases.iter().enumerate() {
            if expected.is_empty() {
                let error = errors.next().expect("an error line");
                let named = format!("uri: input {}: {:?}: ", n + 1, template);
                assert!(error.starts_with(&named), "{group}: {error}");
            } else {
                let line = lines.next().expect("a line");
                assert!(
                    expected.iter().any(|one| one == line),
                    "{group} {template}: {line:?}, expected one of {expected:?}"
                );
            }
            count += 1;
        }
        assert_eq!(lines.next(), None, "{group}");
        assert_eq!(errors.next(), None, "{group}");
        let refused = cases.iter().any(|(_, expected)| expected.is_empty());
        assert_eq!(code, Some(i32::from(refused)), "{group}");
    }
    assert_eq!(count, 64 + 117 + 53 + 36);
}

/// The values `match --json` finds in each expansion of the suite expand back to it, given to
/// `expand` as they are: the output of `match` is what `--vars` reads.
#[test]
fn what_match_finds_expands_back_through_vars() {
    let mut count = 0;
    for Group {
        place: group,
        cases,
        ..
    } in groups()
    {
        for (template, expected) in cases {
            let Some(expansion) = expected.first() else {
                continue;
            };
            let (stdout, _, code) = run(
                &["template", "match", "--json", "--", &template, expansion],
                b"",
            );
            assert_eq!(code, Some(0), "{group} {template}: {expansion}");
            let line: Value = serde_json::from_str(&stdout).expect("one JSON line");
            assert_eq!(line["input"], expansion.as_str());
            assert_eq!(line["matched"], true);
            let vars = line["vars"].to_string();
            let (again, _, code) = run(
                &["template", "expand", "--vars", &vars, "--", &template],
                b"",
            );
            assert_eq!(code, Some(0), "{group} {template}: {vars}");
            assert_eq!(
                again,
                format!("{expansion}\n"),
                "{group} {template}: {vars}"
            );
            count += 1;
        }
    }
    assert_eq!(count, 64 + 117 + 53);
}

/// RFC 6570 section 1.2's examples, verbatim, a number among the values.
#[test]
fn the_examples_of_section_1_2() {
    for (template, vars, expansion) in [
        (
            "http://example.com/~{username}/",
            r#"{"username": "fred"}"#,
            "http://example.com/~fred/",
        ),
        (
            "http://example.com/~{username}/",
            r#"{"username": "mark"}"#,
            "http://example.com/~mark/",
        ),
        (
            "http://example.com/dictionary/{term:1}/{term}",
            r#"{"term": "cat"}"#,
            "http://example.com/dictionary/c/cat",
        ),
        (
            "http://example.com/dictionary/{term:1}/{term}",
            r#"{"term": "dog"}"#,
            "http://example.com/dictionary/d/dog",
        ),
        (
            "http://example.com/search{?q,lang}",
            r#"{"q": "cat", "lang": "en"}"#,
            "http://example.com/search?q=cat&lang=en",
        ),
        (
            "http://example.com/search{?q,lang}",
            r#"{"q": "chien", "lang": "fr"}"#,
            "http://example.com/search?q=chien&lang=fr",
        ),
        (
            "http://www.example.com/foo{?query,number}",
            r#"{"query": "mycelium", "number": 100}"#,
            "http://www.example.com/foo?query=mycelium&number=100",
        ),
        (
            "http://www.example.com/foo{?query,number}",
            r#"{"query": null, "number": 100}"#,
            "http://www.example.com/foo?number=100",
        ),
        (
            "http://www.example.com/foo{?query,number}",
            "{}",
            "http://www.example.com/foo",
        ),
    ] {
        let (stdout, stderr, code) = run(&["template", "expand", "--vars", vars, template], b"");
        assert_eq!(
            (stdout, stderr, code),
            (format!("{expansion}\n"), String::new(), Some(0))
        );
    }
}

/// RFC 6570 section 3.2's variables, written in the RFC's order: pairs keep it, as the RFC's
/// examples show them.
#[test]
fn pairs_keep_the_order_of_vars() {
    let vars = r#"{"count": ["one", "two", "three"], "dom": ["example", "com"],
        "dub": "me/too", "hello": "Hello World!", "half": "50%", "var": "value", "who": "fred",
        "base": "http://example.com/home/", "path": "/foo/bar", "list": ["red", "green", "blue"],
        "keys": {"semi": ";", "dot": ".", "comma": ","}, "v": "6", "x": "1024", "y": "768",
        "empty": "", "empty_keys": {}, "undef": null}"#;
    let (stdout, stderr, code) = run(
        &[
            "template",
            "expand",
            "--vars",
            vars,
            "--",
            "{keys}",
            "{keys*}",
            "{+keys}",
            "{#keys*}",
            "X{.keys}",
            "{/keys*}",
            "{;keys}",
            "{?keys*}",
            "{&keys}",
            "{?empty_keys*}",
            "{count}",
            "{half}",
            "{x,y}",
            "{dub}",
            "{/who,dom}",
        ],
        b"",
    );
    assert_eq!(
        stdout,
        "semi,%3B,dot,.,comma,%2C\nsemi=%3B,dot=.,comma=%2C\nsemi,;,dot,.,comma,,\n\
         #semi=;,dot=.,comma=,\nX.semi,%3B,dot,.,comma,%2C\n/semi=%3B/dot=./comma=%2C\n\
         ;keys=semi,%3B,dot,.,comma,%2C\n?semi=%3B&dot=.&comma=%2C\n&keys=semi,%3B,dot,.,comma,%2C\n\
         \none,two,three\n50%25\n1024,768\nme%2Ftoo\n/fred/example,com\n"
    );
    assert_eq!((stderr.as_str(), code), ("", Some(0)));
}

#[test]
fn bad_templates_get_error_lines_and_the_run_goes_on() {
    let (stdout, stderr, code) = run(
        &[
            "template",
            "expand",
            "--vars",
            r#"{"list": ["a"]}"#,
            "--",
            "{a",
            "x{list}",
            "{list:1}",
            "{x}[",
            "{!x}",
            "http://u:pw@h/{a",
        ],
        b"",
    );
    assert_eq!(stdout, "xa\n");
    assert_eq!(
        stderr,
        "uri: input 1: \"{a\": unclosed expression at index 0\n\
         uri: input 3: \"{list:1}\": a prefix on a list or pairs\n\
         uri: input 4: \"{x}[\": the expansion is no URI reference: invalid character '[' in \
         path at index 0\n\
         uri: input 5: \"{!x}\": reserved operator at index 1\n\
         uri: input 6: \"http://u:***@h/{a\": unclosed expression at index 14\n"
    );
    assert_eq!(code, Some(1));
}

/// Without --vars, every variable is undefined; templates come from standard input when there
/// are none, one per line (LF or CRLF); a line that is not UTF-8 is named.
#[test]
fn expand_reads_standard_input_and_needs_no_vars() {
    let (stdout, stderr, code) = run(&["template", "expand"], b"/x{?a,b}\r\n{/p*}y\n\xFF{a}\n\n");
    assert_eq!(stdout, "/x\ny\n\n");
    assert_eq!(
        stderr,
        "uri: line 3: \"\u{FFFD}{a}\": not UTF-8 at index 0\n"
    );
    assert_eq!(code, Some(1));
}

/// `--vars @FILE` reads the file, `--vars -` standard input (the templates are then arguments).
#[test]
fn vars_from_a_file_or_standard_input() {
    let file = std::env::temp_dir().join(format!("uri-template-vars-{}.json", std::process::id()));
    std::fs::write(&file, r#"{"x": ["a b", 2]}"#).expect("written");
    let at = format!("@{}", file.display());
    let expected = (String::from("a%20b,2\n"), String::new(), Some(0));
    assert_eq!(
        run(&["template", "expand", "--vars", &at, "{x}"], b""),
        expected
    );
    std::fs::remove_file(&file).expect("removed");
    let stdin = br#"{"x": ["a b", 2]}"#;
    assert_eq!(
        run(&["template", "expand", "--vars", "-", "{x}"], stdin),
        expected
    );
}

/// A --vars that cannot be read is a usage error (exit 2) that says why, before any output.
#[test]
fn bad_vars_are_usage_errors() {
    for (vars, message) in [
        (
            "{\"x\": ",
            "--vars: EOF while parsing a value at line 1 column 6",
        ),
        (
            "[\"x\"]",
            "--vars: invalid type: sequence, expected an object of variables at line 1 column 0",
        ),
        (
            r#"{"list": ["a", ["b"]]}"#,
            "--vars: variable \"list\": a list or pairs cannot hold an array at line 1 column 16",
        ),
        (
            r#"{"keys": {"k": {}}}"#,
            "--vars: variable \"keys\": a list or pairs cannot hold an object at line 1 column 17",
        ),
        (
            r#"{"x": 1, "x": 2}"#,
            "--vars: variable \"x\" is given twice at line 1 column 16",
        ),
        (
            "@/nonexistent/vars.json",
            "--vars @/nonexistent/vars.json: No such file or directory (os error 2)",
        ),
    ] {
        let (stdout, stderr, code) = run(&["template", "expand", "--vars", vars, "{x}"], b"");
        assert_eq!((stdout.as_str(), code), ("", Some(2)), "{vars}");
        assert_eq!(stderr, format!("uri: {message}\n"));
    }
    let (stdout, stderr, code) = run(&["template", "expand", "--vars", "-"], b"{}\n{x}\n");
    assert_eq!(
        (stdout.as_str(), stderr.as_str(), code),
        (
            "",
            "uri: --vars - reads standard input: give the templates as arguments\n",
            Some(2)
        )
    );
}

/// The text output of `match`: `name=value` in the template's order, strings encoded where
/// they hold what would be ambiguous, lists and pairs separated by commas; an input that does
/// not match gets an error line, a match without values an empty line.
#[test]
fn match_writes_pairs_and_names_what_does_not_match() {
    let (stdout, stderr, code) = run(
        &[
            "template",
            "match",
            "--",
            "/repos/{owner}/{repo}/issues{?state,labels,keys*}",
            "/repos/octo%20cat/a%2Cb%3Dc%25%C3%A9/issues?state=open&labels=bug,help%20wanted,x%2Cy",
            "/users/octocat",
            "/repos/o/r/issues?z=1&a=%3D",
            "/repos/o/r/issues",
        ],
        b"",
    );
    assert_eq!(
        stdout,
        "owner=octo%20cat repo=a%2Cb%3Dc%25%C3%A9 state=open labels=bug,help%20wanted,x%2Cy\n\
         owner=o repo=r keys=z=1,a=%3D\n\
         owner=o repo=r\n"
    );
    assert_eq!(
        stderr,
        "uri: input 2: \"/users/octocat\": does not match the template\n"
    );
    assert_eq!(code, Some(1));
    let (stdout, stderr, code) = run(&["template", "match", "/static"], b"/static\r\n/static/\n");
    assert_eq!(stdout, "\n");
    assert_eq!(
        stderr,
        "uri: line 2: \"/static/\": does not match the template\n"
    );
    assert_eq!(code, Some(1));
}

/// `match --json`: `input`, `matched`, then `vars` when it matched, pairs in their order; a
/// line that is no text says why.
#[test]
fn match_json_keeps_the_order_of_keys() {
    let (stdout, stderr, code) = run(
        &[
            "template",
            "match",
            "--json",
            "--max-line-length",
            "20",
            "{/list*}{?keys*}",
        ],
        b"/a/b%2Fc?z=1&a=2&z=3\n/a b\n\xFFx\n/aaaaaaaaaaaaaaaaaaaaaaaaaaaaa\n/x\n",
    );
    assert_eq!(
        stdout,
        "{\"input\":\"/a/b%2Fc?z=1&a=2&z=3\",\"matched\":true,\"vars\":{\"list\":[\"a\",\"b/c\"],\
         \"keys\":{\"z\":\"1\",\"a\":\"2\",\"z\":\"3\"}}}\n\
         {\"input\":\"/a b\",\"matched\":false}\n\
         {\"input\":\"\u{FFFD}x\",\"matched\":false,\"error\":{\"index\":0,\"message\":\"not UTF-8 at \
         index 0\"}}\n\
         {\"input\":\"/aaaaaaaaaaaaaaaaaaaaaaaaaaaaa\",\"truncated\":true,\"matched\":false,\
         \"error\":{\"index\":20,\"message\":\"longer than the line limit of 20 bytes \
         (--max-line-length)\"}}\n\
         {\"input\":\"/x\",\"matched\":true,\"vars\":{\"list\":[\"x\"]}}\n"
    );
    assert_eq!((stderr.as_str(), code), ("", Some(1)));
    let (stdout, _, code) = run(&["template", "match", "--json", "x{y}", "x"], b"");
    assert_eq!(
        (stdout.as_str(), code),
        ("{\"input\":\"x\",\"matched\":true,\"vars\":{}}\n", Some(0))
    );
}

/// An invalid TEMPLATE for `match` is a usage error (exit 2), with no output.
#[test]
fn match_with_an_invalid_template_is_a_usage_error() {
    let (stdout, stderr, code) = run(&["template", "match", "--json", "/{a"], b"");
    assert_eq!(
        (stdout.as_str(), stderr.as_str(), code),
        (
            "",
            "uri: invalid template \"/{a\": unclosed expression at index 1\n",
            Some(2)
        )
    );
}

#[test]
fn check_names_the_invalid_templates() {
    assert_eq!(
        run(
            &["template", "check", "--", "{/path*}{?q,lang}", "-{x}"],
            b""
        ),
        (String::new(), String::new(), Some(0))
    );
    let (stdout, stderr, code) = run(&["template", "check"], b"{var:10000}\n/ok\n{a b}\n");
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        "uri: line 1: \"{var:10000}\": invalid prefix length at index 5\n\
         uri: line 3: \"{a b}\": expected ',' or '}' at index 2\n"
    );
    assert_eq!(code, Some(1));
    assert_eq!(
        run(&["template", "check"], b""),
        (String::new(), String::new(), Some(0))
    );
}

#[test]
fn usage_errors_exit_2() {
    for args in [
        &["template"][..],
        &["template", "match"],
        &["template", "expand", "--vars"],
        &["template", "nothing"],
    ] {
        let (stdout, _, code) = run(args, b"");
        assert_eq!((stdout.as_str(), code), ("", Some(2)), "{args:?}");
    }
    let (stdout, _, code) = run(&["template", "--help"], b"");
    assert_eq!(code, Some(0));
    for command in ["expand", "match", "check"] {
        assert!(stdout.contains(command), "{command}");
    }
    let (stdout, _, code) = run(&["template", "match", "--help"], b"");
    assert_eq!(code, Some(0));
    assert!(stdout.contains("1    some input did not match"), "{stdout}");
}
