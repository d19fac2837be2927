package tree

import (
	"gametree/i18n"
	"io"
	"os"
)

// Format is a file format for trees.
type Format uint8

const (
	// FormatUnknown is neither format.
	FormatUnknown Format = iota
	// FormatJSON is gametree's native, versioned JSON.
	FormatJSON
	// FormatBracket is bracket notation such as [[3,12,8],[2,4,6]].
	FormatBracket
)

// String returns "JSON" or "bracket notation".
func (f Format) String() string {
	switch f {
	case FormatJSON:
		return "JSON"
	case FormatBracket:
		return "bracket notation"
	}
	return "unknown format"
}

// Detect tells the formats apart by content: a document starting with '{'
// is JSON; one starting with '[', a number or a '#' comment is bracket
// notation.
func Detect(src []byte) Format {
	s := newScanner(src, false)
	s.skipSpace()
	if s.pos >= len(s.src) {
		return FormatUnknown
	}
	switch c := s.src[s.pos]; {
	case c == '{':
		return FormatJSON
	case c == '[' || c == '#' || c == '-' || c == '+' || c == '.' || isDigit(c):
		return FormatBracket
	}
	return FormatUnknown
}

// Read reads a tree in either format, telling them apart by content;
// trees over MaxNodes nodes are refused.
func Read(src []byte) (*Tree, error) { return ReadLimit(src, MaxNodes) }

// ReadLimit reads a tree of at most limit nodes in either format. The
// count is checked as nodes are read, so a tree over the limit is refused
// (with ErrTooBig, and the line and column where it passes the limit)
// before it takes the memory.
func ReadLimit(src []byte, limit int) (*Tree, error) {
	switch Detect(src) {
	case FormatJSON:
		return readJSON(src, limit)
	case FormatBracket:
		return readBracket(src, limit)
	}
	s := newScanner(src, false)
	s.skipSpace()
	if s.pos >= len(s.src) {
		return nil, s.errAt(s.line, s.col, ErrEmptyInput, "parse.empty")
	}
	return nil, s.errAt(s.line, s.col, ErrSyntax, "parse.expected_tree", "Found", s.describeChar())
}

// MaxFileSize is the largest tree file ReadFile accepts (256 MiB).
const MaxFileSize = 256 << 20

// ReadFrom reads a whole tree of at most limit nodes from r, refusing
// input over MaxFileSize.
func ReadFrom(r io.Reader, limit int) (*Tree, error) { return readFrom(r, 512, limit) }

// readFrom is ReadFrom for input of about size bytes: read into one
// buffer of that size, not grown again and again to it.
func readFrom(r io.Reader, size int64, limit int) (*Tree, error) {
	src := make([]byte, 0, min(max(size, 0), MaxFileSize)+1) // +1: the end is seen without growing
	r = io.LimitReader(r, MaxFileSize+1)
	for len(src) <= MaxFileSize { // one byte over is enough to refuse it
		if len(src) == cap(src) {
			src = append(src, 0)[:len(src)]
		}
		n, err := r.Read(src[len(src):cap(src)])
		src = src[:len(src)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if len(src) > MaxFileSize {
		return nil, i18n.New("read.too_large", "MiB", MaxFileSize>>20)
	}
	return ReadLimit(src, limit)
}

// ReadFile reads a tree file of at most limit nodes in either format.
// Errors start with the path.
func ReadFile(path string, limit int) (*Tree, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err // *PathError already names the file
	}
	defer f.Close()
	size := int64(512)
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
		size = info.Size()
	}
	t, err := readFrom(f, size, limit)
	if err != nil {
		return nil, i18n.Wrap(err, "read.in_file", "File", path)
	}
	return t, nil
}
