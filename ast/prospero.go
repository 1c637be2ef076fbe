package ast

// ProsperoPart is the scheme part of a prospero URL (section 3.11):
//
//	prosperourl = "prospero://" hostport "/" ppath *[ fieldspec ]
//
// "No username or password is allowed": the rule says hostport, not
// login. The ppath is the hsoname, "the host-specific object name in the
// Prospero protocol", and each fieldspec a ";" name "=" value pair that
// helps "identify the target of the URL". Neither ppath nor a field
// holds an unescaped ";", so each ";" starts the next field.
//
//rfc:1738 3.11 ProsperoURLP
//rfc:scheme prospero 1525
type ProsperoPart struct {
	Span
	HostPort *HostPort    `parser:"'/' '/' @@ '/'"`
	Path     *PPath       `parser:"@@"`
	Fields   []*FieldSpec `parser:"@@*"`
}

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

// PPath is the path of a prospero URL:
//
//	ppath = psegment *[ "/" psegment ]
//
// It always has at least
// one segment, which may be empty: "prospero://host/" has the ppath "".
// The slashes that separate the segments belong to the PPath.
//
//rfc:1738 3.11 PPathP
type PPath struct {
	Span
	Segments []*PSegment `parser:"@@ ( '/' @@ )*"`
}

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

// PSegment is one segment of a ppath:
//
//	psegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]
//
// Unlike
// a field name or value it may hold "=", and like them it may not hold
// ";": section 3.11 reserves ";", which "may not appear without quoting
// in the <hsoname>".
//
//rfc:1738 3.11 PSegmentP
type PSegment struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | '?' | ':' | '@' | '&' | '=')* )"`
}

// Decoded returns the segment with its escapes decoded.
func (s *PSegment) Decoded() string {
	if s == nil {
		return ""
	}
	return s.Text.Decoded()
}

// FieldSpec is one field of a Prospero link (section 3.11):
//
//	fieldspec = ";" fieldname "=" fieldvalue
//
// It is such as ";OBJECT-VERSION=2". The ";" and
// "=" belong to the FieldSpec; both Name and Value are present in a
// parsed URL, and either may be empty.
//
//rfc:1738 3.11 FieldSpecP
type FieldSpec struct {
	Span
	Name  *FieldName  `parser:"';' @@ '='"`
	Value *FieldValue `parser:"@@"`
}

// FieldName is the name of a fieldspec:
//
//	fieldname = *[ uchar | "?" | ":" | "@" | "&" ]
//
// It holds
// no "=", which ends it, and no ";".
//
//rfc:1738 3.11 FieldNameP
type FieldName struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | '?' | ':' | '@' | '&')* )"`
}

// Decoded returns the field name with its escapes decoded.
func (n *FieldName) Decoded() string {
	if n == nil {
		return ""
	}
	return n.Text.Decoded()
}

// FieldValue is the value of a fieldspec:
//
//	fieldvalue = *[ uchar | "?" | ":" | "@" | "&" ]
//
// It holds
// no ";", which would start the next field, and no "=".
//
//rfc:1738 3.11 FieldValueP
type FieldValue struct {
	Span
	Text Text `parser:"@( (Alpha | Digit | Safe | Extra | Escape | '?' | ':' | '@' | '&')* )"`
}

// Decoded returns the field value with its escapes decoded.
func (v *FieldValue) Decoded() string {
	if v == nil {
		return ""
	}
	return v.Text.Decoded()
}

// HostPortPart returns the hostport, for URL.HostPort.
func (p *ProsperoPart) HostPortPart() *HostPort {
	if p == nil {
		return nil
	}
	return p.HostPort
}
