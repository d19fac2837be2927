package export

import (
	"bytes"
	"strings"
	"testing"

	"gametree/search"
)

func TestSVGLinkedNamesTheFontsInsteadOfEmbedding(t *testing.T) {
	tr := walkthrough(t, search.Options{})
	p := NewPicture(tr, Options{}, nil)
	k := tr.Last()
	embedded, err := p.SVG(k)
	if err != nil {
		t.Fatal(err)
	}
	linked, err := p.SVGLinked(k, "/font/regular.woff", "/font/bold.woff")
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(linked, []byte("data:font")) {
		t.Error("the linked SVG still embeds font data")
	}
	for _, want := range []string{"url(/font/regular.woff)", "url(/font/bold.woff)"} {
		if !bytes.Contains(linked, []byte(want)) {
			t.Errorf("the linked SVG has no %s", want)
		}
	}
	if len(linked)*2 > len(embedded) {
		t.Errorf("linked SVG is %d bytes, embedded %d: linking should at least halve it", len(linked), len(embedded))
	}
	// Everything but the <style> is the same drawing.
	cut := func(b []byte) string {
		s := string(b)
		i, j := strings.Index(s, "<style>"), strings.Index(s, "</style>")
		return s[:i] + s[j:]
	}
	if cut(embedded) != cut(linked) {
		t.Error("the linked SVG draws something else than the embedded one")
	}
	if _, err := p.SVGLinked(k, "x) ; }", "/b.woff"); err == nil {
		t.Error("a URL that would end the CSS rule was accepted")
	}
	reg, bold, err := FontFiles()
	if err != nil || !bytes.HasPrefix(reg, []byte("wOFF")) || !bytes.HasPrefix(bold, []byte("wOFF")) || bytes.Equal(reg, bold) {
		t.Errorf("FontFiles: %d and %d bytes, %v", len(reg), len(bold), err)
	}
}
