//! The SQL page (`README.md`, the crate's documentation) names every function the crate
//! registers, so that it cannot fall behind the table of kernels.

use datafusion::logical_expr::ScalarUDF;

#[test]
fn the_page_names_every_function() {
    let page = include_str!("../README.md");
    let functions: Vec<ScalarUDF> = rfc3986_datafusion::functions()
        .into_iter()
        .chain([rfc3986_datafusion::parse_url()])
        .collect();
    let with_sql = rfc3986_arrow::kernels::KERNELS
        .iter()
        .filter(|kernel| kernel.sql_name.is_some());
    assert_eq!(functions.len(), with_sql.count());
    for function in functions {
        let name = function.name();
        assert!(
            page.contains(&format!("`{name}(")) || page.contains(&format!("`{name}`")),
            "README.md does not name {name}"
        );
    }
}
