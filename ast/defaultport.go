package ast

// defaultPorts are the ports sections 3.2 to 3.11 give the schemes that
// use the common Internet syntax. file, mailto and news have none.
var defaultPorts = map[string]int{
	"ftp":      21,
	"http":     80,
	"gopher":   70,
	"nntp":     119,
	"telnet":   23,
	"wais":     210,
	"prospero": 1525,
}

// DefaultPort returns the port that RFC 1738 gives scheme (in lower
// case), and false for a scheme it gives none.
func DefaultPort(scheme string) (int, bool) {
	p, ok := defaultPorts[scheme]
	return p, ok
}
