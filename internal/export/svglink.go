package export

import (
	"bytes"
	"fmt"
	"strings"

	"gametree/internal/font"
)

// SVGLinked writes step k as SVG does, but with the fonts linked rather
// than embedded: its @font-face rules name regular and bold, the URLs
// where FontFiles' two fonts are served, so that a page showing many steps
// fetches the fonts once and each step carries only its shapes and texts.
// URLs holding quotes, parentheses, backslashes or XML's markup characters
// are refused.
func (p *Picture) SVGLinked(k int, regular, bold string) ([]byte, error) {
	for _, u := range []string{regular, bold} {
		if strings.ContainsAny(u, "\"'()\\<>& \n") {
			return nil, fmt.Errorf("export: font URL %q holds characters CSS or XML would need escaped", u)
		}
	}
	fonts, err := font.Go()
	if err != nil {
		return nil, err
	}
	r := p.page()
	w := &svgWriter{fonts: fonts, used: [2]glyphUse{{}, {}}, fontURLs: &[2]string{regular, bold}}
	w.b.Grow(p.trace.Tree.Len() * 400)
	p.draw(k, w)
	return svgDocument(w, r, p.what(k), oneLine(p.title()))
}

// FontFiles returns the whole regular and bold Go fonts as WOFF, the
// files SVGLinked's pictures link to.
func FontFiles() (regular, bold []byte, err error) {
	fonts, err := font.Go()
	if err != nil {
		return nil, nil, err
	}
	if regular, err = font.WOFF(fonts.Regular.TTF()); err != nil {
		return nil, nil, fmt.Errorf("export: Go Regular as WOFF: %w", err)
	}
	if bold, err = font.WOFF(fonts.Bold.TTF()); err != nil {
		return nil, nil, fmt.Errorf("export: Go Bold as WOFF: %w", err)
	}
	return regular, bold, nil
}

// writeLinkedFace writes the @font-face rule of f served at url.
func writeLinkedFace(out *bytes.Buffer, f *font.Font, url string) {
	weight := "normal"
	if f.IsBold() {
		weight = "bold"
	}
	fmt.Fprintf(out, "@font-face { font-family: %q; font-weight: %s; src: url(%s) format(\"woff\"); }\n", f.Family(), weight, url)
}
