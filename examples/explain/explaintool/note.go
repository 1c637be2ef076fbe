package explaintool

// noteURLs are the four example URLs of the terminology note the project
// grew from (NOTE 1, in English and French): a web site, a page of it, a
// news group and a news article. They are what explain explains when it
// is given no URL.
var noteURLs = []string{
	"http://www.iec.ch",
	"http://www.iec.ch/about/mission-e.htm",
	"news:comp.os.unix",
	"news:XYZ123@news.iso.org",
}
