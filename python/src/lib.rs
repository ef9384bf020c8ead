//! `rfc3986_rs._native`: the [`rfc3986`] library for Python, built by maturin into the
//! `rfc3986-rs` package (`python/`). The Python modules of the package (`rfc3986_rs/`) re-export
//! what is here and add the integrations (jsonschema, Polars, DuckDB, Spark).

mod arguments;
mod batch;
mod domain;
mod errors;
mod functions;
mod options;
mod template;
mod text;
mod uri;

use pyo3::prelude::*;

/// Rust's allocations in the extension (the kernels' output buffers among them).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The native module.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    module.add_class::<uri::PyUriRef>()?;
    module.add_class::<domain::PyPublicSuffixList>()?;
    module.add_class::<text::Finding>()?;
    module.add_class::<text::Found>()?;
    module.add_class::<template::PyTemplate>()?;
    module.add("ParseError", py.get_type::<errors::ParseError>())?;
    module.add("BuildError", py.get_type::<errors::BuildError>())?;
    module.add("ResolveError", py.get_type::<errors::ResolveError>())?;
    module.add("TemplateError", py.get_type::<errors::TemplateError>())?;
    module.add("ExpandError", py.get_type::<errors::ExpandError>())?;
    module.add_function(wrap_pyfunction!(functions::parse, module)?)?;
    module.add_function(wrap_pyfunction!(functions::is_valid, module)?)?;
    module.add_function(wrap_pyfunction!(functions::check, module)?)?;
    module.add_function(wrap_pyfunction!(functions::normalize, module)?)?;
    module.add_function(wrap_pyfunction!(functions::equivalent, module)?)?;
    module.add_function(wrap_pyfunction!(functions::resolve, module)?)?;
    module.add_function(wrap_pyfunction!(functions::make_relative, module)?)?;
    module.add_function(wrap_pyfunction!(functions::to_uri, module)?)?;
    module.add_function(wrap_pyfunction!(functions::to_iri, module)?)?;
    module.add_function(wrap_pyfunction!(text::audit, module)?)?;
    module.add_function(wrap_pyfunction!(text::extract, module)?)?;
    module.add_function(wrap_pyfunction!(batch::arrow_kernel, module)?)?;
    module.add("KERNELS", batch::table(py)?)?;
    Ok(())
}
