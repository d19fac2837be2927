//go:build e2e && js

package ui

import (
	"encoding/json"
	"syscall/js"

	"fyne.io/fyne/v2"
)

// serveProbe gives the page a function, gametreeProbe(), whose promise
// resolves to the window's state as JSON (probe.State), for the browser
// tests that drive the page through WebDriver.
func serveProbe(w *Window) (stop func()) {
	probe := js.FuncOf(func(this js.Value, args []js.Value) any {
		var executor js.Func
		executor = js.FuncOf(func(this js.Value, args []js.Value) any {
			resolve := args[0]
			fyne.Do(func() {
				data, _ := json.Marshal(probeOf(w).state())
				resolve.Invoke(string(data))
				executor.Release()
			})
			return nil
		})
		return js.Global().Get("Promise").New(executor)
	})
	js.Global().Set("gametreeProbe", probe)
	return func() { js.Global().Delete("gametreeProbe"); probe.Release() }
}
