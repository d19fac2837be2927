package ui

import (
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// walk calls visit on o and on every object inside it that a public
// field reaches, each once: containers' objects, a split's sides, a
// scroll's, tab's or pop-up's content, a form's fields, and the Content
// of a widget whose type Fyne keeps internal (the canvas's overlays).
// Fyne's own dialogs are reached this way, and the tests' probe reads the
// window so.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	seen := map[fyne.CanvasObject]bool{}
	var in func(o fyne.CanvasObject)
	in = func(o fyne.CanvasObject) {
		if o == nil || seen[o] {
			return
		}
		seen[o] = true
		visit(o)
		switch o := o.(type) {
		case *fyne.Container:
			for _, inner := range o.Objects {
				in(inner)
			}
		case *container.Split:
			in(o.Leading)
			in(o.Trailing)
		case *container.Scroll:
			in(o.Content)
		case *container.AppTabs:
			for _, it := range o.Items {
				in(it.Content)
			}
		case *widget.Form:
			for _, it := range o.Items {
				in(it.Widget)
			}
		case *widget.PopUp:
			in(o.Content)
		default:
			in(content(o))
		}
	}
	in(o)
}

// content is the object in the exported field Content of o (a widget
// whose type Fyne keeps internal, a theme override), or nil.
func content(o fyne.CanvasObject) fyne.CanvasObject {
	v := reflect.ValueOf(o)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	f := v.Elem().FieldByName("Content")
	if !f.IsValid() || !f.CanInterface() {
		return nil
	}
	inner, _ := f.Interface().(fyne.CanvasObject)
	return inner
}
