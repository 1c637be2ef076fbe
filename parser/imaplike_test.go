package parser_test

import (
	"testing"

	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/grammar/gen/schemetest"
	"github.com/urlsyntax/rfc1738/parser"
)

// imapPart is an IMAP URL (RFC 2192) cut down to what these tests need:
// a mailbox, then either a message list (a search, a UIDVALIDITY) or a
// message part (a UIDVALIDITY, a UID). Both alternatives read the same
// node types, imapMailbox and imapUIDValidity, as RFC 2192's imessagelist
// and imessagepart read enc_mailbox and uidvalidity. It is not
// internal/imaptest's part: that one reads a user and a mailbox, with
// no alternatives that share node types, which these tests are about.
type imapPart struct {
	ast.Span
	HostPort *ast.HostPort    `parser:"'/' '/' @@ '/'"`
	Message  *imapMessagePart `parser:"( @@"`
	List     *imapMessageList `parser:"| @@ )?"`
}

type imapMessagePart struct {
	ast.Span
	Mailbox  *imapMailbox     `parser:"@@"`
	Validity *imapUIDValidity `parser:"@@?"`
	UID      ast.Text         `parser:"'/' ';' 'U' 'I' 'D' '=' @( ('1'|'2'|'3'|'4'|'5'|'6'|'7'|'8'|'9') Digit* )"`
}

type imapMessageList struct {
	ast.Span
	Mailbox  *imapMailbox     `parser:"@@"`
	Search   *imapSearch      `parser:"( '?' @@ )?"`
	Validity *imapUIDValidity `parser:"@@?"`
}

type imapMailbox struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha | Digit | Safe | Extra | Escape | '&' | '=' | '~' )+"`
}

type imapSearch struct {
	ast.Span
	Text ast.Text `parser:"@( Alpha | Digit | Safe | Extra | Escape | '&' | '=' | '~' | ':' | '@' )*"`
}

type imapUIDValidity struct {
	ast.Span
	Number ast.Text `parser:"';' 'U' 'I' 'D' 'V' 'A' 'L' 'I' 'D' 'I' 'T' 'Y' '=' @( ('1'|'2'|'3'|'4'|'5'|'6'|'7'|'8'|'9') Digit* )"`
}

func rfc2192(name, rule string) ast.Production {
	return ast.Production{Name: name, RFC: "RFC 2192", Section: "9", Rule: rule}
}

var (
	imapURLP         = rfc2192("imapurl", `imapurl = "imap://" iserver "/" [ icommand ]`)
	imapMessagePartP = rfc2192("imessagepart", `imessagepart = enc_mailbox [ uidvalidity ] iuid [ isection ]`)
	imapMessageListP = rfc2192("imessagelist", `imessagelist = enc_mailbox [ "?" enc_search ] [ uidvalidity ]`)
	imapMailboxP     = rfc2192("enc_mailbox", `enc_mailbox = 1*bchar`)
	imapSearchP      = rfc2192("enc_search", `enc_search = 1*bchar`)
	imapUIDValidityP = rfc2192("uidvalidity", `uidvalidity = ";UIDVALIDITY=" nz_number`)
)

func (*imapPart) Production() ast.Production        { return imapURLP }
func (*imapMessagePart) Production() ast.Production { return imapMessagePartP }
func (*imapMessageList) Production() ast.Production { return imapMessageListP }
func (*imapMailbox) Production() ast.Production     { return imapMailboxP }
func (*imapSearch) Production() ast.Production      { return imapSearchP }
func (*imapUIDValidity) Production() ast.Production { return imapUIDValidityP }
func (*imapPart) DefaultPort() (int, bool)          { return 143, true }

func (p *imapPart) String() string {
	s := "//" + p.HostPort.String() + "/"
	switch {
	case p.Message != nil:
		s += p.Message.String()
	case p.List != nil:
		s += p.List.String()
	}
	return s
}

func (m *imapMessagePart) String() string {
	return m.Mailbox.String() + m.Validity.String() + "/;UID=" + string(m.UID)
}

func (l *imapMessageList) String() string {
	s := l.Mailbox.String()
	if l.Search != nil {
		s += "?" + l.Search.String()
	}
	return s + l.Validity.String()
}

func (m *imapMailbox) String() string { return string(m.Text) }
func (s *imapSearch) String() string  { return string(s.Text) }

func (v *imapUIDValidity) String() string {
	if v == nil {
		return ""
	}
	return ";UIDVALIDITY=" + string(v.Number)
}

// imapParser returns a parser with the IMAP-like scheme registered.
func imapParser(t *testing.T, opts ...func(*parser.Scheme)) *parser.Parser {
	t.Helper()
	s := parser.Scheme{Name: "imap", Part: &imapPart{}}
	for _, o := range opts {
		o(&s)
	}
	p, err := parser.New(parser.WithScheme(s))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestIMAPLikeGrammar holds the IMAP-like part to participle and the
// oracle, as a scheme author's test does, so that the tests above read a
// grammar whose automaton, trees and errors agree.
func TestIMAPLikeGrammar(t *testing.T) {
	schemetest.Check(t, schemetest.Subject{Part: &imapPart{}}, []string{
		"imap://h/",
		"imap://h/INBOX",
		"imap://h/x?SUBJECT%20a;UIDVALIDITY=7",
		"imap://h/x;UIDVALIDITY=385759045/;UID=20",
		"imap://h/gray-council;UIDVALIDITY=1",
	})
}
