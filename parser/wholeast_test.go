package parser_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/urlsyntax/rfc1738/ast"
	"github.com/urlsyntax/rfc1738/parser"
)

// TestWholeAST compares whole trees, every Pos and End included, for URLs
// that have every component of their production.
func TestWholeAST(t *testing.T) {
	at := ast.At
	// host returns the one-label host name at [pos, pos+len(name)).
	host := func(pos int, name string) *ast.Host {
		end := pos + len(name)
		return &ast.Host{Span: at(pos, end), Name: &ast.Hostname{Span: at(pos, end), Top: &ast.TopLabel{Span: at(pos, end), Text: ast.Text(name)}}}
	}
	for _, tc := range []struct {
		in   string
		want *ast.URL
	}{
		{"ftp://user:pass@ftp.example.com:2121/pub/file.txt;type=i", &ast.URL{
			Span:   at(0, 56),
			Scheme: &ast.Scheme{Span: at(0, 3), Text: "ftp"},
			Part: &ast.FTPPart{
				Span: at(4, 56),
				Login: &ast.Login{
					Span:     at(6, 36),
					User:     &ast.User{Span: at(6, 10), Text: "user"},
					Password: &ast.Password{Span: at(11, 15), Text: "pass"},
					HostPort: &ast.HostPort{
						Span: at(16, 36),
						Host: &ast.Host{Span: at(16, 31), Name: &ast.Hostname{
							Span: at(16, 31),
							Labels: []*ast.DomainLabel{
								{Span: at(16, 19), Text: "ftp"},
								{Span: at(20, 27), Text: "example"},
							},
							Top: &ast.TopLabel{Span: at(28, 31), Text: "com"},
						}},
						Port: &ast.Port{Span: at(32, 36), Text: "2121"},
					},
				},
				Path: &ast.FPath{Span: at(37, 49), FSegments: []*ast.FSegment{
					{Span: at(37, 40), Text: "pub"},
					{Span: at(41, 49), Text: "file.txt"},
				}},
				Typecode: &ast.FTPType{Span: at(55, 56), Text: "i"},
			},
		}},
		{"x-ip://u:p@192.0.2.16:8080/", &ast.URL{
			Span:   at(0, 27),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "x-ip"},
			Part: &ast.IPSchemePart{
				Span: at(5, 27),
				Login: &ast.Login{
					Span:     at(7, 26),
					User:     &ast.User{Span: at(7, 8), Text: "u"},
					Password: &ast.Password{Span: at(9, 10), Text: "p"},
					HostPort: &ast.HostPort{
						Span: at(11, 26),
						Host: &ast.Host{Span: at(11, 21), Number: &ast.Hostnumber{
							Span: at(11, 21),
							Parts: []*ast.Digits{
								{Span: at(11, 14), Text: "192"},
								{Span: at(15, 16), Text: "0"},
								{Span: at(17, 18), Text: "2"},
								{Span: at(19, 21), Text: "16"},
							},
						}},
						Port: &ast.Port{Span: at(22, 26), Text: "8080"},
					},
				},
				Path: &ast.URLPath{Span: at(27, 27), Text: ""},
			},
		}},
		{"http://192.0.2.16:8080/a/b?q=1", &ast.URL{
			Span:   at(0, 30),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "http"},
			Part: &ast.HTTPPart{
				Span: at(5, 30),
				HostPort: &ast.HostPort{
					Span: at(7, 22),
					Host: &ast.Host{Span: at(7, 17), Number: &ast.Hostnumber{
						Span: at(7, 17),
						Parts: []*ast.Digits{
							{Span: at(7, 10), Text: "192"},
							{Span: at(11, 12), Text: "0"},
							{Span: at(13, 14), Text: "2"},
							{Span: at(15, 17), Text: "16"},
						},
					}},
					Port: &ast.Port{Span: at(18, 22), Text: "8080"},
				},
				Path: &ast.HPath{Span: at(23, 26), Segments: []*ast.HSegment{
					{Span: at(23, 24), Text: "a"},
					{Span: at(25, 26), Text: "b"},
				}},
				Search: &ast.Search{Span: at(27, 30), Text: "q=1"},
			},
		}},
		{"gopher://h:70/1sel%09q%09+", &ast.URL{
			Span:   at(0, 26),
			Scheme: &ast.Scheme{Span: at(0, 6), Text: "gopher"},
			Part: &ast.GopherPart{
				Span:     at(7, 26),
				HostPort: &ast.HostPort{Span: at(9, 13), Host: host(9, "h"), Port: &ast.Port{Span: at(11, 13), Text: "70"}},
				Path: &ast.GopherPath{
					Span:       at(14, 26),
					GType:      &ast.GType{Span: at(14, 15), Text: "1"},
					Selector:   &ast.Selector{Span: at(15, 18), Text: "sel"},
					Search:     &ast.GopherSearch{Span: at(21, 22), Text: "q"},
					GopherPlus: &ast.GopherPlus{Span: at(25, 26), Text: "+"},
				},
			},
		}},
		{"mailto:a@b", &ast.URL{
			Span:   at(0, 10),
			Scheme: &ast.Scheme{Span: at(0, 6), Text: "mailto"},
			Part:   &ast.MailtoPart{Span: at(7, 10), Addr: &ast.Encoded822Addr{Span: at(7, 10), Text: "a@b"}},
		}},
		{"news:comp.os.unix", &ast.URL{
			Span:   at(0, 17),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "news"},
			Part:   &ast.NewsPart{Span: at(5, 17), Group: &ast.Group{Span: at(5, 17), Text: "comp.os.unix"}},
		}},
		{"news:*", &ast.URL{
			Span:   at(0, 6),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "news"},
			Part:   &ast.NewsPart{Span: at(5, 6), All: true},
		}},
		{"news:XYZ123@news.iso.org", &ast.URL{
			Span:   at(0, 24),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "news"},
			Part: &ast.NewsPart{Span: at(5, 24), Article: &ast.Article{
				Span:   at(5, 24),
				Unique: &ast.Unique{Span: at(5, 11), Text: "XYZ123"},
				Host: &ast.Host{Span: at(12, 24), Name: &ast.Hostname{
					Span: at(12, 24),
					Labels: []*ast.DomainLabel{
						{Span: at(12, 16), Text: "news"},
						{Span: at(17, 20), Text: "iso"},
					},
					Top: &ast.TopLabel{Span: at(21, 24), Text: "org"},
				}},
			}},
		}},
		{"nntp://h/g/1", &ast.URL{
			Span:   at(0, 12),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "nntp"},
			Part: &ast.NNTPPart{
				Span:     at(5, 12),
				HostPort: &ast.HostPort{Span: at(7, 8), Host: host(7, "h")},
				Group:    &ast.Group{Span: at(9, 10), Text: "g"},
				Article:  &ast.ArticleNumber{Span: at(11, 12), Text: "1"},
			},
		}},
		{"telnet://u@h/", &ast.URL{
			Span:   at(0, 13),
			Scheme: &ast.Scheme{Span: at(0, 6), Text: "telnet"},
			Part: &ast.TelnetPart{
				Span: at(7, 13),
				Login: &ast.Login{
					Span:     at(9, 12),
					User:     &ast.User{Span: at(9, 10), Text: "u"},
					HostPort: &ast.HostPort{Span: at(11, 12), Host: host(11, "h")},
				},
				Slash: true,
			},
		}},
		{"wais://h/db/t/p", &ast.URL{
			Span:   at(0, 15),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "wais"},
			Part: &ast.WAISPart{
				Span:     at(5, 15),
				HostPort: &ast.HostPort{Span: at(7, 8), Host: host(7, "h")},
				Database: &ast.Database{Span: at(9, 11), Text: "db"},
				WType:    &ast.WType{Span: at(12, 13), Text: "t"},
				WPath:    &ast.WPath{Span: at(14, 15), Text: "p"},
			},
		}},
		{"file:///x", &ast.URL{
			Span:   at(0, 9),
			Scheme: &ast.Scheme{Span: at(0, 4), Text: "file"},
			Part: &ast.FilePart{
				Span: at(5, 9),
				Path: &ast.FPath{Span: at(8, 9), FSegments: []*ast.FSegment{{Span: at(8, 9), Text: "x"}}},
			},
		}},
		{"prospero://h/a;x=1", &ast.URL{
			Span:   at(0, 18),
			Scheme: &ast.Scheme{Span: at(0, 8), Text: "prospero"},
			Part: &ast.ProsperoPart{
				Span:     at(9, 18),
				HostPort: &ast.HostPort{Span: at(11, 12), Host: host(11, "h")},
				Path:     &ast.PPath{Span: at(13, 14), Segments: []*ast.PSegment{{Span: at(13, 14), Text: "a"}}},
				Fields: []*ast.FieldSpec{{
					Span:  at(14, 18),
					Name:  &ast.FieldName{Span: at(15, 16), Text: "x"},
					Value: &ast.FieldValue{Span: at(17, 18), Text: "1"},
				}},
			},
		}},
	} {
		t.Run(tc.in, func(t *testing.T) {
			u, err := parser.Parse(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, u); d != "" {
				t.Errorf("Parse(%q) (-want +got):\n%s", tc.in, d)
			}
		})
	}
}
