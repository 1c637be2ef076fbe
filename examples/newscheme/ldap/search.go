package ldap

// The search an LDAP URL describes, with RFC 4516 section 3's defaults
// filled in for the fields it leaves out. Each accessor decodes the
// field's percent-escapes; none checks the decoded text, which is
// Validate's task.

// Host returns the host as written, or "" when the URL names none and
// "the client must have some a priori knowledge of an appropriate LDAP
// server to contact".
func (p *Part) Host() string {
	if p.HostPort == nil || p.HostPort.Host == nil {
		return ""
	}
	return p.HostPort.Host.String()
}

// Port returns the port the URL names, or DefaultPort; false when the
// named port does not fit in an int (the validator warns about any port
// above 65535).
func (p *Part) Port() (int, bool) {
	if p.HostPort == nil || p.HostPort.Port == nil {
		return DefaultPort, true
	}
	return p.HostPort.Port.Value()
}

// BaseDN returns the DN, decoded, or "" when there is none: "If no <dn>
// is given, the default is the zero-length DN".
func (p *Part) BaseDN() string {
	if p.DN == nil {
		return ""
	}
	return p.DN.Decoded()
}

// RequestedAttributes returns the selectors, decoded; nil when the list
// is absent or empty, which asks for "all user attributes".
func (p *Part) RequestedAttributes() []string {
	if p.Attributes == nil || len(p.Attributes.Selectors) == 0 {
		return nil
	}
	return p.Attributes.Decoded()
}

// SearchScope returns ScopeBase, ScopeOne or ScopeSub: the scope in lower
// case, or ScopeBase when it is absent or empty; false when the scope is
// none of them.
func (p *Part) SearchScope() (string, bool) {
	if p.Scope == nil {
		return ScopeBase, true
	}
	return p.Scope.Value()
}

// SearchFilter returns the filter, decoded, or DefaultFilter when it is
// absent or empty.
func (p *Part) SearchFilter() string {
	if p.Filter == nil || p.Filter.Text == "" {
		return DefaultFilter
	}
	return p.Filter.Decoded()
}

// ExtensionList returns the extensions, none when the URL has none.
func (p *Part) ExtensionList() []*Extension {
	if p.Extensions == nil {
		return nil
	}
	return p.Extensions.List
}

// Name returns the extension's type as written: a descr or a numericoid.
func (e *Extension) Name() string { return e.Type.String() }

// DecodedValue returns the extension's value, decoded, and false when it
// has none (no "=").
func (e *Extension) DecodedValue() (string, bool) {
	if e.Value == nil {
		return "", false
	}
	return e.Value.Decoded(), true
}
