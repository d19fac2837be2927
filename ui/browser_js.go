//go:build js

package ui

import (
	"errors"
	"gametree/internal/mainthread"
	"gametree/internal/session"
	"syscall/js"

	"fyne.io/fyne/v2"
)

// The browser's own ways in and out, for the window in a page: its file
// picker, downloads, files dropped on the page, and a warning before the
// page is left with unsaved work. Each answer comes back on the UI
// goroutine (fyne.Do).

// fileInput is the page's <input type=file id=gametree-file>, made when
// the page has none.
func fileInput() js.Value {
	doc := js.Global().Get("document")
	input := doc.Call("getElementById", "gametree-file")
	if input.IsNull() {
		input = doc.Call("createElement", "input")
		input.Set("type", "file")
		input.Set("id", "gametree-file")
		input.Get("style").Set("display", "none")
		doc.Get("body").Call("appendChild", input)
	}
	return input
}

// pickFile shows the browser's file picker; what is chosen reaches the
// function watchFiles gave (nothing, when the user cancels).
func pickFile() {
	input := fileInput()
	input.Set("value", "") // the same file chosen again is a change too
	input.Call("click")
}

// watchFiles hands read the name and content of each file chosen in the
// browser's file picker or dropped on the page, or why it could not be
// read.
func watchFiles(read func(name string, data []byte, err error)) {
	input := fileInput()
	input.Call("addEventListener", "change", js.FuncOf(func(this js.Value, args []js.Value) any {
		if files := input.Get("files"); files.Length() > 0 {
			readFile(files.Index(0), read)
		}
		return nil
	}))
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "dragover", js.FuncOf(func(this js.Value, args []js.Value) any {
		args[0].Call("preventDefault") // else the browser opens the file itself
		return nil
	}))
	doc.Call("addEventListener", "drop", js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		e.Call("preventDefault")
		if files := e.Get("dataTransfer").Get("files"); files.Length() > 0 {
			readFile(files.Index(0), read)
		}
		return nil
	}))
}

// readFile reads a browser File and hands its name and bytes to read.
func readFile(file js.Value, read func(name string, data []byte, err error)) {
	name := file.Get("name").String()
	var then, fail js.Func
	release := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer release()
		bytes := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, bytes.Length())
		js.CopyBytesToGo(data, bytes)
		fyne.Do(func() { read(name, data, nil) })
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		defer release()
		msg := "the browser could not read it"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		fyne.Do(func() { read(name, nil, errors.New(msg)) })
		return nil
	})
	file.Call("arrayBuffer").Call("then", then, fail)
}

// download hands data to the browser as a file to save, named name.
func download(name, mime string, data []byte) {
	bytes := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(bytes, data)
	blob := js.Global().Get("Blob").New([]any{bytes}, map[string]any{"type": mime})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The browser has taken the file once the click is handled.
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 60_000)
}

// beforeUnload is the page's handler that asks before it is left.
var beforeUnload = js.FuncOf(func(this js.Value, args []js.Value) any {
	args[0].Call("preventDefault")
	args[0].Set("returnValue", "")
	return nil
})

// warnOnLeave makes the browser ask before the page is closed or
// reloaded while there is unsaved work, and not otherwise.
func warnOnLeave(unsaved bool) {
	if unsaved {
		js.Global().Call("addEventListener", "beforeunload", beforeUnload)
	} else {
		js.Global().Call("removeEventListener", "beforeunload", beforeUnload)
	}
}

// pageLookKey is the browser storage's item the loading page reads to
// show itself light or dark before the window starts ("light", "dark";
// none: the system's, as the page's own CSS follows it).
const pageLookKey = "gametree-look"

// keepPageLook tells the loading page the window's appearance, for the
// next time the page loads: it stayed light in front of a dark window.
func keepPageLook(a session.Appearance) {
	defer func() { recover() }() // storage refused (a private window): the page follows the system
	storage := js.Global().Get("localStorage")
	if storage.IsUndefined() || storage.IsNull() {
		return
	}
	switch a {
	case session.Light:
		storage.Call("setItem", pageLookKey, "light")
	case session.Dark:
		storage.Call("setItem", pageLookKey, "dark")
	default:
		storage.Call("removeItem", pageLookKey)
	}
}

// pageKeys are the keys Fyne's web driver loses (fyne-io/glfw-js gives
// Home, End, Page Up, Page Down and Insert no codes, and the driver names
// no letter): by the browser's keyCode.
var pageKeys = map[int]fyne.KeyName{
	33: fyne.KeyPageUp, 34: fyne.KeyPageDown, 35: fyne.KeyEnd, 36: fyne.KeyHome, 45: fyne.KeyInsert,
}

// watchKeys hands k the keys of the page that Fyne's web driver loses, as
// the desktop's driver names them: a presentation clicker's Page Down,
// Home and End, Insert (Shift+Insert), the letters (B, G, H, L, F), and
// + and − for zooming. Keys with Ctrl, Alt or Cmd reach Fyne's shortcuts
// as they are.
func watchKeys(k *keys) {
	js.Global().Get("document").Call("addEventListener", "keydown", js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool() {
			return nil
		}
		code, key, shift := e.Get("keyCode").Int(), e.Get("key").String(), e.Get("shiftKey").Bool()
		name, ok := pageKeys[code]
		switch {
		case ok && name == fyne.KeyInsert && shift:
			mainthread.OnMain(func() { k.shortcut(&fyne.ShortcutPaste{Secondary: true}) })
			return nil
		case ok:
		case code >= 'A' && code <= 'Z' && len(key) == 1:
			name = fyne.KeyName(rune(code))
		case key == "+":
			name = fyne.KeyPlus
		case key == "-":
			name = fyne.KeyMinus
		case key == "=":
			name = fyne.KeyEqual
		default:
			return nil
		}
		mainthread.OnMain(func() { k.typed(&fyne.KeyEvent{Name: name}) })
		return nil
	}))
}

// fitScreen does nothing: the page gives the window its size.
func (w *Window) fitScreen() {}

// keepWindowSize does nothing: the page gives the window its size.
func (st *stage) keepWindowSize() {}
