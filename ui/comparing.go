package ui

import (
	"fyne.io/fyne/v2"

	"gametree/internal/compare"
	"gametree/search"
	"gametree/ui/compareview"
)

// comparing opens the compare window (Practice › Compare) and the slides'
// derivation in it on the document's tree: a window of its own, built
// from a compareview.Config, which a copy of the tree and the window's
// options, language and look go into.
type comparing struct {
	h compareHost
	// show opens a compare view; tests replace it.
	show func(compareview.Config)
}

// compareHost is what the compare window is opened from: the window
// (its router's), which gets the focus back as it closes, and the screen
// it opens within.
type compareHost interface {
	host
	screen() fyne.Size
}

// open opens the compare view (Ctrl+M) on the tree shown, with the
// search's root, depth limit and cutoff rule; each of its panes picks its
// own algorithm and ordering. It gets a copy of the tree, which the editor
// may change while it is open.
func (c *comparing) open() { c.searches(nil, nil) }

// derivation opens the compare window on the slides' stages from minimax
// to alpha-beta, a pane each (View › The Slides' Derivation).
func (c *comparing) derivation() {
	c.searches(compareview.Derivation, compareview.DerivationForms())
}

// searches opens the compare window with the panes searches (nil: its own
// first two), and with their listings when forms names them.
func (c *comparing) searches(searches []compare.Search, forms map[search.Algorithm]string) {
	h, s := c.h, c.h.state()
	if !s.Ready() {
		return
	}
	if s.Doc().Tree.HasChance() && searches != nil {
		h.say(h.lang().T("compare.derivation_dice"))
		return
	}
	if s.Practising() && s.Result() == nil {
		h.say(h.lang().T("practice.compare_later"))
		return
	}
	d := s.Doc()
	c.show(compareview.Config{Tree: d.Tree.Clone(), Name: d.Name, Path: d.Path, Options: s.Options(),
		Lang: h.lang(), Theme: h.treeTheme(), Scene: h.view().SceneOptions(), Closed: h.router().win.RequestFocus, Keys: h.router().lend,
		Download: downloader(), Screen: h.screen(), Searches: searches, Code: forms != nil, Forms: forms})
}
