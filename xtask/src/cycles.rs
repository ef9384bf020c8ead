//! `cargo xtask cycles`: import cycles between the modules of each crate.
//!
//! A module is a file (`foo.rs` or `foo/mod.rs`); a module written inline in a file (`mod x { }`)
//! belongs to its file. Module `a` depends on module `b` when `a` names `b` or an item of `b`: in
//! a `use`, in a path (`crate::b::f()`, `super::b::T`, `b::C` after `use crate::b;`), or in the
//! tokens of a macro call (`matches!(x, crate::b::K)`). A name the crate root re-exports
//! (`crate::ParseError`) is followed to the module it comes from, through `use` and `pub use`
//! items; glob imports are not followed.
//!
//! What counts as a cycle: a circle of dependencies between *siblings*, the children of one
//! module. At the crate root, each top-level module stands for itself and all its submodules
//! (`scan/sse2.rs` counts as `scan`); within a folder `foo/`, its submodules are checked the same
//! way among themselves. A module depending on its own ancestor (`super::helper`) or on its own
//! descendant is not a cycle: a module's private helpers and the parent that declares them are
//! one unit. Code under `#[cfg(test)]` is left out: a test may use any module it checks.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use proc_macro2::{TokenStream, TokenTree};
use syn::punctuated::Punctuated;
use syn::visit::{self, Visit};

/// The arguments of `cargo xtask cycles`.
#[derive(clap::Args)]
pub struct Args {
    /// Crate folders to check, relative to the workspace root (default: every member of the
    /// workspace, and `python`).
    crates: Vec<PathBuf>,
}

/// Checks each crate, prints every cycle found; exit status 1 when there is one, 2 when a crate
/// cannot be read.
pub fn run(args: &Args) -> ExitCode {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is a folder of the workspace");
    let crates = if args.crates.is_empty() {
        match workspace_crates(root) {
            Ok(crates) => crates,
            Err(message) => {
                eprintln!("cycles: {message}");
                return ExitCode::from(2);
            }
        }
    } else {
        args.crates.clone()
    };
    match check(root, &crates) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(cycles) => {
            println!("{cycles} cycle(s)");
            ExitCode::FAILURE
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(2)
        }
    }
}

/// Checks the crates in `crates` (folders relative to `root`), printing each cycle, or that a
/// crate has none; the number of cycles, or why a crate could not be read.
fn check(root: &Path, crates: &[PathBuf]) -> Result<usize, String> {
    let mut cycles = 0;
    for folder in crates {
        for target in crate_roots(&root.join(folder)) {
            let name = folder.join(&target);
            let krate = Crate::load(&root.join(folder), &target, |path| {
                std::fs::read_to_string(path).ok()
            })
            .map_err(|message| format!("{}: {message}", name.display()))?;
            let found = krate.cycles();
            for cycle in &found {
                println!("{}: {cycle}", name.display());
            }
            if found.is_empty() {
                println!("{}: no cycle", name.display());
            }
            cycles += found.len();
        }
    }
    Ok(cycles)
}

/// The folders of the workspace's members, relative to `root`, and `python` (a workspace of its
/// own).
fn workspace_crates(root: &Path) -> Result<Vec<PathBuf>, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--no-deps", "--format-version", "1"])
        .current_dir(root)
        .output()
        .map_err(|error| format!("cargo metadata: {error}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let metadata: serde_json::Value = serde_json::from_slice(&output.stdout)
        .map_err(|error| format!("cargo metadata: {error}"))?;
    let mut crates = Vec::new();
    for package in metadata["packages"].as_array().into_iter().flatten() {
        let manifest = Path::new(package["manifest_path"].as_str().unwrap_or_default());
        if let Some(folder) = manifest
            .parent()
            .and_then(|dir| dir.strip_prefix(root).ok())
        {
            crates.push(folder.to_path_buf());
        }
    }
    crates.sort();
    crates.push(PathBuf::from("python"));
    Ok(crates)
}

/// The crate roots of a package, relative to its folder, as Cargo finds them: `src/lib.rs`,
/// `src/main.rs`, `src/bin/*.rs` and `src/bin/*/main.rs`, those that exist.
fn crate_roots(folder: &Path) -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = ["src/lib.rs", "src/main.rs"]
        .into_iter()
        .map(PathBuf::from)
        .filter(|path| folder.join(path).is_file())
        .collect();
    if let Ok(entries) = std::fs::read_dir(folder.join("src/bin")) {
        let mut bins: Vec<PathBuf> = entries
            .filter_map(|entry| entry.ok())
            .map(|entry| Path::new("src/bin").join(entry.file_name()))
            .filter_map(|path| match path.extension() {
                Some(ext) if ext == "rs" => Some(path),
                Some(_) => None,
                None => Some(path.join("main.rs")),
            })
            .filter(|path| folder.join(path).is_file())
            .collect();
        bins.sort();
        roots.extend(bins);
    }
    roots
}

/// A module's path from the crate root: `[]` is the root, `["scan", "sse2"]` is
/// `crate::scan::sse2`.
type ModPath = Vec<String>;

/// A module, written in a file of its own or inline.
#[derive(Default)]
struct Module {
    /// The module of the file it is written in (itself, when it has a file of its own).
    file: ModPath,
    /// The names of its child modules.
    children: BTreeSet<String>,
    /// The names its `use` items bring in, and the path each stands for, as written.
    uses: HashMap<String, Vec<String>>,
}

/// A path written in a module, which may name another module.
struct Reference {
    /// The module it is written in.
    scope: ModPath,
    /// Its segments, as written.
    segments: Vec<String>,
    /// Where: the file, relative to the crate's folder, and the line.
    file: PathBuf,
    line: usize,
}

/// The modules of one crate and the paths written in them.
struct Crate {
    modules: BTreeMap<ModPath, Module>,
    references: Vec<Reference>,
}

impl Crate {
    /// Reads the crate whose root is `root` (relative to `folder`), following its `mod`
    /// declarations; `read` gives a file's text.
    fn load(
        folder: &Path,
        root: &Path,
        read: impl Fn(&Path) -> Option<String>,
    ) -> Result<Crate, String> {
        let mut krate = Crate {
            modules: BTreeMap::new(),
            references: Vec::new(),
        };
        let mut pending = vec![(ModPath::new(), root.to_path_buf(), true)];
        while let Some((module, file, owns_folder)) = pending.pop() {
            let text = read(&folder.join(&file))
                .ok_or_else(|| format!("cannot read {}", folder.join(&file).display()))?;
            let syntax = syn::parse_file(&text)
                .map_err(|error| format!("{}: {error}", folder.join(&file).display()))?;
            let here = file.parent().unwrap_or(Path::new("")).to_path_buf();
            // `foo.rs` declares its children in `foo/`; `mod.rs` and crate roots beside them.
            let children = if owns_folder {
                here.clone()
            } else {
                here.join(file.file_stem().unwrap_or_default())
            };
            krate.modules.entry(module.clone()).or_default().file = module.clone();
            let mut visitor = FileVisitor {
                krate: &mut krate,
                file: file.clone(),
                file_module: module.clone(),
                scope: module,
                folder: children,
                here,
                read: &|path: &Path| read(&folder.join(path)).is_some(),
                pending: Vec::new(),
                missing: Vec::new(),
            };
            visitor.visit_file(&syntax);
            if let Some(module) = visitor.missing.first() {
                return Err(format!("no file for module {module}"));
            }
            pending.extend(visitor.pending);
        }
        Ok(krate)
    }

    /// The module a path written in `scope` names: the deepest module it goes through, `scope`
    /// itself for a path that leaves the crate (another crate, a local name). Imported names are
    /// followed `depth` times at most (a `use` may name itself).
    fn resolve(&self, scope: &[String], segments: &[String], depth: u8) -> Option<ModPath> {
        let (mut current, rest): (ModPath, &[String]) = match segments.first()?.as_str() {
            "crate" => (ModPath::new(), &segments[1..]),
            "self" => (scope.to_vec(), &segments[1..]),
            "super" => {
                let ups = segments.iter().take_while(|s| *s == "super").count();
                let mut current = scope.to_vec();
                current.truncate(current.len().checked_sub(ups)?);
                (current, &segments[ups..])
            }
            // A child of `scope`, a name it imports, or one from elsewhere (another crate, a
            // local): the last stays in `scope`, which is no dependency.
            _ => (scope.to_vec(), segments),
        };
        for (index, segment) in rest.iter().enumerate() {
            let module = self.modules.get(&current)?;
            if module.children.contains(segment) {
                current.push(segment.clone());
            } else if let Some(target) = module.uses.get(segment).filter(|_| depth > 0) {
                let path: Vec<String> = target.iter().chain(&rest[index + 1..]).cloned().collect();
                return self.resolve(&current, &path, depth - 1).or(Some(current));
            } else {
                break;
            }
        }
        Some(current)
    }

    /// Every cycle among the children of a module.
    fn cycles(&self) -> Vec<Cycle> {
        // The parent, then each edge between two of its children, with the references behind it.
        let mut graphs: BTreeMap<ModPath, Graph> = BTreeMap::new();
        for reference in &self.references {
            let Some(target) = self.resolve(&reference.scope, &reference.segments, 8) else {
                continue;
            };
            let from = &self.modules[&reference.scope].file;
            let to = &self.modules[&target].file;
            let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
            if common == from.len() || common == to.len() {
                continue; // the same module, or an ancestor and its descendant
            }
            graphs
                .entry(from[..common].to_vec())
                .or_default()
                .entry(from[common].clone())
                .or_default()
                .entry(to[common].clone())
                .or_default()
                .push(reference);
        }
        let mut cycles = Vec::new();
        for (parent, graph) in &graphs {
            for members in strongly_connected(graph) {
                let edges = members
                    .iter()
                    .flat_map(|from| {
                        graph[from]
                            .iter()
                            .filter(|(to, _)| members.contains(*to))
                            .map(move |(to, references)| Edge {
                                from: from.clone(),
                                to: to.clone(),
                                first: format!(
                                    "{}:{} {}",
                                    references[0].file.display(),
                                    references[0].line,
                                    references[0].segments.join("::")
                                ),
                                more: references.len() - 1,
                            })
                    })
                    .collect();
                cycles.push(Cycle {
                    parent: parent.clone(),
                    members,
                    edges,
                });
            }
        }
        cycles
    }
}

/// The dependencies among the children of one module: from, to, the references behind it.
type Graph<'a> = BTreeMap<String, BTreeMap<String, Vec<&'a Reference>>>;

/// The strongly connected components of more than one node (Tarjan's algorithm).
fn strongly_connected(graph: &Graph) -> Vec<BTreeSet<String>> {
    struct State<'g> {
        graph: &'g Graph<'g>,
        index: HashMap<&'g str, usize>,
        low: HashMap<&'g str, usize>,
        stack: Vec<&'g str>,
        components: Vec<BTreeSet<String>>,
    }
    fn visit<'g>(state: &mut State<'g>, node: &'g str) {
        let index = state.index.len();
        state.index.insert(node, index);
        state.low.insert(node, index);
        state.stack.push(node);
        for next in state
            .graph
            .get(node)
            .into_iter()
            .flat_map(|edges| edges.keys())
        {
            if !state.index.contains_key(next.as_str()) {
                visit(state, next);
                let low = state.low[node].min(state.low[next.as_str()]);
                state.low.insert(node, low);
            } else if state.stack.contains(&next.as_str()) {
                let low = state.low[node].min(state.index[next.as_str()]);
                state.low.insert(node, low);
            }
        }
        if state.low[node] == index {
            let mut component = BTreeSet::new();
            while let Some(member) = state.stack.pop() {
                component.insert(member.to_string());
                if member == node {
                    break;
                }
            }
            if component.len() > 1 {
                state.components.push(component);
            }
        }
    }
    let mut state = State {
        graph,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        components: Vec::new(),
    };
    for node in graph.keys() {
        if !state.index.contains_key(node.as_str()) {
            visit(&mut state, node);
        }
    }
    state.components
}

/// Modules among the children of one parent that depend on each other in a circle.
struct Cycle {
    parent: ModPath,
    members: BTreeSet<String>,
    edges: Vec<Edge>,
}

/// One dependency within a cycle.
struct Edge {
    from: String,
    to: String,
    /// The first reference behind it: file, line and path.
    first: String,
    /// How many more references there are.
    more: usize,
}

impl fmt::Display for Cycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parent: Vec<&str> = std::iter::once("crate")
            .chain(self.parent.iter().map(String::as_str))
            .collect();
        let members: Vec<&str> = self.members.iter().map(String::as_str).collect();
        write!(
            f,
            "cycle among {}::{{{}}}",
            parent.join("::"),
            members.join(", ")
        )?;
        for edge in &self.edges {
            write!(f, "\n  {} -> {}: {}", edge.from, edge.to, edge.first)?;
            if edge.more > 0 {
                write!(f, " (and {} more)", edge.more)?;
            }
        }
        Ok(())
    }
}

/// Collects the modules and references of one file.
struct FileVisitor<'a> {
    krate: &'a mut Crate,
    /// The file, relative to the crate's folder, and its module.
    file: PathBuf,
    file_module: ModPath,
    /// The module being read (an inline module of the file, or the file's).
    scope: ModPath,
    /// The folder of the files of the child modules `scope` declares.
    folder: PathBuf,
    /// The folder `#[path]` attributes are relative to.
    here: PathBuf,
    read: &'a dyn Fn(&Path) -> bool,
    /// The modules declared in other files: module, file, whether the file is a `mod.rs`.
    pending: Vec<(ModPath, PathBuf, bool)>,
    /// The modules declared whose file was not found.
    missing: Vec<String>,
}

impl FileVisitor<'_> {
    fn record(&mut self, segments: Vec<String>, line: usize) {
        if segments.len() < 2 {
            return;
        }
        self.krate.references.push(Reference {
            scope: self.scope.clone(),
            segments,
            file: self.file.clone(),
            line,
        });
    }

    fn bring(&mut self, name: String, path: Vec<String>) {
        if name != "_" {
            let module = self.krate.modules.entry(self.scope.clone()).or_default();
            module.uses.insert(name, path);
        }
    }

    /// Records every path of a `use` tree, under `prefix`.
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.use_tree(prefix, &path.tree);
                prefix.pop();
            }
            syn::UseTree::Name(name) => {
                let (alias, full) = use_name(prefix, &name.ident);
                self.record(full.clone(), name.ident.span().start().line);
                if let Some(alias) = alias {
                    self.bring(alias, full);
                }
            }
            syn::UseTree::Rename(rename) => {
                let (_, full) = use_name(prefix, &rename.ident);
                self.record(full.clone(), rename.ident.span().start().line);
                self.bring(rename.rename.to_string(), full);
            }
            syn::UseTree::Glob(glob) => {
                self.record(prefix.clone(), glob.star_token.span.start().line);
            }
            syn::UseTree::Group(group) => {
                for tree in &group.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }

    /// Finds the file of `mod name;`, declared in `scope`.
    fn module_file(&self, item: &syn::ItemMod) -> Option<(PathBuf, bool)> {
        if let Some(path) = path_attribute(&item.attrs) {
            let file = self.here.join(path);
            let owns_folder = file.file_name().is_some_and(|name| name == "mod.rs");
            return (self.read)(&file).then_some((file, owns_folder));
        }
        let name = item.ident.to_string();
        let flat = self.folder.join(format!("{name}.rs"));
        if (self.read)(&flat) {
            return Some((flat, false));
        }
        let nested = self.folder.join(&name).join("mod.rs");
        (self.read)(&nested).then_some((nested, true))
    }
}

/// The name a `use` leaf brings in and the path it stands for (`use a::b::{self}` brings `b`).
fn use_name(prefix: &[String], ident: &syn::Ident) -> (Option<String>, Vec<String>) {
    if ident == "self" {
        (prefix.last().cloned(), prefix.to_vec())
    } else {
        let mut full = prefix.to_vec();
        full.push(ident.to_string());
        (Some(ident.to_string()), full)
    }
}

/// The value of a `#[path = "..."]` attribute.
fn path_attribute(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|attr| match &attr.meta {
        syn::Meta::NameValue(pair) if pair.path.is_ident("path") => match &pair.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(text),
                ..
            }) => Some(text.value()),
            _ => None,
        },
        _ => None,
    })
}

/// Whether the attributes hold `#[cfg(test)]` (or `#[cfg(all(test, ...))]`).
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        attr.path().is_ident("cfg")
            && attr
                .parse_args::<syn::Meta>()
                .is_ok_and(|condition| needs_test(&condition))
    })
}

/// Whether a `cfg` condition holds only in tests: `test`, or `all(...)` with such a term.
fn needs_test(condition: &syn::Meta) -> bool {
    match condition {
        syn::Meta::Path(path) => path.is_ident("test"),
        syn::Meta::List(list) if list.path.is_ident("all") => list
            .parse_args_with(Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated)
            .is_ok_and(|terms| terms.iter().any(needs_test)),
        _ => false,
    }
}

/// The attributes of an item.
fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Const(item) => &item.attrs,
        syn::Item::Enum(item) => &item.attrs,
        syn::Item::Fn(item) => &item.attrs,
        syn::Item::Impl(item) => &item.attrs,
        syn::Item::Macro(item) => &item.attrs,
        syn::Item::Mod(item) => &item.attrs,
        syn::Item::Static(item) => &item.attrs,
        syn::Item::Struct(item) => &item.attrs,
        syn::Item::Trait(item) => &item.attrs,
        syn::Item::Type(item) => &item.attrs,
        syn::Item::Union(item) => &item.attrs,
        syn::Item::Use(item) => &item.attrs,
        _ => &[],
    }
}

/// The paths in a macro's tokens: each run of `ident :: ident ...`.
fn token_paths(tokens: TokenStream, paths: &mut Vec<(Vec<String>, usize)>) {
    let mut current: Vec<String> = Vec::new();
    let mut line = 0;
    let mut colons = 0;
    for token in tokens {
        match token {
            TokenTree::Ident(ident) => {
                if colons != 2 && !current.is_empty() {
                    paths.push((std::mem::take(&mut current), line));
                }
                if current.is_empty() {
                    line = ident.span().start().line;
                }
                current.push(ident.to_string());
                colons = 0;
            }
            // (A lone `:` before an ident ends the path too: only `::` joins.)
            TokenTree::Punct(punct) if punct.as_char() == ':' => colons += 1,
            other => {
                paths.push((std::mem::take(&mut current), line));
                colons = 0;
                if let TokenTree::Group(group) = other {
                    token_paths(group.stream(), paths);
                }
            }
        }
    }
    paths.push((current, line));
}

impl<'ast> Visit<'ast> for FileVisitor<'_> {
    fn visit_item(&mut self, item: &'ast syn::Item) {
        if !is_test_only(item_attrs(item)) {
            visit::visit_item(self, item);
        }
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        let name = item.ident.to_string();
        let mut module = self.scope.clone();
        module.push(name.clone());
        if let Some((_, items)) = &item.content {
            let parent = self.krate.modules.entry(self.scope.clone()).or_default();
            parent.children.insert(name.clone());
            self.krate.modules.entry(module.clone()).or_default().file = self.file_module.clone();
            let scope = std::mem::replace(&mut self.scope, module);
            let folder = self.folder.join(&name);
            let folder = std::mem::replace(&mut self.folder, folder);
            let here = std::mem::replace(&mut self.here, self.folder.clone());
            for item in items {
                self.visit_item(item);
            }
            self.scope = scope;
            self.folder = folder;
            self.here = here;
        } else if let Some((file, owns_folder)) = self.module_file(item) {
            let parent = self.krate.modules.entry(self.scope.clone()).or_default();
            parent.children.insert(name);
            self.pending.push((module, file, owns_folder));
        } else {
            self.missing.push(module.join("::"));
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        if item.leading_colon.is_none() {
            self.use_tree(&mut Vec::new(), &item.tree);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.leading_colon.is_none() {
            let segments = path.segments.iter().map(|s| s.ident.to_string()).collect();
            let line = path
                .segments
                .first()
                .map_or(0, |s| s.ident.span().start().line);
            self.record(segments, line);
        }
        visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let mut paths = Vec::new();
        token_paths(mac.tokens.clone(), &mut paths);
        for (segments, line) in paths {
            self.record(segments, line);
        }
        visit::visit_macro(self, mac);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cycles of a crate made of `files` (name, text), one line each.
    fn cycles(files: &[(&str, &str)]) -> Vec<String> {
        let files: HashMap<PathBuf, String> = files
            .iter()
            .map(|(name, text)| (Path::new("src").join(name), text.to_string()))
            .collect();
        let krate = Crate::load(Path::new(""), Path::new("src/lib.rs"), |path| {
            files.get(path).cloned()
        })
        .unwrap();
        krate.cycles().iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_cycle_between_siblings_is_found_with_its_references() {
        let found = cycles(&[
            ("lib.rs", "mod error; mod parse; mod chars;"),
            (
                "error.rs",
                "pub struct E; const L: usize = crate::parse::LIMIT;",
            ),
            (
                "parse.rs",
                "use crate::error::E; pub const LIMIT: usize = 1;",
            ),
            ("chars.rs", "use crate::parse;"),
        ]);
        assert_eq!(
            found,
            [concat!(
                "cycle among crate::{error, parse}\n",
                "  error -> parse: src/error.rs:1 crate::parse::LIMIT\n",
                "  parse -> error: src/parse.rs:1 crate::error::E"
            )]
        );
    }

    #[test]
    fn a_tree_is_not_flagged() {
        let found = cycles(&[
            ("lib.rs", "mod a; mod b; pub use a::A; fn f() { b::g(); }"),
            (
                "a.rs",
                "pub struct A; fn h() -> crate::b::B { crate::b::B }",
            ),
            ("b.rs", "pub struct B; pub fn g() {}"),
        ]);
        assert_eq!(found, Vec::<String>::new());
    }

    #[test]
    fn children_may_use_their_parent_and_the_parent_its_children() {
        let found = cycles(&[
            ("lib.rs", "mod scan;"),
            (
                "scan/mod.rs",
                "mod swar; pub fn find() { swar::find() } fn helper() {}",
            ),
            ("scan/swar.rs", "pub fn find() { super::helper() }"),
        ]);
        assert_eq!(found, Vec::<String>::new());
    }

    #[test]
    fn submodules_count_as_their_top_level_module() {
        let found = cycles(&[
            ("lib.rs", "mod pct; mod iri;"),
            ("pct.rs", "mod decode;"),
            ("pct/decode.rs", "use crate::iri::Iri;"),
            ("iri.rs", "pub struct Iri; fn f() { crate::pct::g() }"),
        ]);
        assert_eq!(
            found,
            [concat!(
                "cycle among crate::{iri, pct}\n",
                "  iri -> pct: src/iri.rs:1 crate::pct::g\n",
                "  pct -> iri: src/pct/decode.rs:1 crate::iri::Iri"
            )]
        );
    }

    #[test]
    fn a_cycle_among_the_submodules_of_a_folder_is_found() {
        let found = cycles(&[
            ("lib.rs", "mod scan;"),
            ("scan/mod.rs", "mod a; mod b;"),
            ("scan/a.rs", "use super::b::B; pub struct A;"),
            ("scan/b.rs", "pub struct B; fn f(_: super::a::A) {}"),
        ]);
        assert_eq!(
            found,
            [concat!(
                "cycle among crate::scan::{a, b}\n",
                "  a -> b: src/scan/a.rs:1 super::b::B\n",
                "  b -> a: src/scan/b.rs:1 super::a::A"
            )]
        );
    }

    #[test]
    fn names_reexported_by_the_root_are_followed_to_their_module() {
        let found = cycles(&[
            ("lib.rs", "mod owned; mod recompose; pub use owned::Buf;"),
            (
                "owned.rs",
                "pub struct Buf; fn f() { crate::recompose::write() }",
            ),
            ("recompose.rs", "use crate::Buf; pub fn write() {}"),
        ]);
        assert_eq!(
            found,
            [concat!(
                "cycle among crate::{owned, recompose}\n",
                "  owned -> recompose: src/owned.rs:1 crate::recompose::write\n",
                "  recompose -> owned: src/recompose.rs:1 crate::Buf"
            )]
        );
    }

    #[test]
    fn paths_through_an_imported_module_and_in_macros_count() {
        let found = cycles(&[
            ("lib.rs", "mod a; mod b;"),
            (
                "a.rs",
                "use crate::b; pub const X: u8 = 0; fn f() { b::g() }",
            ),
            (
                "b.rs",
                "fn g() { assert!(matches!(0, crate::a::X)); m!(x == crate::a::X, return crate::a::X) }",
            ),
        ]);
        assert_eq!(
            found,
            [concat!(
                "cycle among crate::{a, b}\n",
                "  a -> b: src/a.rs:1 crate::b (and 1 more)\n",
                "  b -> a: src/b.rs:1 crate::a::X (and 2 more)"
            )]
        );
    }

    #[test]
    fn test_code_is_left_out() {
        let found = cycles(&[
            ("lib.rs", "mod a; mod b; #[cfg(test)] mod testing;"),
            (
                "a.rs",
                "pub fn f() {} #[cfg(test)] mod tests { use crate::b::g; }",
            ),
            (
                "b.rs",
                "pub fn g() { crate::a::f() } #[cfg(test)] fn t() { crate::testing::h() }",
            ),
            ("testing.rs", "pub fn h() { crate::b::g() }"),
        ]);
        assert_eq!(found, Vec::<String>::new());
    }
    #[test]
    fn self_super_and_reexported_modules_are_followed() {
        let found = cycles(&[
            ("lib.rs", "mod outer; pub use outer::deep as d;"),
            ("outer.rs", "pub mod deep;"),
            ("outer/deep/mod.rs", "mod sub; mod other; pub struct Z;"),
            ("outer/deep/sub.rs", "use super::other::Y; pub struct X;"),
            ("outer/deep/other.rs", "use crate::d::sub::X; pub struct Y;"),
        ]);
        assert_eq!(
            found,
            [concat!(
                "cycle among crate::outer::deep::{other, sub}\n",
                "  other -> sub: src/outer/deep/other.rs:1 crate::d::sub::X\n",
                "  sub -> other: src/outer/deep/sub.rs:1 super::other::Y"
            )]
        );
        let found = cycles(&[
            ("lib.rs", "mod a; mod b; pub use self::b::B;"),
            (
                "a.rs",
                "mod inner { fn f() { super::super::B::g() } } pub fn h() {}",
            ),
            ("b.rs", "pub struct B; pub fn g() { crate::a::h() }"),
        ]);
        assert_eq!(
            found,
            [concat!(
                "cycle among crate::{a, b}\n",
                "  a -> b: src/a.rs:1 super::super::B::g\n",
                "  b -> a: src/b.rs:1 crate::a::h"
            )]
        );
    }

    #[test]
    fn a_use_that_names_itself_ends() {
        let found = cycles(&[
            (
                "lib.rs",
                "mod a; mod b; pub use self::c as e; pub use self::e as c;",
            ),
            ("a.rs", "fn f() { crate::c::g(); crate::b::h() }"),
            ("b.rs", "pub fn h() {}"),
        ]);
        assert_eq!(found, Vec::<String>::new());
    }

    #[test]
    fn path_attributes_name_the_file() {
        let found = cycles(&[
            (
                "lib.rs",
                "#[doc = \"A\"] #[path = \"other.rs\"] mod a; #[path = \"dir/mod.rs\"] mod b;",
            ),
            ("other.rs", "use crate::b::c::C; pub struct A;"),
            ("dir/mod.rs", "pub mod c;"),
            ("dir/c.rs", "pub struct C; fn f(_: crate::a::A) {}"),
        ]);
        assert_eq!(
            found,
            [concat!(
                "cycle among crate::{a, b}\n",
                "  a -> b: src/other.rs:1 crate::b::c::C\n",
                "  b -> a: src/dir/c.rs:1 crate::a::A"
            )]
        );
    }

    #[test]
    fn every_kind_of_item_in_tests_is_left_out() {
        let items = [
            "const C: u8 = crate::b::K;",
            "enum E { V(crate::b::T) }",
            "fn f() { crate::b::g() }",
            "impl crate::b::T {}",
            "m!(crate::b::K);",
            "mod m { use crate::b::g; }",
            "static S: u8 = crate::b::K;",
            "struct S(crate::b::T);",
            "trait T: crate::b::Tr {}",
            "type T = crate::b::T;",
            "union U { t: crate::b::T }",
            "use crate::b::g;",
        ];
        for item in items {
            let b = "pub fn g() { crate::a::f() }";
            for (attr, cycle) in [
                ("#[cfg(test)]", false),
                ("#[cfg(all(test, feature = \"x\"))]", false),
                ("#[cfg(all(unix, test))]", false),
                ("#[cfg(not(test))]", true),
                ("#[cfg(any(test, unix))]", true),
                ("#[cfg(all(not(test), unix))]", true),
                ("#[cfg(feature = \"test\")]", true),
                ("#[allow(test)]", true),
            ] {
                let a = format!("pub fn f() {{}} {attr} {item}");
                let found = cycles(&[("lib.rs", "mod a; mod b;"), ("a.rs", &a), ("b.rs", b)]);
                assert_eq!(found.len(), usize::from(cycle), "{a}");
            }
        }
    }
}
