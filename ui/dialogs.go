package ui

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"gametree/internal/export"
	"gametree/internal/i18n"
	"gametree/internal/session"
)

// openDialog is a dialog on screen, by title.
type openDialog struct {
	title string
	d     dialog.Dialog
	busy  bool // a progress dialog: Escape does not close it
	// confirm is what Enter does when no field has the focus (nil:
	// nothing).
	confirm func()
	// stepping says the window's stepping keys (a clicker's) still step
	// while the dialog is the newest: the class's projector dialog.
	stepping bool
}

// dialogs are the dialogs on screen, oldest first: Escape dismisses the
// newest, and the test probe names them.
type dialogs struct {
	onScreen []openDialog
	// canvas is the window's: what has the focus there.
	canvas fyne.Canvas
	// focused are the fields that took the focus in dialogs on screen.
	// Fyne drops a closed dialog's focus with its overlay and never tells
	// the field, whose blinking cursor then keeps the window redrawing,
	// 15-20% of a processor for as long as it runs: they are told here.
	focused []fyne.Focusable
	// exports are the export dialogs' fields as last confirmed, step and
	// animation: the next dialog starts with them, but for the title.
	exports [2]*export.Fields
	// title is the last title typed in an export dialog, kept for the
	// document it was typed for.
	title keptTitle
	// sheets are the worksheet dialog's fields as last confirmed (the
	// title, of random trees only: see worksheetDialog).
	sheets *export.SheetFields
	// class is the class session File › Share with the Class starts.
	class *sharing

	// win is the window the dialogs belong to, s the session whose
	// document the export titles are of, language the window's language.
	win      fyne.Window
	s        *session.Session
	language func() *i18n.Lang
}

// keptTitle is a title typed in an export dialog: every later export of
// the same document offers it, step or animation, whatever the format,
// until it is changed (to nothing, too). A title confirmed as the tree's
// own is no title typed: the dialogs follow the tree's, in the window's
// language. Another document starts with its own.
type keptTitle struct {
	text string
	// doc is the document's number (session.Document.Opened); 0: none
	// typed.
	doc uint64
}

// exportTitle is the title the export dialogs offer: the one typed for
// the document on screen, else the tree's own.
func (ds *dialogs) exportTitle() string {
	d := ds.s.Doc()
	if t := ds.title; t.doc != 0 && t.doc == d.Opened() {
		return t.text
	}
	return d.TitleFor(ds.language())
}

// keepTitle keeps the title an export dialog was confirmed with.
func (ds *dialogs) keepTitle(text string) {
	d := ds.s.Doc()
	if text == d.TitleFor(ds.language()) {
		ds.title = keptTitle{}
		return
	}
	ds.title = keptTitle{text: text, doc: d.Opened()}
}

// noteFocus remembers a field that took the focus in a dialog (the
// window's own fields say it; Fyne's file dialogs are asked).
func (ds *dialogs) noteFocus(f fyne.Focusable) {
	if f != nil && !slices.Contains(ds.focused, f) {
		ds.focused = append(ds.focused, f)
	}
}

// dropFocus tells the fields that had the focus in a closed dialog that
// they lost it: all but the one that has it now.
func (ds *dialogs) dropFocus() {
	var now fyne.Focusable
	if ds.canvas != nil {
		now = ds.canvas.Focused()
	}
	keep := ds.focused[:0]
	for _, f := range ds.focused {
		if f == now {
			keep = append(keep, f)
			continue
		}
		f.FocusLost()
	}
	clear(ds.focused[len(keep):])
	ds.focused = keep
}

// show shows d and keeps it listed until it closes; Enter closes it too.
func (ds *dialogs) show(title string, d dialog.Dialog) {
	ds.add(openDialog{title: title, d: d, confirm: d.Dismiss})
}

// showChoice shows a dialog whose default choice Enter makes.
func (ds *dialogs) showChoice(title string, d dialog.Dialog, choice func()) {
	ds.add(openDialog{title: title, d: d, confirm: choice})
}

// showForm shows a form dialog, which Enter submits.
func (ds *dialogs) showForm(title string, d *dialog.FormDialog) {
	ds.add(openDialog{title: title, d: d, confirm: d.Submit})
}

// stepsThrough says the newest dialog lets the stepping keys through.
func (ds *dialogs) stepsThrough() bool {
	n := len(ds.onScreen)
	return n > 0 && ds.onScreen[n-1].stepping
}

// showBusy shows a progress dialog, which only its work closes.
func (ds *dialogs) showBusy(title string, d dialog.Dialog) {
	ds.add(openDialog{title: title, d: d, busy: true})
}

func (ds *dialogs) add(o openDialog) {
	d := o.d
	ds.onScreen = append(ds.onScreen, o)
	d.SetOnClosed(func() {
		ds.onScreen = slices.DeleteFunc(ds.onScreen, func(o openDialog) bool { return o.d == d })
		ds.dropFocus()
	})
	d.Show()
	if ds.canvas != nil {
		// What the dialog focused as it opened, and once it has drawn.
		ds.noteFocus(ds.canvas.Focused())
		fyne.Do(func() { ds.noteFocus(ds.canvas.Focused()) })
	}
}

// dismiss closes the newest dialog without its affirmative action.
func (ds *dialogs) dismiss() {
	if n := len(ds.onScreen); n > 0 && !ds.onScreen[n-1].busy {
		ds.onScreen[n-1].d.Dismiss()
	}
}

// confirm confirms the newest dialog, if it has an affirmative action.
func (ds *dialogs) confirm() {
	if n := len(ds.onScreen); n > 0 && ds.onScreen[n-1].confirm != nil {
		ds.onScreen[n-1].confirm()
	}
}

// titles lists the titles of the dialogs on screen.
func (ds *dialogs) titles() []string {
	t := make([]string, len(ds.onScreen))
	for i, o := range ds.onScreen {
		t[i] = o.title
	}
	return t
}

// showError shows a problem as it is worded (Fyne's error dialog would
// capitalise a file name); the window and its tree stay as they were.
func (ds *dialogs) showError(err error) {
	l := ds.language()
	text := l.Error(err)
	d := dialog.NewCustom(l.T("dialog.error"), l.T("button.ok"), message(text, ds.win), ds.win)
	d.SetIcon(theme.ErrorIcon())
	ds.show(l.T("dialog.error_named", "Problem", text), d)
}

// showInfo shows a message.
func (ds *dialogs) showInfo(title, text string) {
	ds.show(title, dialog.NewCustom(title, ds.language().T("button.ok"), message(text, ds.win), ds.win))
}

// message is a text that wraps to the window's width.
func message(text string, win fyne.Window) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	width := max(200, min(560, win.Canvas().Size().Width-80))
	l.Resize(fyne.NewSize(width, 1)) // a wrapping label is as tall as its text at its width
	return container.NewGridWrap(fyne.NewSize(width, l.MinSize().Height), l)
}

// inLang makes a field's check say its problems in the window's
// language (Fyne shows the error's own text under the field).
func (ds *dialogs) inLang(check func(string) error) func(string) error {
	return func(s string) error {
		if err := check(s); err != nil {
			return errors.New(ds.language().Error(err))
		}
		return nil
	}
}
