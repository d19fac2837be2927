package export

import (
	"slices"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/internal/scene"
	"gametree/search"
)

// TestSheetFields: the worksheet dialog's first fields make a set; each
// wrong field is named with its problem; the tree on screen asks nothing
// of the random trees' fields; the title is the picture's for the tree on
// screen only; the body of a Beamer frame goes with TikZ only.
func TestSheetFields(t *testing.T) {
	f := NewSheetFields(search.Minimax)
	f.Random = true
	if wrong, err := f.Check(); wrong != SheetNoField || err != nil {
		t.Fatalf("the first fields: %v %v", wrong, err)
	}
	if spec, n, err := f.Spec(); err != nil || n != 20 || spec.Depth != 3 || spec.MinBranching != 2 || spec.Low != -10 || spec.Seed != 1 {
		t.Errorf("the first set: %+v, %d, %v", spec, n, err)
	}
	en := i18n.English()
	for _, c := range []struct {
		set   func(*SheetFields)
		field SheetField
		says  string
	}{
		{func(f *SheetFields) { f.Count = "0" }, SheetCount, "from 1 to 999"},
		{func(f *SheetFields) { f.Count = "1000" }, SheetCount, "from 1 to 999"},
		{func(f *SheetFields) { f.Count = " 12 " }, SheetNoField, ""},
		{func(f *SheetFields) { f.Branching = "3-2" }, SheetBranching, "branching 3–2"},
		{func(f *SheetFields) { f.Branching = "0" }, SheetBranching, "branching"},
		{func(f *SheetFields) { f.Depth = "deep" }, SheetDepth, `depth "deep"`},
		{func(f *SheetFields) { f.Depth = "13"; f.Branching = "1-2" }, SheetNoField, ""},
		{func(f *SheetFields) { f.Depth = "15"; f.Branching = "1-2" }, SheetDepth, "can pass 20,000 nodes"},
		{func(f *SheetFields) { f.Values = "1..0" }, SheetValues, "1"},
		{func(f *SheetFields) { f.Values = "0.5..0.7" }, SheetValues, "whole"},
		{func(f *SheetFields) { f.Seed = "-1" }, SheetSeed, `seed "-1"`},
	} {
		g := f
		c.set(&g)
		wrong, err := g.Check()
		if wrong != c.field || (c.says == "") != (err == nil) || err != nil && !strings.Contains(en.Error(err), c.says) {
			t.Errorf("%+v: field %d, %v; want %d, %q", g, wrong, err, c.field, c.says)
		}
		g.Random = false
		if wrong, err := g.Check(); wrong != SheetNoField || err != nil {
			t.Errorf("the tree on screen, %+v: %d %v", g, wrong, err)
		}
	}
	sc := scene.Options{FontScale: 1}
	f.Title, f.Format, f.TikZ = "Quiz", 3, 1
	if opt := f.Options(sc, nil); opt.Title != "" || opt.NoTitle || !opt.TikZBody || opt.Theme != scene.Print {
		t.Errorf("random trees' options: %+v", opt)
	}
	f.Random, f.Format = false, 0
	if opt := f.Options(sc, nil); opt.Title != "Quiz" || opt.TikZBody || f.FileFormat() != PDF {
		t.Errorf("the tree on screen's options: %+v", opt)
	}
	if f.Title = ""; !f.Options(sc, nil).NoTitle {
		t.Error("no title typed, yet a title")
	}
	for chance, want := range map[bool][]search.Algorithm{true: {search.Expectimax, search.Star1}} {
		if got := SheetAlgorithms(chance); !slices.Equal(got, want) {
			t.Errorf("chance %v: %v", chance, got)
		}
	}
	for _, a := range SheetAlgorithms(false) {
		if !a.Once() || a.Chance() || a.Samples() {
			t.Errorf("%v offered for a worksheet", a)
		}
	}
	if got := len(f.Choices(i18n.Must("ro")).Formats); got != len(sheetFormats) {
		t.Errorf("%d formats named for %d", got, len(sheetFormats))
	}
}
