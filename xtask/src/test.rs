//! `cargo xtask test`: every test of the repository, in parts that run alone too
//! (`cargo xtask test python`). Each part prints a header, then each command before running it;
//! the first command that fails stops the run with a non-zero exit code.
//!
//! A part is one entry of [`PARTS`]: to add tests to what CI runs, add an entry there.

use std::ffi::OsString;
use std::fmt;
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::time::Instant;

use clap::builder::{PossibleValue, PossibleValuesParser};

/// The arguments of `cargo xtask test`.
#[derive(clap::Args)]
pub struct Args {
    /// The parts to run, in the order of `--list` whatever the order given (all when none is
    /// named).
    #[arg(value_parser = PossibleValuesParser::new(
        PARTS.iter().map(|part| PossibleValue::new(part.name).help(part.about))
    ))]
    parts: Vec<String>,
    /// Lists the parts, each with its commands, and runs nothing.
    #[arg(long)]
    list: bool,
}

/// A part of the tests: the name that selects it, what it tests, the programs it needs besides
/// the Rust toolchain, and its commands, run in order from the repository's root.
pub struct Part {
    name: &'static str,
    about: &'static str,
    needs: &'static [Need],
    steps: &'static [Step],
}

/// A program that a part needs on the `PATH`, and what for.
#[derive(PartialEq)]
struct Need {
    program: &'static str,
    why: &'static str,
}

/// A command: its program, arguments, and the environment variables it is given.
struct Step {
    program: Program,
    args: &'static [&'static str],
    env: &'static [(&'static str, &'static str)],
}

/// The program of a [`Step`].
enum Program {
    /// The cargo that runs the task (`$CARGO`), or `cargo` from the `PATH`.
    Cargo,
    /// A program found on the `PATH`.
    OnPath(&'static str),
    /// A program installed in the Python virtual environment [`VENV`], run with `VIRTUAL_ENV`
    /// naming that environment (where `maturin develop` installs the package).
    Venv(&'static str),
}

/// The Python virtual environment of the `python` part, from the repository's root: made anew
/// by each run of the part.
const VENV: &str = "target/python-venv";

const PYTHON3: Need = Need {
    program: "python3",
    why: "3.8 or later, standard library only: the normalization oracle; 3.10 or later for the \
          Python package",
};

const JAVA: Need = Need {
    program: "java",
    why: "the Spark test of the Python package needs Java 17 or later",
};

/// Every part, in the order they run.
pub const PARTS: &[Part] = &[
    Part {
        name: "rust",
        about: "the Rust workspace, every crate with every feature: unit tests, vectors, \
                properties, fuzz corpora, differential tests, the CLIs, doc examples",
        needs: &[],
        steps: &[cargo(&[
            "test",
            "--locked",
            "--workspace",
            "--all-features",
        ])],
    },
    Part {
        name: "default-features",
        about: "the library with its default features: what it does without `idna` and `uts39`",
        needs: &[],
        steps: &[
            cargo(&["test", "--locked", "-p", "rfc3986-core", "--lib"]),
            cargo(&[
                "test",
                "--locked",
                "-p",
                "rfc3986",
                "--test",
                "audit",
                "--test",
                "normalize",
            ]),
        ],
    },
    Part {
        name: "portable",
        about: "the parser built without vector code (`--cfg rfc3986_portable`: SWAR and byte \
                by byte, as on every target but x86_64): the vectors, oracles and properties",
        needs: &[],
        steps: &[
            portable(&[
                "test",
                "--locked",
                "--profile",
                "mutants",
                "-p",
                "rfc3986-core",
                "--lib",
            ]),
            portable(&[
                "test",
                "--locked",
                "--profile",
                "mutants",
                "-p",
                "rfc3986",
                "--all-features",
                "--test",
                "parse",
                "--test",
                "iri",
                "--test",
                "zone",
                "--test",
                "resolve",
                "--test",
                "normalize",
                "--test",
                "robustness",
                "--test",
                "extract",
                "--test",
                "extract_prose",
                "--test",
                "audit",
                "--test",
                "build",
                "--test",
                "accessors",
                "--test",
                "no_alloc",
                "--test",
                "make_relative",
                "--test",
                "file",
                "--test",
                "iri_mapping",
                "--test",
                "pct_props",
            ]),
        ],
    },
    Part {
        name: "oracle",
        about: "the normalization vectors against their independent oracle, in Python",
        needs: &[PYTHON3],
        steps: &[Step {
            program: Program::OnPath("python3"),
            args: &["rfc3986/tests/data/normalize_reference.py", "check"],
            env: &[],
        }],
    },
    Part {
        name: "python",
        about: "the Python package, built into a virtual environment (target/python-venv), and \
                its tests (pytest), Spark included; the Polars tests again under Polars 1",
        needs: &[PYTHON3, JAVA],
        steps: &[
            Step {
                program: Program::OnPath("python3"),
                args: &["-m", "venv", "--clear", VENV],
                env: &[],
            },
            venv("pip", &["install", "-q", "maturin>=1.9,<2"]),
            venv(
                "maturin",
                &[
                    "develop",
                    "--locked",
                    "--release",
                    "-m",
                    "python/Cargo.toml",
                    "-E",
                    "test",
                ],
            ),
            venv("pytest", &["-q", "python"]),
            // Polars 1 has no map type: `query_params` is a list of key/value structs there.
            venv("pip", &["install", "-q", "polars>=1.20,<2"]),
            venv(
                "pytest",
                &["-q", "python/tests/test_integrations.py", "-k", "polars"],
            ),
        ],
    },
];

/// A cargo command.
const fn cargo(args: &'static [&'static str]) -> Step {
    Step {
        program: Program::Cargo,
        args,
        env: &[],
    }
}

/// A cargo command that builds the library without vector code (`--cfg rfc3986_portable`), in
/// a target folder of its own so that the usual build is kept.
const fn portable(args: &'static [&'static str]) -> Step {
    Step {
        program: Program::Cargo,
        args,
        env: &[
            ("CARGO_TARGET_DIR", "target/portable"),
            ("RUSTFLAGS", "--cfg rfc3986_portable"),
        ],
    }
}

/// A command of the virtual environment [`VENV`].
const fn venv(program: &'static str, args: &'static [&'static str]) -> Step {
    Step {
        program: Program::Venv(program),
        args,
        env: &[],
    }
}

/// Runs `cargo xtask test`: lists the parts, or runs those selected.
pub fn run(args: &Args) -> ExitCode {
    if args.list {
        print!("{}", List(PARTS));
        return ExitCode::SUCCESS;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask/ is a folder of the repository's root");
    match run_parts(&select(PARTS, &args.parts), root) {
        Ok(()) => {
            println!("== every part passed");
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("{failure}");
            ExitCode::FAILURE
        }
    }
}

/// The parts of `table` named in `names`, in the table's order, each once; all of them when
/// `names` is empty.
fn select<'a>(table: &'a [Part], names: &[String]) -> Vec<&'a Part> {
    table
        .iter()
        .filter(|part| names.is_empty() || names.iter().any(|name| name == part.name))
        .collect()
}

/// Runs `parts` from `root`, after checking that the programs they need are there, and stops at
/// the first command that fails.
fn run_parts(parts: &[&Part], root: &Path) -> Result<(), String> {
    let missing = missing_programs(parts);
    if !missing.is_empty() {
        return Err(missing.join("\n"));
    }
    for part in parts {
        println!("== {}: {}", part.name, part.about);
        let start = Instant::now();
        for step in part.steps {
            println!("$ {step}");
            let status = step
                .command(root)
                .status()
                .map_err(|error| format!("`{step}` could not start: {error}"))?;
            if !status.success() {
                return Err(format!(
                    "== {} failed: `{step}` ended with {status}",
                    part.name
                ));
            }
        }
        println!("== {}: passed in {:.0?}", part.name, start.elapsed());
    }
    Ok(())
}

/// What is missing of the programs that `parts` need, a line each.
fn missing_programs(parts: &[&Part]) -> Vec<String> {
    let mut needs: Vec<&Need> = Vec::new();
    for need in parts.iter().flat_map(|part| part.needs) {
        if !needs.contains(&need) {
            needs.push(need);
        }
    }
    needs
        .into_iter()
        .filter(|need| {
            Command::new(need.program)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_err()
        })
        .map(|need| format!("{} is missing ({})", need.program, need.why))
        .collect()
}

impl Step {
    /// The command, to run from `root`.
    fn command(&self, root: &Path) -> Command {
        let mut command = match self.program {
            Program::Cargo => {
                Command::new(std::env::var_os("CARGO").unwrap_or_else(|| OsString::from("cargo")))
            }
            Program::OnPath(program) => Command::new(program),
            Program::Venv(program) => {
                let venv = root.join(VENV);
                let mut command = Command::new(venv.join("bin").join(program));
                command.env("VIRTUAL_ENV", venv);
                command
            }
        };
        command
            .args(self.args)
            .envs(self.env.iter().copied())
            .current_dir(root);
        command
    }
}

/// The command as a shell would take it, from the repository's root.
impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in self.env {
            write!(f, "{name}={} ", Quoted(value))?;
        }
        match self.program {
            Program::Cargo => f.write_str("cargo")?,
            Program::OnPath(program) => f.write_str(program)?,
            Program::Venv(program) => write!(f, "{VENV}/bin/{program}")?,
        }
        for arg in self.args {
            write!(f, " {}", Quoted(arg))?;
        }
        Ok(())
    }
}

/// A word as a shell takes it: as it is when it has nothing a shell reads, in quotes otherwise.
struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = self.0;
        if word
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_./=".contains(&b))
        {
            f.write_str(word)
        } else {
            write!(f, "'{word}'")
        }
    }
}

/// The parts, each with what it tests and its commands: the output of `--list`.
struct List<'a>(&'a [Part]);

impl fmt::Display for List<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for part in self.0 {
            writeln!(f, "{}: {}", part.name, part.about)?;
            for step in part.steps {
                writeln!(f, "    {step}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use clap::Parser;

    /// `cargo xtask test` alone, for parsing its arguments.
    #[derive(Parser)]
    struct TestCommand {
        #[command(flatten)]
        args: Args,
    }

    fn parse(line: &[&str]) -> Result<Args, clap::Error> {
        TestCommand::try_parse_from(std::iter::once("test").chain(line.iter().copied()))
            .map(|command| command.args)
    }

    fn names(parts: &[&Part]) -> Vec<&'static str> {
        parts.iter().map(|part| part.name).collect()
    }

    #[test]
    fn no_part_named_is_every_part() {
        let args = parse(&[]).expect("no argument");
        assert!(!args.list);
        assert_eq!(
            names(&select(PARTS, &args.parts)),
            ["rust", "default-features", "portable", "oracle", "python"]
        );
    }

    #[test]
    fn a_step_shows_its_environment_quoted_as_a_shell_takes_it() {
        let step = portable(&["test", "-p", "rfc3986-core"]);
        assert_eq!(
            step.to_string(),
            "CARGO_TARGET_DIR=target/portable RUSTFLAGS='--cfg rfc3986_portable' cargo test -p \
             rfc3986-core"
        );
        let command = step.command(Path::new("/"));
        let envs: Vec<_> = command.get_envs().collect();
        assert_eq!(
            envs,
            [
                (
                    std::ffi::OsStr::new("CARGO_TARGET_DIR"),
                    Some(std::ffi::OsStr::new("target/portable"))
                ),
                (
                    std::ffi::OsStr::new("RUSTFLAGS"),
                    Some(std::ffi::OsStr::new("--cfg rfc3986_portable"))
                ),
            ]
        );
    }

    #[test]
    fn the_parts_named_run_in_the_order_of_the_table_once_each() {
        let args = parse(&["python", "rust", "python"]).expect("two parts");
        assert_eq!(names(&select(PARTS, &args.parts)), ["rust", "python"]);
    }

    #[test]
    fn an_unknown_part_is_refused_with_the_names_of_the_parts() {
        let message = parse(&["pyhton"]).err().expect("refused").to_string();
        assert!(message.contains("invalid value 'pyhton'"), "{message}");
        assert!(
            message.contains("[possible values: rust, default-features, portable, oracle, python]"),
            "{message}"
        );
    }

    #[test]
    fn the_names_of_the_parts_are_distinct() {
        for (i, part) in PARTS.iter().enumerate() {
            assert!(
                PARTS[..i].iter().all(|other| other.name != part.name),
                "{}",
                part.name
            );
        }
    }

    #[test]
    fn the_list_gives_each_part_and_its_commands_as_a_shell_takes_them() {
        assert!(parse(&["--list"]).expect("--list").list);
        let list = List(PARTS).to_string();
        assert!(list.starts_with(
            "rust: the Rust workspace, every crate with every feature: unit tests, vectors, \
             properties, fuzz corpora, differential tests, the CLIs, doc examples\n    \
             cargo test --locked --workspace --all-features\ndefault-features: "
        ));
        assert!(list.ends_with(
            "    python3 -m venv --clear target/python-venv\n    \
             target/python-venv/bin/pip install -q 'maturin>=1.9,<2'\n    \
             target/python-venv/bin/maturin develop --locked --release -m python/Cargo.toml \
             -E test\n    target/python-venv/bin/pytest -q python\n    \
             target/python-venv/bin/pip install -q 'polars>=1.20,<2'\n    \
             target/python-venv/bin/pytest -q python/tests/test_integrations.py -k polars\n"
        ));
    }

    static PASSES: Part = Part {
        name: "passes",
        about: "a command that succeeds",
        needs: &[],
        steps: &[Step {
            program: Program::OnPath("touch"),
            args: &["first"],
            env: &[],
        }],
    };

    static FAILS: Part = Part {
        name: "fails",
        about: "a command that fails, then one that would succeed",
        needs: &[],
        steps: &[
            Step {
                program: Program::OnPath("false"),
                args: &[],
                env: &[],
            },
            Step {
                program: Program::OnPath("touch"),
                args: &["after"],
                env: &[],
            },
        ],
    };

    static LATER: Part = Part {
        name: "later",
        about: "a part after the one that fails",
        needs: &[],
        steps: &[Step {
            program: Program::OnPath("touch"),
            args: &["later"],
            env: &[],
        }],
    };

    #[test]
    fn the_run_stops_at_the_first_command_that_fails() {
        let root = tempfile::tempdir().expect("a temporary folder");
        let error = run_parts(&[&PASSES, &FAILS, &LATER], root.path()).expect_err("fails");
        assert_eq!(error, "== fails failed: `false` ended with exit status: 1");
        assert!(root.path().join("first").exists());
        assert!(!root.path().join("after").exists());
        assert!(!root.path().join("later").exists());
    }

    #[test]
    fn every_command_of_every_part_runs_from_the_root() {
        let root = tempfile::tempdir().expect("a temporary folder");
        run_parts(&[&PASSES, &LATER], root.path()).expect("passes");
        assert!(root.path().join("first").exists());
        assert!(root.path().join("later").exists());
    }

    static NEEDS_THE_IMPOSSIBLE: Part = Part {
        name: "needs",
        about: "a part that needs a program nowhere to be found, twice, and one there is",
        needs: &[
            Need {
                program: "xtask-test-no-such-program",
                why: "for the test",
            },
            Need {
                program: "true",
                why: "for the test",
            },
        ],
        steps: &[Step {
            program: Program::OnPath("touch"),
            args: &["ran"],
            env: &[],
        }],
    };

    #[test]
    fn a_missing_program_is_named_once_before_anything_runs() {
        let root = tempfile::tempdir().expect("a temporary folder");
        let error = run_parts(
            &[&PASSES, &NEEDS_THE_IMPOSSIBLE, &NEEDS_THE_IMPOSSIBLE],
            root.path(),
        )
        .expect_err("missing");
        assert_eq!(
            error,
            "xtask-test-no-such-program is missing (for the test)"
        );
        assert!(!root.path().join("first").exists());
    }

    #[test]
    fn a_command_of_the_virtual_environment_names_it() {
        let root = Path::new("/repository");
        let command = venv("maturin", &["develop"]).command(root);
        assert_eq!(
            command.get_program(),
            "/repository/target/python-venv/bin/maturin"
        );
        assert_eq!(command.get_current_dir(), Some(root));
        assert_eq!(
            command.get_envs().collect::<Vec<_>>(),
            [(
                "VIRTUAL_ENV".as_ref(),
                Some("/repository/target/python-venv".as_ref())
            )]
        );
    }
}
