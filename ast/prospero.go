package ast

import (
	"slices"
	"strings"
)

// ProsperoPart is the scheme part of a prospero URL (section 3.11):
//
//	prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
//
// "No username or password is allowed": the rule says hostport, not
// login. The ppath is the hsoname, "the host-specific object name in the
// Prospero protocol", and each fieldspec a ";" name "=" value pair that
// helps "identify the target of the URL". Neither ppath nor a field
// holds an unescaped ";", so each ";" starts the next field.
type ProsperoPart struct {
	Span
	HostPort *HostPort    `parser:"'/' '/' @@ '/'"`
	Path     *PPath       `parser:"@@"`
	Fields   []*FieldSpec `parser:"@@*"`
}

// The productions of the prospero scheme, as section 5 writes them.
var (
	ProsperoURLP = Production{Name: "prosperourl", RFC: "RFC 1738", Section: "3.11", Rule: `prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]`}
	PPathP       = Production{Name: "ppath", RFC: "RFC 1738", Section: "3.11", Rule: `ppath = psegment *[ "/" psegment ]`}
	PSegmentP    = Production{Name: "psegment", RFC: "RFC 1738", Section: "3.11", Rule: `psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]`}
	FieldSpecP   = Production{Name: "fieldspec", RFC: "RFC 1738", Section: "3.11", Rule: `fieldspec = ";" fieldname "=" fieldvalue`}
	FieldNameP   = Production{Name: "fieldname", RFC: "RFC 1738", Section: "3.11", Rule: `fieldname = *[ uchar | "?" | ":" | "@" | "&" ]`}
	FieldValueP  = Production{Name: "fieldvalue", RFC: "RFC 1738", Section: "3.11", Rule: `fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]`}
)

// String returns the scheme part as written; a nil part is the empty
// string.
func (p *ProsperoPart) String() string {
	if p == nil {
		return ""
	}
	// A builder, not +=: a URL may have thousands of fields.
	var b strings.Builder
	b.WriteString("//")
	if p.HostPort != nil {
		b.WriteString(p.HostPort.String())
	}
	b.WriteByte('/')
	if p.Path != nil {
		b.WriteString(p.Path.String())
	}
	for _, f := range p.Fields {
		if f != nil {
			b.WriteString(f.String())
		}
	}
	return b.String()
}

// Production returns ProsperoURLP.
func (*ProsperoPart) Production() Production { return ProsperoURLP }

// DefaultPort implements SchemePart: section 3.11 gives port 1525.
func (*ProsperoPart) DefaultPort() (int, bool) { return DefaultPort("prospero") }

// appendChildren appends to out each child of ProsperoPart that is present, in
// input order: the hostport, the ppath and the fields.
func (p *ProsperoPart) appendChildren(out []Node) []Node {
	if p == nil {
		return out
	}
	if p.HostPort != nil {
		out = append(out, p.HostPort)
	}
	if p.Path != nil {
		out = append(out, p.Path)
	}
	out = slices.Grow(out, len(p.Fields)) // once, not by append's steps
	for _, f := range p.Fields {
		if f != nil {
			out = append(out, f)
		}
	}
	return out
}

// Children implements Parent.
func (p *ProsperoPart) Children() []Node { return p.appendChildren(nil) }

// HSOName returns the hsoname the ppath encodes: the ppath with its
// escapes decoded. Section 3.11: a "/" "may appear in the <hsoname>
// without quoting and no significance may be assumed by the
// application", so the name is the whole ppath, slashes and all;
// "prospero://host.dom//pros/name" designates "/pros/name".
func (p *ProsperoPart) HSOName() string {
	if p == nil || p.Path == nil {
		return ""
	}
	return Decode(p.Path.String())
}

// ProsperoField is one field of a prospero URL as a name and a value.
type ProsperoField struct {
	Name, Value string
}

// DecodedFields returns the fields in the order written, names and
// values decoded. The same name may occur more than once; nothing is
// merged.
func (p *ProsperoPart) DecodedFields() []ProsperoField {
	return p.fields(true)
}

// RawFields returns the fields in the order written, names and values as
// written, escapes and all.
func (p *ProsperoPart) RawFields() []ProsperoField {
	return p.fields(false)
}

func (p *ProsperoPart) fields(decode bool) []ProsperoField {
	if p == nil {
		return nil
	}
	var out []ProsperoField
	if len(p.Fields) > 0 {
		out = make([]ProsperoField, 0, len(p.Fields)) // once: a URL may have a field every two bytes
	}
	for _, f := range p.Fields {
		if f == nil {
			continue
		}
		var name, value Text
		if f.Name != nil {
			name = f.Name.Text
		}
		if f.Value != nil {
			value = f.Value.Text
		}
		if decode {
			out = append(out, ProsperoField{Name: name.Decoded(), Value: value.Decoded()})
		} else {
			out = append(out, ProsperoField{Name: string(name), Value: string(value)})
		}
	}
	if len(out) == 0 {
		return nil // no fields, as when there are none to list
	}
	return out
}

// Field returns the decoded value of the first field whose decoded name
// is name, and false when there is none. Names are compared exactly:
// RFC 1738 does not say whether field names ignore case.
func (p *ProsperoPart) Field(name string) (string, bool) {
	if p == nil {
		return "", false
	}
	for _, f := range p.Fields {
		if f == nil {
			continue
		}
		var n, value Text
		if f.Name != nil {
			n = f.Name.Text
		}
		if f.Value != nil {
			value = f.Value.Text
		}
		if n.Decoded() == name {
			return value.Decoded(), true
		}
	}
	return "", false
}

// PPath is ppath = psegment *[ "/" psegment ]. It always has at least
// one segment, which may be empty: "prospero://host/" has the ppath "".
// The slashes that separate the segments belong to the PPath.
type PPath struct {
	Span
	Segments []*PSegment `parser:"@@ ( '/' @@ )*"`
}

// String returns the ppath as written. A nil segment stands for an empty
// one, so that the slashes stay where they are.
func (p *PPath) String() string {
	if p == nil {
		return ""
	}
	parts := make([]string, len(p.Segments))
	for i, s := range p.Segments {
		if s != nil {
			parts[i] = string(s.Text)
		}
	}
	return strings.Join(parts, "/")
}

// Production returns PPathP.
func (*PPath) Production() Production { return PPathP }

// appendChildren appends to out each child of PPath that is present,
// in input order.
func (p *PPath) appendChildren(out []Node) []Node {
	if p == nil {
		return out
	}
	out = slices.Grow(out, len(p.Segments)) // once, not by append's steps
	for _, s := range p.Segments {
		if s != nil {
			out = append(out, s)
		}
	}
	return out
}

// Children implements Parent.
func (p *PPath) Children() []Node { return p.appendChildren(nil) }

// DecodedSegments returns the segments with their escapes decoded, in
// order. An escaped "/" ("%2F") stays inside its segment, so the slices
// are those written; section 3.11 warns that the server need not read
// them as a hierarchy.
func (p *PPath) DecodedSegments() []string {
	if p == nil {
		return nil
	}
	out := make([]string, len(p.Segments))
	for i, s := range p.Segments {
		if s != nil {
			out[i] = s.Decoded()
		}
	}
	return out
}

// PSegment is psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]. Unlike
// a field name or value it may hold "=", and like them it may not hold
// ";": section 3.11 reserves ";", which "may not appear without quoting
// in the <hsoname>".
type PSegment struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | '?' | ':' | '@' | '&' | '=')* )"`
}

// String returns the segment as written.
func (s *PSegment) String() string {
	if s == nil {
		return ""
	}
	return string(s.Text)
}

// Decoded returns the segment with its escapes decoded.
func (s *PSegment) Decoded() string {
	if s == nil {
		return ""
	}
	return s.Text.Decoded()
}

// Production returns PSegmentP.
func (*PSegment) Production() Production { return PSegmentP }

// FieldSpec is fieldspec = ";" fieldname "=" fieldvalue: one field of a
// Prospero link (section 3.11), such as ";OBJECT-VERSION=2". The ";" and
// "=" belong to the FieldSpec; both Name and Value are present in a
// parsed URL, and either may be empty.
type FieldSpec struct {
	Span
	Name  *FieldName  `parser:"';' @@ '='"`
	Value *FieldValue `parser:"@@"`
}

// String returns the field as written, from its ";".
func (f *FieldSpec) String() string {
	if f == nil {
		return ""
	}
	s := ";"
	if f.Name != nil {
		s += string(f.Name.Text)
	}
	s += "="
	if f.Value != nil {
		s += string(f.Value.Text)
	}
	return s
}

// Production returns FieldSpecP.
func (*FieldSpec) Production() Production { return FieldSpecP }

// appendChildren appends to out each child of FieldSpec that is present,
// in input order.
func (f *FieldSpec) appendChildren(out []Node) []Node {
	if f == nil {
		return out
	}
	if f.Name != nil {
		out = append(out, f.Name)
	}
	if f.Value != nil {
		out = append(out, f.Value)
	}
	return out
}

// Children implements Parent.
func (f *FieldSpec) Children() []Node { return f.appendChildren(nil) }

// FieldName is fieldname = *[ uchar | "?" | ":" | "@" | "&" ]. It holds
// no "=", which ends it, and no ";".
type FieldName struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | '?' | ':' | '@' | '&')* )"`
}

// String returns the field name as written.
func (n *FieldName) String() string {
	if n == nil {
		return ""
	}
	return string(n.Text)
}

// Decoded returns the field name with its escapes decoded.
func (n *FieldName) Decoded() string {
	if n == nil {
		return ""
	}
	return n.Text.Decoded()
}

// Production returns FieldNameP.
func (*FieldName) Production() Production { return FieldNameP }

// FieldValue is fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]. It holds
// no ";", which would start the next field, and no "=".
type FieldValue struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | '?' | ':' | '@' | '&')* )"`
}

// String returns the field value as written.
func (v *FieldValue) String() string {
	if v == nil {
		return ""
	}
	return string(v.Text)
}

// Decoded returns the field value with its escapes decoded.
func (v *FieldValue) Decoded() string {
	if v == nil {
		return ""
	}
	return v.Text.Decoded()
}

// Production returns FieldValueP.
func (*FieldValue) Production() Production { return FieldValueP }

// HostPortPart returns the hostport, for URL.HostPort.
func (p *ProsperoPart) HostPortPart() *HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}
