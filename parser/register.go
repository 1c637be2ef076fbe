package parser

import (
	"sync"
	"sync/atomic"
)

// The default parser is what the package-level functions, the root
// package's Parse and decoding, and New start from. Register replaces it
// with one that has one more scheme: a parser is never changed once
// built, so a parse that loaded the old one finishes with it, and
// loading it is one atomic read, which costs Parse no allocation.
var (
	defaultPtr atomic.Pointer[Parser]
	// registerMu orders the writers of defaultPtr: the first build and
	// each Register, which must start from the last one's parser.
	registerMu sync.Mutex
)

// defaultParser returns the parser that the package-level functions use,
// building it the first time: a program that imports the package and
// parses nothing pays nothing for it.
func defaultParser() *Parser {
	if p := defaultPtr.Load(); p != nil {
		return p
	}
	registerMu.Lock()
	defer registerMu.Unlock()
	return loadDefault()
}

// loadDefault is defaultParser with registerMu held.
func loadDefault() *Parser {
	if p := defaultPtr.Load(); p != nil {
		return p
	}
	p := &Parser{schemes: builtinSchemes(), maxLength: DefaultMaxLength}
	p.index()
	defaultPtr.Store(p)
	return p
}

// Register registers s on the default parser, as WithScheme registers it
// on a parser that New builds: Parse, Check, Extract, the root package's
// Parse and its URL's text and JSON decoding, and every parser New
// builds afterwards then read the URLs of s.Name by s.Part's production.
// It is meant for a scheme package's init function, as sql.Register and
// image.RegisterFormat are:
//
//	func init() {
//		if err := parser.Register(Scheme()); err != nil {
//			panic(err)
//		}
//	}
//
// It returns WithScheme's errors, and an error when s.Name is a built-in
// scheme or one registered before, unless s.Replace is set. It is safe
// for concurrent use, with itself and with parsing: a parse that started
// before it returns reads by the schemes it started with. Parsers that
// New built before it are not changed.
func Register(s Scheme) error {
	registerMu.Lock()
	defer registerMu.Unlock()
	p := loadDefault().base()
	if err := withScheme("Register", s)(p); err != nil {
		return err
	}
	p.index()
	defaultPtr.Store(p)
	return nil
}
