//! The subcommands, one module each (`resolve` holds `relative` too, `map` holds `to-uri` and
//! `to-iri`, `file` holds `to-path` and `from-path`, `template` holds `template expand`, `match` and
//! `check`): each declares its arguments and runs them.
//! A command uses the shared modules only, never another command.

pub(crate) mod audit;
pub(crate) mod domain;
pub(crate) mod extract;
pub(crate) mod file;
pub(crate) mod map;
pub(crate) mod normalize;
pub(crate) mod parse;
pub(crate) mod resolve;
pub(crate) mod template;
