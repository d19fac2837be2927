package ui

import (
	"slices"
	"strings"
	"testing"

	"gametree/ui/compareview"
)

// TestCompareOpensOnTheTreeShown: the compare view gets a copy of the
// document's tree with the window's options and its own first two panes;
// the slides' derivation gets the stages with their listings, and is
// refused on a tree with dice (the stages have no chance nodes), where
// the compare view still opens.
func TestCompareOpensOnTheTreeShown(t *testing.T) {
	w := newTestWindow(t)
	var got []compareview.Config
	w.compare.show = func(c compareview.Config) { got = append(got, c) }
	w.compare.open()
	if len(got) != 1 {
		t.Fatalf("Compare: %d views", len(got))
	}
	c := got[0]
	if c.Tree == w.s.Doc().Tree || bracketOf(c.Tree) != walkthroughBracket || c.Name != w.s.Doc().Name ||
		c.Options != w.s.Options() || c.Searches != nil || c.Code || c.Lang != w.lang() {
		t.Errorf("Compare: tree %s (the document's own: %v), name %q, options %+v, searches %v, code %v",
			bracketOf(c.Tree), c.Tree == w.s.Doc().Tree, c.Name, c.Options, c.Searches, c.Code)
	}
	w.compare.derivation()
	if len(got) != 2 {
		t.Fatalf("the derivation: %d views", len(got))
	}
	if d := got[1]; !slices.Equal(d.Searches, compareview.Derivation) || !d.Code || len(d.Forms) == 0 {
		t.Errorf("the derivation: searches %v, code %v, %d listings", d.Searches, d.Code, len(d.Forms))
	}
	w.docs.openSample("dice")
	w.compare.derivation()
	if len(got) != 2 || !strings.Contains(w.status.label.Text, "have no chance nodes") {
		t.Errorf("the derivation on dice: %d views, status %q", len(got), w.status.label.Text)
	}
	w.compare.open()
	if len(got) != 3 || !got[2].Tree.HasChance() {
		t.Errorf("Compare on dice: %d views", len(got))
	}
}
