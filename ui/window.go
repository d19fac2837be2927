// Package ui is gametree's window: the tree canvas, the playback controls,
// the narration, the inspector and the statistics, wired to the core
// packages. It holds view state only (the step shown, zoom, selection,
// options); everything it shows comes from a search.Trace, styled by
// package scene and painted by package raster.
package ui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/export"
	"gametree/narrate"
	"gametree/raster"
	"gametree/scene"
	"gametree/search"
	"gametree/tree"
)

// document is the tree on screen and where it came from.
type document struct {
	tree *tree.Tree
	name string // file name or sample name, for the title
	path string // "" when it has no file (a sample, standard input)
	// format is how Save writes it back.
	format tree.Format
	dirty  bool
}

// Window is the app's main window.
type Window struct {
	app fyne.App
	win fyne.Window
	// async runs background work: a goroutine in the app, inline in tests.
	async func(func())
	// ticker starts playback ticks; tests replace it.
	ticker func(every time.Duration, tick func()) (stop func())

	doc      document
	opt      search.Options
	sceneOpt scene.Options
	palette  paletteChoice
	trace    *search.Trace
	geom     *scene.Geometry
	narrator *narrate.Narrator
	step     int // fine step shown
	coarse   bool
	selected tree.NodeID
	follow   bool // pan to the current node as the search moves

	playing   bool
	stopPlay  func()
	speed     float64 // steps a second
	gen       int     // generation of background work; stale results are dropped
	cancelJob context.CancelFunc
	// syncing is set while the window updates its own widgets, so their
	// change callbacks do not act on what the window already knows.
	syncing bool

	canvas        *treeView
	algo          *widget.Select
	root          *widget.Select
	depth         *widget.Select
	strict        *widget.Check
	coarseBox     *widget.Check
	playBtn       *widget.Button
	scrubber      *widget.Slider
	positionLabel *widget.Label
	speedBox      *widget.Slider
	narration     *widget.List
	inspector     *inspector
	stats         *statistics
	status        *widget.Label
	busy          *widget.ProgressBarInfinite

	recentItem, callsItem, leftRightItem, followItem *fyne.MenuItem
	// languageMenu lists the narration languages, languageItems by code.
	languageMenu       *fyne.Menu
	languageItems      map[string]*fyne.MenuItem
	boardsItem         *fyne.MenuItem
	undoItem, redoItem *fyne.MenuItem
	bindings           map[string]func() // key combination → action
	history            tree.History
	appearance         appearance
	textScale          float64
	renderer           *export.Renderer
}

// paletteChoice is the canvas palette picked in the View menu.
type paletteChoice int

const (
	paletteAuto        paletteChoice = iota // colour, or dark in dark mode
	paletteColourBlind                      // Okabe-Ito
	palettePrint                            // greyscale
)

// newWindow builds the window around a document; load it with setDocument.
func newWindow(a fyne.App) *Window {
	w := &Window{
		app:       a,
		win:       a.NewWindow("gametree"),
		async:     func(f func()) { go f() },
		ticker:    startTicker,
		narrator:  narrate.English(),
		selected:  tree.None,
		follow:    true,
		speed:     4,
		textScale: 1,
	}
	w.build()
	return w
}

// startTicker calls tick through fyne.Do every interval until stopped.
func startTicker(every time.Duration, tick func()) func() {
	t := time.NewTicker(every)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				t.Stop()
				return
			case <-t.C:
				fyne.Do(tick)
			}
		}
	}()
	return func() { close(done) }
}

func (w *Window) build() {
	w.canvas = newTreeView()
	w.canvas.snapshot = w.snapshot
	w.canvas.selected = func() tree.NodeID { return w.selected }
	w.canvas.onTap = w.selectNode
	w.canvas.onHover = w.hover

	var titles []string
	for _, a := range search.Algorithms {
		titles = append(titles, a.Title())
	}
	w.algo = widget.NewSelect(titles, func(s string) {
		for _, a := range search.Algorithms {
			if a.Title() == s && !w.syncing {
				w.opt.Algorithm = a
				w.rerun()
			}
		}
	})
	w.root = widget.NewSelect([]string{"Root as in the tree", "Root MAX", "Root MIN"}, func(string) {
		if !w.syncing {
			w.opt.Root = []tree.Kind{tree.Auto, tree.Max, tree.Min}[w.root.SelectedIndex()]
			w.rerun()
		}
	})
	w.depth = widget.NewSelect([]string{"No depth limit"}, func(string) {
		if !w.syncing {
			w.opt.Depth = w.depth.SelectedIndex() // 0: none, n: limit n
			w.rerun()
		}
	})
	w.strict = widget.NewCheck("Strict cutoff (α > β)", func(on bool) {
		if !w.syncing {
			w.opt.Strict = on
			w.rerun()
		}
	})
	w.coarseBox = widget.NewCheck("Calls and returns only", func(on bool) {
		if !w.syncing {
			w.setCoarse(on)
		}
	})
	fixed := func(width float32, o fyne.CanvasObject) fyne.CanvasObject {
		return container.NewGridWrap(fyne.NewSize(width, o.MinSize().Height), o)
	}
	controls := container.NewHBox(fixed(250, w.algo), fixed(190, w.root), fixed(170, w.depth), w.strict, w.coarseBox)

	w.playBtn = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), w.togglePlay)
	w.playBtn.Importance = widget.HighImportance
	buttons := container.NewHBox(
		widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), w.first),
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { w.prev() }),
		w.playBtn,
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { w.next() }),
		widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), w.last),
	)
	w.scrubber = widget.NewSlider(0, 1)
	w.scrubber.Step = 1
	w.scrubber.OnChanged = func(v float64) {
		if !w.syncing {
			w.jumpToPosition(int(v))
		}
	}
	w.positionLabel = widget.NewLabel("")
	w.speedBox = widget.NewSlider(0.5, 30)
	w.speedBox.Step = 0.5
	w.speedBox.SetValue(w.speed)
	w.speedBox.OnChanged = func(v float64) { w.setSpeed(v) }
	speed := container.NewBorder(nil, nil, widget.NewLabel("Speed"), nil, w.speedBox)
	playback := container.NewBorder(nil, nil, buttons, container.NewHBox(w.positionLabel, container.NewGridWrap(fyne.NewSize(180, 36), speed)), w.scrubber)

	w.narration = widget.NewList(w.narrationLen, func() fyne.CanvasObject {
		l := widget.NewLabel("")
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}, w.narrationItem)
	w.narration.OnSelected = func(i widget.ListItemID) {
		if !w.syncing {
			w.jumpToPosition(i)
		}
	}

	w.inspector = newInspector()
	w.stats = newStatistics()
	tight := compact{w.app}
	side := container.NewVScroll(container.NewThemeOverride(widget.NewCard("", "Node", w.inspector.content), tight))
	statsCard := container.NewVScroll(container.NewThemeOverride(widget.NewCard("", "Statistics", w.stats.box), tight))

	w.status = widget.NewLabel("")
	w.status.Truncation = fyne.TextTruncateEllipsis
	w.busy = widget.NewProgressBarInfinite()
	w.busy.Hide()

	main := container.NewHSplit(w.canvas, side)
	main.SetOffset(0.72)
	story := container.NewHSplit(w.narration, statsCard)
	story.SetOffset(0.68)
	lower := container.NewBorder(playback, nil, nil, nil, story)
	body := container.NewVSplit(main, lower)
	body.SetOffset(0.7)
	top := container.NewVBox(controls, w.busy)
	w.win.SetContent(container.NewBorder(top, w.status, nil, nil, body))
	w.win.Resize(fyne.NewSize(1400, 900))
	w.installMenus()
	w.installKeys()
}

// setDocument shows a new tree: search it and lay it out in the
// background, then reset to step 0.
func (w *Window) setDocument(doc document) {
	w.pause()
	w.doc = doc
	w.selected = tree.None
	w.opt.Depth = 0
	w.refreshDepths()
	w.history = tree.History{}
	w.updateTitle()
	w.updateEditMenu()
	w.recompute(true, true, nil)
}

// rerun searches again after an option changed, keeping the position.
func (w *Window) rerun() {
	if w.doc.tree == nil {
		return
	}
	keep := w.placeMarker()
	w.recompute(false, false, keep)
}

// recompute runs the search (and, with relayout, the layout) off the UI
// goroutine; the results replace the window's only if nothing newer was
// asked for meanwhile. refit shows the whole tree afterwards.
func (w *Window) recompute(relayout, refit bool, keep *marker) {
	w.gen++
	gen := w.gen
	if w.cancelJob != nil {
		w.cancelJob()
	}
	ctx, cancel := context.WithCancel(context.Background())
	w.cancelJob = cancel
	t, opt, sopt, geom := w.doc.tree, w.opt, w.sceneOpt, w.geom
	pal := w.sceneTheme()
	w.busy.Show()
	w.busy.Start()
	w.async(func() {
		trace, err := search.Run(ctx, t, opt)
		var painter *raster.Painter
		if err == nil {
			if relayout || geom == nil {
				geom = scene.NewGeometry(t, sopt)
			}
			painter, err = raster.New(scene.NewStyler(trace, geom, pal))
		}
		fyne.Do(func() {
			if gen != w.gen {
				return // a newer request replaced this one
			}
			w.busy.Stop()
			w.busy.Hide()
			if err != nil {
				if ctx.Err() == nil {
					w.showError(fmt.Errorf("cannot search %s: %w", w.doc.name, err))
					if w.trace != nil && w.trace.Tree == t {
						w.opt = w.trace.Options // the search on screen stays
					}
					w.syncOptions()
				}
				return
			}
			w.trace, w.geom = trace, geom
			w.canvas.setPainter(painter, refit)
			w.step = 0
			if keep != nil {
				w.step = keep.find(trace)
			}
			w.syncOptions()
			w.showStep()
		})
	})
}

// restyle repaints with a new palette or scene options, without searching.
func (w *Window) restyle(relayout bool) {
	if w.trace == nil {
		return
	}
	if relayout {
		w.geom = nil
		w.recompute(true, false, w.placeMarker())
		return
	}
	p, err := raster.New(scene.NewStyler(w.trace, w.geom, w.sceneTheme()))
	if err != nil {
		w.showError(err)
		return
	}
	w.canvas.setPainter(p, false)
}

// sceneTheme is the canvas palette for the app's light or dark look.
func (w *Window) sceneTheme() scene.Theme {
	switch w.palette {
	case paletteColourBlind:
		return scene.ColourBlind
	case palettePrint:
		return scene.Print
	}
	if w.isDark() {
		return scene.Dark
	}
	return scene.Colour
}

func (w *Window) snapshot() search.Snapshot { return w.trace.At(w.step) }

// sync runs f with the widgets' change callbacks switched off.
func (w *Window) sync(f func()) {
	was := w.syncing
	w.syncing = true
	defer func() { w.syncing = was }()
	f()
}

// syncOptions shows the current options in the controls.
func (w *Window) syncOptions() {
	w.sync(func() {
		w.algo.SetSelected(w.opt.Algorithm.Title())
		w.root.SetSelectedIndex(map[tree.Kind]int{tree.Auto: 0, tree.Max: 1, tree.Min: 2}[w.opt.Root])
		w.depth.SetSelectedIndex(w.opt.Depth)
		w.strict.SetChecked(w.opt.Strict)
		w.coarseBox.SetChecked(w.coarse)
	})
}

// updateTitle shows the file name and a mark for unsaved changes.
func (w *Window) updateTitle() {
	title := "gametree — " + w.doc.name
	if w.doc.dirty {
		title = "gametree — ● " + w.doc.name
	}
	w.win.SetTitle(title)
}

func (w *Window) showError(err error) {
	dialog.ShowError(err, w.win)
}

// hover shows a node's details in the status line.
func (w *Window) hover(id tree.NodeID) {
	if id == tree.None || w.trace == nil {
		w.status.SetText("")
		return
	}
	w.status.SetText(describeNode(w.trace, w.snapshot(), id))
}

// selectNode shows a node in the inspector (tree.None: follow the search).
func (w *Window) selectNode(id tree.NodeID) {
	w.selected = id
	w.canvas.raster.Refresh()
	w.updateInspector()
}
