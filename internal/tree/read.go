package tree

import (
	"gametree/internal/i18n"
	"io"
	"os"
	"strconv"
	"strings"
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

// ParseNumber reads one number written as in a tree file: [+-]digits,
// perhaps with a point and an exponent; no NaN, infinities, hexadecimal
// or underscores; a whole number beyond 2^53 is refused rather than
// rounded. Errors are *ParseError.
func ParseNumber(text string) (float64, error) {
	s := newScanner([]byte(strings.TrimSpace(text)), false)
	tok, err := s.next()
	if err != nil {
		return 0, err
	}
	if tok.kind != tokNumber || s.pos < len(s.src) {
		return 0, s.errAt(1, 1, ErrSyntax, "parse.expected_number", "Found", strconv.Quote(clip(text)))
	}
	return tok.num, nil
}

// MaxFileSize is the largest tree file ReadFile accepts (256 MiB).
const MaxFileSize = 256 << 20

// ErrFileTooLarge is returned for input over MaxFileSize.
var ErrFileTooLarge = i18n.New("read.too_large", "MiB", MaxFileSize>>20)

// ReadSource reads all of r, the content of a file of size bytes (-1
// when it is not known: a pipe, standard input), refusing more than
// MaxFileSize bytes with ErrFileTooLarge: a file whose size says so
// before anything is read, other input as soon as it passes the limit,
// never holding more than the limit and one chunk.
func ReadSource(r io.Reader, size int64) ([]byte, error) {
	if size > MaxFileSize {
		return nil, ErrFileTooLarge
	}
	if size >= 0 { // one buffer of the file's size, and one byte to see its end
		src := make([]byte, 0, size+1)
		for {
			n, err := r.Read(src[len(src):cap(src)])
			src = src[:len(src)+n]
			switch {
			case err == io.EOF:
				return src, nil
			case err != nil:
				return nil, err
			case len(src) > MaxFileSize:
				return nil, ErrFileTooLarge
			case len(src) == cap(src): // the file grew while read
				src = append(src, 0)[:len(src)]
			}
		}
	}
	const chunk = 1 << 20
	var chunks [][]byte
	total := 0
	for {
		buf := make([]byte, chunk)
		n, err := io.ReadFull(r, buf)
		total += n
		if total > MaxFileSize {
			return nil, ErrFileTooLarge
		}
		chunks = append(chunks, buf[:n])
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	if len(chunks) == 1 {
		return chunks[0], nil
	}
	src := make([]byte, 0, total)
	for _, c := range chunks {
		src = append(src, c...)
	}
	return src, nil
}

// ReadFileSource reads the file at path with ReadSource, its size taken
// from the file system. Errors start with the path.
func ReadFileSource(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err // *PathError already names the file
	}
	defer f.Close()
	size := int64(-1)
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
		size = info.Size()
	}
	src, err := ReadSource(f, size)
	if err != nil {
		return nil, i18n.Wrap(err, "read.in_file", "File", path)
	}
	return src, nil
}
