// Command bare is a Fyne window with one label, the floor the idle
// window is measured against: what Fyne's own loop uses when nothing
// moves, on the same machine and in the same seconds.
package main

import (
	"os"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	w, h := 800, 600
	if len(os.Args) == 3 {
		w, _ = strconv.Atoi(os.Args[1])
		h, _ = strconv.Atoi(os.Args[2])
	}
	a := app.NewWithID("io.github.gametree.bare")
	win := a.NewWindow("bare")
	win.SetContent(widget.NewLabel("bare"))
	win.Resize(fyne.NewSize(float32(w), float32(h)))
	win.ShowAndRun()
}
