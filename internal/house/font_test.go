package house

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// fontParsers are the import paths that read a font file: the compiled-in
// Go fonts, and the libraries that parse TrueType and OpenType.
var fontParsers = []string{
	"golang.org/x/image/font/gofont",
	"golang.org/x/image/font/opentype",
	"golang.org/x/image/font/sfnt",
	"golang.org/x/image/font/plan9font",
	"github.com/golang/freetype",
	"github.com/go-text/typesetting",
}

// fontReaders are the files beside package font allowed to read a font
// file: the window's test of which characters Fyne's own fonts (its
// theme's, not the pictures') can show.
var fontReaders = []string{"ui/fonts_test.go"}

// readsFonts returns the font-reading paths a Go file imports.
func readsFonts(src []byte) ([]string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly)
	if err != nil {
		return nil, err
	}
	var found []string
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		for _, p := range fontParsers {
			if path == p || strings.HasPrefix(path, p+"/") {
				found = append(found, path)
			}
		}
	}
	return found, nil
}

// TestOneFontPackage: internal/font is the one package that reads a font
// file, so that the layout measures text in the fonts the painter and the
// vector writers draw it in, parsed once.
func TestOneFontPackage(t *testing.T) {
	if found, err := readsFonts([]byte("package x\nimport (\n\t\"golang.org/x/image/font/sfnt\"\n\t\"golang.org/x/image/font/gofont/gomono\"\n\t\"golang.org/x/image/font\"\n)\n")); err != nil || len(found) != 2 {
		t.Fatalf("the check finds %v (%v) in a file importing sfnt, gomono and font: want the first two", found, err)
	}
	checked := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			_, mod := os.Stat(filepath.Join(path, "go.mod"))
			if path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || mod == nil) || rel == "internal/font" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(rel, ".go") || slices.Contains(fontReaders, rel) {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		found, err := readsFonts(src)
		if err != nil {
			return err
		}
		checked++
		for _, p := range found {
			t.Errorf("%s imports %s: only internal/font reads fonts; take them from it", rel, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 100 {
		t.Errorf("checked %d Go files: the walk missed the module", checked)
	}
}
