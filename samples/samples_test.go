package samples

import (
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"

	"gametree/internal/i18n"
	"gametree/search"
)

// oracle is what each sample's source says: the root's value and the
// leaves alpha-beta (the form of the lab's walk-through) leaves out; for
// a tree with dice, Star1 with the bounds its notes give.
var oracle = map[string]struct {
	value  float64
	best   string
	pruned string
}{
	"alphabeta-walkthrough":   {3, "b", "e2 h h1 h2 k2 l2 m n n1 n2 o o1 o2"},
	"aima-fig5-2":             {3, "b", "c2 c3"},
	"aima-fig5-2-worst-first": {3, "d", ""},
	"geeksforgeeks-minimax":   {12, "e", "g2"},
	"geeksforgeeks-alphabeta": {5, "b", "d2 g g1 g2"},
	"dice":                    {5, "b", "g2 h h1 h2"},
}

// bratkoBest is the move Bratko's program answers where it differs from
// the sources' first best: on a tie betterof keeps the later child (the
// walk-through's b and i are both worth 3).
var bratkoBest = map[string]string{"alphabeta-walkthrough": "i"}

func TestSamplesMatchTheirSources(t *testing.T) {
	names := Names()
	if names[0] != Default || len(names) != len(oracle) {
		t.Fatalf("Names() = %v", names)
	}
	for _, name := range names {
		tr, err := Load(name)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Title == "" || tr.Notes == "" {
			t.Errorf("%s: no title or notes naming the source", name)
		}
		want, ok := oracle[name]
		if !ok {
			t.Errorf("%s: no oracle entry", name)
			continue
		}
		for _, algo := range search.Algorithms {
			if algo == search.Iterative || algo.Chance() != tr.HasChance() && !algo.Chance() {
				continue // the textbooks' trees have no estimates to stop at; dice need expectimax or Star1
			}
			opt := search.Options{Algorithm: algo}
			if tr.HasChance() {
				opt.Bounds = search.Bounds{Low: 0, High: 10} // as its notes say
			}
			trace, err := search.Run(context.Background(), tr, opt)
			if err != nil {
				t.Fatal(err)
			}
			best := want.best
			if b, ok := bratkoBest[name]; ok && algo == search.Bratko {
				best = b
			}
			if trace.Value != want.value || tr.Name(trace.PV[1]) != best {
				t.Errorf("%s %s: value %v best %s, want %v %s", name, algo, trace.Value, tr.Name(trace.PV[1]), want.value, want.best)
			}
			if algo != search.AlphaBeta && !(algo == search.Star1 && tr.HasChance()) {
				continue
			}
			final := trace.At(trace.Len() - 1)
			var pruned []string
			for _, id := range tr.Preorder() {
				if final.Node(id).Status == search.Pruned {
					pruned = append(pruned, tr.Name(id))
				}
			}
			if got := strings.Join(pruned, " "); got != want.pruned {
				t.Errorf("%s: pruned %q, want %q", name, got, want.pruned)
			}
		}
	}
}

func TestUnknownSample(t *testing.T) {
	for _, name := range []string{"nope", "../samples", ""} {
		if _, err := Load(name); !errors.Is(err, ErrUnknown) {
			t.Errorf("Load(%q) = %v, want ErrUnknown", name, err)
		}
	}
	list, err := List()
	if err != nil || len(list) != len(oracle) || list[0].Title != "Alpha-beta walk-through, call by call" {
		t.Errorf("List() = %v, %v", list, err)
	}
}

// TestTitlesAndNotesInEveryLanguage: every sample's title and notes are in
// the catalogues, the English ones as in its file, and none of them points
// at a source by a seed number ("seed 000") instead of naming it.
func TestTitlesAndNotesInEveryLanguage(t *testing.T) {
	seed := regexp.MustCompile(`(?i)\bseeds? ?\d`)
	for _, code := range i18n.Codes() {
		l, err := i18n.Load(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range Names() {
			file, _ := Load(name)
			title, notes := Title(l, name), Notes(l, name)
			if title != l.T("sample."+name+".title") || notes != l.T("sample."+name+".notes") {
				t.Errorf("%s %s: title %q, notes %q are not the catalogue's", code, name, title, notes)
			}
			if code == "en" && (title != file.Title || notes != file.Notes) {
				t.Errorf("%s: the English title %q or notes differ from the file's %q", name, title, file.Title)
			}
			for _, s := range []string{title, notes, file.Title, file.Notes} {
				if s == "" || strings.HasPrefix(s, "[") || seed.MatchString(s) {
					t.Errorf("%s %s: %q", code, name, s)
				}
			}
			tr, err := LoadIn(l, name)
			if err != nil || tr.Title != title || tr.Notes != notes || tr.Len() != file.Len() {
				t.Errorf("%s LoadIn(%s): %v", code, name, err)
			}
		}
		if Title(l, "nope") != "" {
			t.Errorf("%s: a title for no sample", code)
		}
		_, err = Load("nope")
		if got := l.Error(err); got != l.T("sample.unknown_name", "Name", `"nope"`, "Names", strings.Join(Names(), ", ")) {
			t.Errorf("%s: %q", code, got)
		}
	}
}
