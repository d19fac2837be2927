package ui

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"gametree/internal/narrate"
	"gametree/internal/practice"
	"gametree/internal/scene"
	"gametree/internal/session"
)

// looks is how the window looks: its theme and text size, its content
// (the body, or presenter mode's screen), the panels shown beside the
// tree, and the language it speaks. A change to any of them draws the
// tree again.
type looks struct {
	st    *stage
	steps *stepper
	runs  *searcher
	// rebuild makes the panels again, in the view's language.
	rebuild func()
}

// present turns presenter mode on, screen the window's content, or off
// (nil), the body again: answers hidden or not (hide), full screen or
// not (full), and the look, menus, legend and tree to match.
func (l *looks) present(screen fyne.CanvasObject, hide, full bool) {
	l.st.v.Presenting = screen != nil
	l.steps.setHideAnswers(hide)
	if screen != nil {
		l.setContent(screen)
		l.st.win.SetPadded(false) // edge to edge: the blank screen is all black
		l.st.win.SetMainMenu(nil)
	} else {
		l.setContent(l.st.layout.body)
		l.st.win.SetPadded(true)
		l.st.win.SetMainMenu(l.st.menus.main)
		l.st.layout.rearrange() // the canvas was in presenter mode's container
	}
	l.st.win.SetFullScreen(full)
	l.applyLook()
	l.st.menus.check()
	l.st.legend.show()
	l.runs.repaint(true, true)
}

// toggleFullScreen puts the window in full screen, or back.
func (l *looks) toggleFullScreen() { l.st.win.SetFullScreen(!l.st.win.FullScreen()) }

// toggleCode shows or hides the Code panel: beside the tree (in presenter
// mode too), or as a tab in a small window, which it then opens (the tab
// had been added behind the narration's, and C seemed to do nothing).
func (l *looks) toggleCode() {
	l.changeView(func(v *session.View) { v.Code = !v.Code })
	if l.st.v.Presenting {
		l.setContent(l.st.layout.present.screen())
	} else {
		l.st.layout.rearrange()
		if t := l.st.layout.tabs; t != nil && l.st.v.Code && l.st.layout.compact {
			t.SelectIndex(len(t.Items) - 1)
		}
	}
	l.steps.showStep()
}

// setLanguage switches the whole window to another language, live: menus,
// toolbar, panels, narration, legend, dialogs from now on, and the
// pictures exported. The tree view, the step shown and the playback
// speed stay as they are; the choice is kept in the preferences.
func (l *looks) setLanguage(code string) {
	n, err := narrate.New(code)
	if err != nil {
		l.st.dialogs.showError(err)
		return
	}
	l.changeView(func(v *session.View) { v.Narrator, v.Kept = n, n.Lang() })
	l.speak(n)
}

// speak shows the window in n's language (the view already holds it
// when the choice is to be kept).
func (l *looks) speak(n *narrate.Narrator) {
	code := n.Lang()
	l.st.v.Narrator = n
	fyneSpeaks(code)
	speed := l.st.playback.speed
	l.st.playback.pause()
	l.rebuild()
	l.st.playback.speeds.SetSelected(session.SpeedName(l.st.lang(), speed))
	l.st.bar.show()
	l.st.updateTitle()
	l.st.menus.refreshEdit()
	l.st.legend.show()
	l.runs.repaint(false, false) // values as the new language writes them (0,5)
	l.steps.showStep()
	l.st.dialogs.class.speak()
}

// applyLook sets the window's theme for the view's choices: the app's,
// for the menus and dialogs, at most frameScale; the content's, in full.
func (l *looks) applyLook() {
	l.st.app.Settings().SetTheme(lookOf(*l.st.v, frameScale))
	keepPageLook(l.st.v.Appearance)
	if l.st.layout != nil && l.st.layout.themed != nil {
		t := l.st.layout.themed
		t.Theme = lookOf(*l.st.v, math.Inf(1))
		t.Refresh()
	}
	if l.st.story != nil {
		l.st.story.restyle()
	}
}

// contentTheme is the theme of the window's content (the view's full
// text size), as applyLook last set it: asked at every size a panel
// measures, so made once per change, not per call.
func (l *looks) contentTheme() fyne.Theme {
	if l.st.layout != nil && l.st.layout.themed != nil {
		return l.st.layout.themed.Theme
	}
	return lookOf(*l.st.v, math.Inf(1)) // before the content is shown
}

// setContent shows o as the window's content, in the view's full text
// size.
func (l *looks) setContent(o fyne.CanvasObject) {
	l.st.layout.themed = container.NewThemeOverride(o, lookOf(*l.st.v, math.Inf(1)))
	l.st.win.SetContent(l.st.layout.themed)
}

// changeView applies a change to the view, keeps it, and draws again: a
// new geometry when the texts, orientation or text size changed, and a
// new view of the tree for a new text size.
func (l *looks) changeView(change func(*session.View)) {
	before, scale, fold := l.sceneOptions(), l.st.v.Scale(), l.st.v.Fold
	change(l.st.v)
	l.st.v.Save(l.st.app.Preferences())
	l.applyLook()
	l.st.menus.check()
	l.st.legend.show()
	after := l.sceneOptions()
	if l.st.v.Scale() != scale {
		l.st.layout.recheck()
	}
	l.runs.repaint(after != before, after.FontScale != before.FontScale || after.LeftRight != before.LeftRight || l.st.v.Fold != fold)
}

// sceneOptions are the tree's geometry options on the canvas: the view's,
// with room beside the nodes for the windows a student writes in the α/β
// exercise, and the tight layout filling the canvas's shape.
func (l *looks) sceneOptions() scene.Options {
	o := l.st.v.SceneOptions()
	if o.Tight {
		o.Aspect = l.st.canvas.aspect()
	}
	o.Nodes = [2]string{l.st.lang().T("fold_node"), l.st.lang().T("fold_nodes")}
	if sh := l.st.s.Sheet(); sh != nil && sh.Exercise == practice.Windows {
		o.Answers = true
	}
	return o
}
