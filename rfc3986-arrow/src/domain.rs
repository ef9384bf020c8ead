//! The kernels of the [Public Suffix List](https://publicsuffix.org/): each host's public
//! suffix, registrable domain or subdomain, by the library's
//! [`domain`](rfc3986::domain) module.

use arrow_array::{Array, LargeStringArray, StringArray, StringViewArray};
use arrow_schema::ArrowError;
use rfc3986::domain::{Section, SuffixList};
use rfc3986::grammar;

use crate::components::parts_of;
use crate::{not_strings, Grammar, Invalid};

/// The part of a host name that [`domain`] gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DomainPart {
    /// The public suffix: `co.uk` of `www.example.co.uk`
    /// ([`Domain::public_suffix`](rfc3986::domain::Domain::public_suffix)).
    PublicSuffix,
    /// The registrable domain, the public suffix and one label more: `example.co.uk`
    /// ([`Domain::registrable_domain`](rfc3986::domain::Domain::registrable_domain)).
    RegistrableDomain,
    /// What is left in front of the registrable domain: `www`
    /// ([`Domain::subdomain`](rfc3986::domain::Domain::subdomain)).
    Subdomain,
}

/// The `part` of each row's host, by the rules of `list` in `section` ([`RiRef::domain`]), as
/// a view into the input's buffers (a slice of the host as written: its case, Unicode or
/// A-labels, percent-encoding kept; without a final `.`). Null for a null row, a row that does
/// not parse, a host that is no name (an IP address, an empty host, no host), a name the list
/// cannot answer (an empty label, a label UTS 46 refuses), and a part the name lacks (a name
/// that is itself a public suffix has no registrable domain, one that is a registrable domain
/// no subdomain).
///
/// [`RiRef::domain`]: rfc3986::RiRef::domain
///
/// ```
/// use arrow_array::StringArray;
/// use rfc3986::domain::{Section, SuffixList};
/// use rfc3986_arrow::{domain, DomainPart, Grammar};
///
/// let rows = StringArray::from(vec!["https://www.Example.co.uk./a", "http://alice.github.io/", "http://10.0.0.1/", "http://co.uk/"]);
/// let list = SuffixList::embedded();
/// let sites = domain(&rows, DomainPart::RegistrableDomain, &list, Section::Icann, Grammar::Uri).unwrap();
/// assert_eq!(sites.iter().collect::<Vec<_>>(), [Some("Example.co.uk"), Some("github.io"), None, None]);
/// let sites = domain(&rows, DomainPart::RegistrableDomain, &list, Section::All, Grammar::Uri).unwrap();
/// assert_eq!(sites.value(1), "alice.github.io");
/// let subdomains = domain(&rows, DomainPart::Subdomain, &list, Section::Icann, Grammar::Uri).unwrap();
/// assert_eq!(subdomains.iter().collect::<Vec<_>>(), [Some("www"), Some("alice"), None, None]);
/// ```
pub fn domain(
    array: &dyn Array,
    part: DomainPart,
    list: &SuffixList,
    section: Section,
    grammar: Grammar,
) -> Result<StringViewArray, ArrowError> {
    with_strings!(array, |strings| with_grammar!(grammar, |G| {
        // Each part's loop made on its own, so that no row asks which part it is.
        match part {
            DomainPart::PublicSuffix => parts_of::<_, G>(strings, Invalid::Null, |reference| {
                Some(reference.domain(list, section)?.public_suffix())
            }),
            DomainPart::RegistrableDomain => {
                parts_of::<_, G>(strings, Invalid::Null, |reference| {
                    reference.domain(list, section)?.registrable_domain()
                })
            }
            DomainPart::Subdomain => parts_of::<_, G>(strings, Invalid::Null, |reference| {
                reference.domain(list, section)?.subdomain()
            }),
        }
    }))
}
