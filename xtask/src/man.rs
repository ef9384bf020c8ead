//! The man pages and shell completions of `uri`, generated from its clap declaration
//! (`uri_cli::command`), so that they say what `uri --help` says.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use clap_complete::Shell;

/// Where a task writes its files.
#[derive(clap::Args)]
pub(crate) struct Out {
    /// The folder to write into (made when missing) [default: the target folder's `man` or
    /// `completions`]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
}

impl Out {
    /// The folder asked for, or `default` in the target folder (`CARGO_TARGET_DIR`, or `target`
    /// at the workspace root).
    pub(crate) fn dir(&self, default: &str) -> PathBuf {
        self.out
            .clone()
            .unwrap_or_else(|| target_dir().join(default))
    }
}

/// The target folder: `CARGO_TARGET_DIR`, or `target` at the workspace root.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(
        || {
            // This crate's folder is at the workspace root.
            let xtask = Path::new(env!("CARGO_MANIFEST_DIR"));
            xtask.parent().unwrap_or(xtask).join("target")
        },
        PathBuf::from,
    )
}

/// Writes `uri.1`, and `uri-COMMAND.1` for each command, into `dir`.
pub(crate) fn man_pages(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir).map_err(in_folder(dir))?;
    clap_mangen::generate_to(uri_cli::command(), dir).map_err(in_folder(dir))?;
    println!("man pages written to {}", dir.display());
    Ok(())
}

/// Writes the completions of `uri` for every shell clap_complete knows into `dir`.
pub(crate) fn completions(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir).map_err(in_folder(dir))?;
    let mut command = uri_cli::command();
    for shell in [
        Shell::Bash,
        Shell::Zsh,
        Shell::Fish,
        Shell::Elvish,
        Shell::PowerShell,
    ] {
        let path =
            clap_complete::generate_to(shell, &mut command, "uri", dir).map_err(in_folder(dir))?;
        println!("{shell} completions written to {}", path.display());
    }
    Ok(())
}

/// An error of writing into `dir`, naming it.
fn in_folder(dir: &Path) -> impl Fn(io::Error) -> io::Error + '_ {
    move |error| io::Error::new(error.kind(), format!("{}: {error}", dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of its own under the system's temporary folder, for one test.
    fn scratch(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("xtask-{name}-{}", std::process::id()))
    }

    /// `text` as roff writes it: every `-` escaped.
    fn roff(text: &str) -> String {
        text.replace('-', "\\-")
    }

    /// By default, a task writes into the folder cargo builds into (where this test runs from);
    /// `--out` is taken as it is.
    #[test]
    fn the_default_folder_is_in_the_target_folder() {
        let exe = std::env::current_exe().expect("the test's path");
        let default = Out { out: None }.dir("man");
        assert_eq!(default.file_name(), Some("man".as_ref()));
        let target = default.parent().expect("a parent");
        let target = target.canonicalize().expect("the target folder exists");
        assert!(
            exe.starts_with(&target),
            "{} in {}",
            exe.display(),
            target.display()
        );
        let asked = Out {
            out: Some(PathBuf::from("some/where")),
        };
        assert_eq!(asked.dir("man"), Path::new("some/where"));
    }

    /// Every command of `uri`, its subcommands' (`uri template expand`) among them, with the
    /// name of its man page: `uri`, `uri-parse`, `uri-template-expand`...
    fn every_command(command: &clap::Command) -> Vec<(String, &clap::Command)> {
        let mut all = vec![("uri".to_string(), command)];
        let mut n = 0;
        while let Some((name, command)) = all.get(n).cloned() {
            for sub in command.get_subcommands() {
                all.push((format!("{name}-{}", sub.get_name()), sub));
            }
            n += 1;
        }
        all
    }

    /// `uri.1` names every command, each of which has its page, which names its subcommands,
    /// every option of the command (long and short) and every positional argument.
    #[test]
    fn the_man_pages_name_every_command_and_option() {
        let dir = scratch("man");
        man_pages(&dir).expect("written");
        let read = |name: &str| fs::read_to_string(dir.join(name)).expect(name);
        let command = uri_cli::command();
        let commands = every_command(&command);
        for (name, command) in &commands {
            let page = read(&format!("{name}.1"));
            for sub in command.get_subcommands() {
                let sub = format!("{name}-{}(1)", sub.get_name());
                assert!(page.contains(&roff(&sub)), "{name}: {sub}");
            }
            for arg in command.get_arguments() {
                if let Some(long) = arg.get_long() {
                    let flag = format!("\\fB{}\\fR", roff(&format!("--{long}")));
                    assert!(page.contains(&flag), "{name} --{long}");
                }
                if let Some(short) = arg.get_short() {
                    assert!(
                        page.contains(&format!("\\fB\\-{short}\\fR")),
                        "{name} -{short}"
                    );
                }
                if arg.is_positional() {
                    let value = arg.get_value_names().expect("a value name")[0].as_str();
                    assert!(page.contains(&format!("\\fI{value}\\fR")), "{name} {value}");
                }
            }
        }
        assert_eq!(
            commands.len(),
            16,
            "uri, its twelve commands, the three of uri template"
        );
        assert_eq!(
            fs::read_dir(&dir).expect("the folder").count(),
            commands.len()
        );
        assert!(read("uri.1").contains("\\fB\\-\\-version\\fR"));
        fs::remove_dir_all(&dir).expect("clean up");
    }

    /// Every shell's completions offer every command and subcommand, and every long option.
    #[test]
    fn the_completions_offer_every_command_and_option() {
        let dir = scratch("completions");
        completions(&dir).expect("written");
        let command = uri_cli::command();
        let files = ["uri.bash", "_uri", "uri.fish", "uri.elv", "_uri.ps1"];
        for file in files {
            let text = fs::read_to_string(dir.join(file)).expect(file);
            for (name, sub) in every_command(&command) {
                assert!(text.contains(sub.get_name()), "{file}: {name}");
                for long in sub.get_arguments().filter_map(|arg| arg.get_long()) {
                    assert!(text.contains(long), "{file}: {name} --{long}");
                }
            }
        }
        assert_eq!(fs::read_dir(&dir).expect("the folder").count(), files.len());
        fs::remove_dir_all(&dir).expect("clean up");
    }
}
